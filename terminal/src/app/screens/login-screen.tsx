import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { useState } from 'react'
import { AUTH_MESSAGES, loginError, loginFieldErrors, rememberedAccount } from '@partfront/core/auth'
import { useTyping } from '../keys.tsx'
import { queryOf } from '../screens.ts'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

type Field = 'account' | 'password' | 'remember'
const FIELDS: readonly Field[] = ['account', 'password', 'remember']

/**
 * Sign in (AUTH-1, AUTH-2, AUTH-4): the login form; the session machine checks it (the spec's messages beside
 * each field), signs in and goes to `redirect`. When the server asks for the picture code, the terminal says it
 * cannot draw it and gives the web login page's URL.
 */
export function LoginScreen({ path }: { readonly path: string }) {
  const { storefront, api } = useTerminalStorefront()
  const remembered = useStorefrontSelector('auth', rememberedAccount)
  const errors = useStorefrontSelector('auth', loginFieldErrors)
  const failure = useStorefrontSelector('auth', loginError)
  const busy = useStorefrontSelector('auth', (snapshot) => snapshot.hasTag('busy'))
  // AUTH-2: the remembered account until the buyer types (it is known once the session machine runs).
  const [typedAccount, setAccount] = useState<string | null>(null)
  const account = typedAccount ?? remembered
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(remembered !== '')
  const [field, setField] = useState<Field>(remembered === '' ? 'account' : 'password')
  const [inForm, setInForm] = useState(true)
  const askCaptcha = failure === AUTH_MESSAGES.enterCode
  useTyping(inForm && field !== 'remember')

  const submit = () =>
    storefront.send({ type: 'auth.login', account, password, remember, redirect: queryOf(path)['redirect'] ?? null })

  useKeys((input, key) => {
    if (!inForm) {
      if (key.tab || key.return) setInForm(true)
      return
    }
    if (key.tab || (field !== 'remember' && (key.downArrow || key.upArrow))) {
      const step = key.shift || key.upArrow ? -1 : 1
      setField(FIELDS[(FIELDS.indexOf(field) + step + FIELDS.length) % FIELDS.length] ?? 'account')
      return
    }
    if (key.escape) return setInForm(false)
    if (field === 'remember') {
      if (input === ' ') setRemember((on) => !on)
      else if (key.return) submit()
    }
  })

  return (
    <Box flexDirection="column">
      <Text bold>Sign in</Text>
      <Text dimColor>Sign in to see your cart, orders, BOMs and addresses.</Text>
      <Box marginTop={1} flexDirection="column">
        <TextField label="Account " value={account} onChange={setAccount} onSubmit={submit} focus={inForm && field === 'account'} error={errors.account} width={32} />
        <TextField label="Password" value={password} onChange={setPassword} onSubmit={submit} focus={inForm && field === 'password'} mask error={errors.password} width={32} />
        <Text bold={inForm && field === 'remember'}>
          {inForm && field === 'remember' ? '› ' : '  '}[{remember ? 'x' : ' '}] Remember me
        </Text>
      </Box>
      {busy ? <Text color="cyan">Signing in…</Text> : null}
      {askCaptcha ? (
        <Box flexDirection="column" marginTop={1}>
          <Text color="yellow">{AUTH_MESSAGES.enterCode}: the server asks for the picture code, which this terminal cannot draw.</Text>
          <Text>Sign in once on the web at {api}/login, then try again here.</Text>
        </Box>
      ) : failure === null ? null : (
        <Text color="red">{failure}</Text>
      )}
      <Box marginTop={1}>
        <Text dimColor>Tab: next field  ·  Enter: sign in  ·  Space: remember me (on its line)  ·  Esc: leave the form</Text>
      </Box>
    </Box>
  )
}
