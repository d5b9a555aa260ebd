import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError } from '../client/api-error.ts'
import type { LoginBody, LoginResult } from '../contract/auth.ts'
import type { AccountInfo } from '../contract/account.ts'
import { authMachine } from './auth.machine.ts'
import { authHeader, headerFor, isSignedIn, loginError, loginFieldErrors, logoutDialog, rememberedAccount, sessionToken } from './auth.selectors.ts'
import type { AuthEmitted, AuthInput } from './auth.types.ts'

const user: AccountInfo = {
  id: 7 as never,
  account: 'buyer@example.com',
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: 'Buyer',
  company: 'Acme',
  country: 'DE',
  mobile: '',
  tel: '',
  address: '',
  remark: '',
  emailUpdates: false,
  createdAt: '2024-01-01T00:00:00.000Z',
}
const result: LoginResult = { token: 'tok-123', cartNum: 4, user }

async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
}

// The machine loads the login form's rules with the first sign-in (issue 13): loaded here once, that import
// resolves within `settle`'s microtasks, as a cached chunk does in a browser.
beforeAll(async () => {
  await import('./auth.forms.ts')
})

function start(
  input: Partial<AuthInput> = {},
  actors: { login?: (body: LoginBody) => Promise<unknown>; logout?: () => Promise<unknown> } = {},
) {
  const calls: { login: LoginBody[]; logout: number } = { login: [], logout: 0 }
  const machine = authMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginBody>(({ input: body }) => {
        calls.login.push(body)
        return (actors.login ?? (() => Promise.resolve(result)))(body) as Promise<LoginResult>
      }),
      logout: fromPromise(() => {
        calls.logout++
        return (actors.logout ?? (() => Promise.resolve(null)))()
      }),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { stored: { userEmail: null, isLogin: null, captchaCodeId: null, account: null }, token: null, ...input },
  })
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, calls }
}

const signedInInput: Partial<AuthInput> = {
  token: 'tok-old',
  stored: { userEmail: 'buyer@example.com', isLogin: 'true', captchaCodeId: null, account: null },
}

describe('authMachine: login', () => {
  it('AUTH-1: login marks signed in, stores email and flag, token cookie 365 days on /, cart count from the result, then navigates', async () => {
    const { actor, emitted, calls } = start()
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    actor.send({ type: 'auth.login', account: ' buyer@example.com ', password: 'secret1', redirect: '/cart/reserve' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(calls.login).toEqual([{ account: 'buyer@example.com', password: 'secret1' }])
    expect(isSignedIn(snapshot)).toBe(true)
    expect(sessionToken(snapshot)).toBe('tok-123')
    expect(snapshot.context.user).toEqual(user)
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'userEmail', value: 'buyer@example.com' },
      { type: 'persist', storage: 'local', key: 'isLogin', value: 'true' },
      { type: 'forget', storage: 'local', key: 'account' },
      { type: 'cookie', name: 'user-token', value: 'tok-123', days: 365, path: '/' },
      { type: 'auth.signedIn', cartNum: 4 },
      { type: 'navigate', to: '/cart/reserve' },
    ])
  })

  it('AUTH-1: ROUTE-7: without a redirect, or with one off this site, login goes to /', async () => {
    for (const redirect of [undefined, null, 'https://evil.example', '//evil.example']) {
      const { actor, emitted } = start()
      actor.send({ type: 'auth.login', account: 'a@b.co', password: 'secret1', redirect })
      await settle()
      expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' })
    }
  })

  it('AUTH-2: the account is stored only when remember is set', async () => {
    const remembered = start()
    remembered.actor.send({ type: 'auth.login', account: 'buyer@example.com', password: 'secret1', remember: true })
    await settle()
    expect(remembered.emitted).toContainEqual({ type: 'persist', storage: 'local', key: 'account', value: 'buyer@example.com' })
    expect(rememberedAccount(remembered.actor.getSnapshot())).toBe('buyer@example.com')

    const forgotten = start({ stored: { userEmail: null, isLogin: null, captchaCodeId: null, account: 'old@example.com' } })
    expect(rememberedAccount(forgotten.actor.getSnapshot())).toBe('old@example.com')
    forgotten.actor.send({ type: 'auth.login', account: 'buyer@example.com', password: 'secret1', remember: false })
    await settle()
    expect(forgotten.emitted).toContainEqual({ type: 'forget', storage: 'local', key: 'account' })
    expect(forgotten.emitted.some((event) => event.type === 'persist' && event.key === 'account')).toBe(false)
  })

  it('AUTH-1: AUTH-4: an invalid form shows the field messages and calls nothing', async () => {
    const { actor, emitted, calls } = start()
    actor.send({ type: 'auth.login', account: '  ', password: '123' })
    await settle()
    expect(loginFieldErrors(actor.getSnapshot())).toEqual({ account: 'Please enter account', password: 'At least six characters' })
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(calls.login).toEqual([])
    expect(emitted).toEqual([])
  })

  it('AUTH-1: a failed login keeps the buyer signed out with the server message; nothing is stored', async () => {
    const { actor, emitted } = start({}, { login: () => Promise.reject(new Error('Wrong account or password')) })
    actor.send({ type: 'auth.login', account: 'a@b.co', password: 'secret1' })
    await settle()
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(loginError(actor.getSnapshot())).toBe('Wrong account or password')
    expect(emitted).toEqual([])
  })

  it('AUTH-1: a login answer the client refuses (not a login result) is a failed login', async () => {
    // The client decodes the answer with the contract's LoginResult; one that is not rejects the call.
    const refused = new ApiError({ kind: 'invalid-response', endpoint: 'authLogin', message: 'Invalid response from authLogin' })
    const { actor, emitted } = start({}, { login: () => Promise.reject(refused) })
    actor.send({ type: 'auth.login', account: 'a@b.co', password: 'secret1' })
    await settle()
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(loginError(actor.getSnapshot())).toBe('Sign in failed, please try again')
    expect(emitted).toEqual([])
  })

  it('AUTH-7: the captcha id is kept, stored, and sent with an answered captcha', async () => {
    const { actor, emitted, calls } = start()
    actor.send({ type: 'auth.captcha', captchaId: 'cap-1' })
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'captchaCodeId', value: 'cap-1' }])
    actor.send({ type: 'auth.login', account: 'a@b.co', password: 'secret1', captchaCode: ' x7Kq ' })
    await settle()
    expect(calls.login).toEqual([{ account: 'a@b.co', password: 'secret1', captchaId: 'cap-1', captchaCode: 'x7Kq' }])
  })
})

describe('authMachine: start and header', () => {
  it('AUTH-7: a stored session with a token cookie starts signed in with the stored email; the header shows the menu', () => {
    const { actor } = start(signedInInput)
    expect(authHeader(actor.getSnapshot())).toEqual({
      signedIn: true,
      email: 'buyer@example.com',
      menu: [
        { label: 'My Account', to: '/member/information' },
        { label: 'Order', to: '/member/order' },
        { label: 'Logout', event: 'auth.logout' },
      ],
    })
  })

  it('AUTH-7: without a token (or a blanked one) the page starts signed out: Sign in / Register', () => {
    for (const token of [null, undefined, '', '  ']) {
      const { actor } = start({ ...signedInInput, token })
      expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
      expect(authHeader(actor.getSnapshot())).toEqual({
        signedIn: false,
        links: [
          { label: 'Sign in', to: '/login' },
          { label: 'Register', to: '/register' },
        ],
      })
    }
  })
})

describe('headerFor: the header before the session machine runs', () => {
  it('AUTH-7: a member\'s email gives the header a session signed in as them shows; null gives the visitor\'s', () => {
    expect(headerFor('buyer@example.com')).toEqual(authHeader(start(signedInInput).actor.getSnapshot()))
    expect(headerFor(null)).toEqual(authHeader(start({ ...signedInInput, token: null }).actor.getSnapshot()))
    expect(headerFor('buyer@example.com').signedIn).toBe(true)
    expect(headerFor(null).signedIn).toBe(false)
  })
})

describe('authMachine: logout', () => {
  it('AUTH-3: Logout opens the "Log out？" dialog; no closes it and keeps the session', () => {
    const { actor, emitted, calls } = start(signedInInput)
    expect(logoutDialog(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'auth.logout' })
    expect(logoutDialog(actor.getSnapshot())).toEqual({ title: 'Log out？', no: 'no', yes: 'yes' })
    actor.send({ type: 'auth.logout.no' })
    expect(logoutDialog(actor.getSnapshot())).toBeNull()
    expect(isSignedIn(actor.getSnapshot())).toBe(true)
    expect(calls.logout).toBe(0)
    expect(emitted).toEqual([])
  })

  it('AUTH-3: yes calls logout, clears flag, email and token, blanks the cookie, cart 0, toast, full navigation to /', async () => {
    const { actor, emitted, calls } = start(signedInInput)
    actor.send({ type: 'auth.logout' })
    actor.send({ type: 'auth.logout.yes' })
    await settle()
    expect(calls.logout).toBe(1)
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('signedOut')).toBe(true)
    expect(snapshot.context.token).toBe('')
    expect(snapshot.context.email).toBe('')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'isLogin', value: 'false' },
      { type: 'forget', storage: 'local', key: 'userEmail' },
      { type: 'cookie', name: 'user-token', value: '', days: 365, path: '/' },
      { type: 'auth.signedOut' },
      { type: 'toast', toast: { type: 'success', message: 'Logout Success' } },
      { type: 'assign', to: '/' },
    ])
  })

  it('AUTH-3: a failed logout call still ends the session locally (ours)', async () => {
    const { actor, emitted } = start(signedInInput, { logout: () => Promise.reject(new Error('offline')) })
    actor.send({ type: 'auth.logout' })
    actor.send({ type: 'auth.logout.yes' })
    await settle()
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(emitted.at(-1)).toEqual({ type: 'assign', to: '/' })
  })

  it('AUTH-3: a signed-out buyer has no logout', () => {
    const { actor } = start()
    expect(actor.getSnapshot().can({ type: 'auth.logout' })).toBe(false)
  })
})

describe('authMachine: 403', () => {
  it('API-3: a 403 clears the token, toasts the server message as an error and goes to /login', () => {
    const { actor, emitted } = start(signedInInput)
    actor.send({ type: 'auth.forbidden', message: 'Session expired' })
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(sessionToken(actor.getSnapshot())).toBe('')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'isLogin', value: 'false' },
      { type: 'forget', storage: 'local', key: 'userEmail' },
      { type: 'cookie', name: 'user-token', value: '', days: 365, path: '/' },
      { type: 'auth.signedOut' },
      { type: 'toast', toast: { type: 'error', message: 'Session expired' } },
      { type: 'navigate', to: '/login' },
    ])
  })

  it('API-3: a 403 during the logout dialog or without a message still ends the session (fallback text, ours)', () => {
    const { actor, emitted } = start(signedInInput)
    actor.send({ type: 'auth.logout' })
    actor.send({ type: 'auth.forbidden', message: '' })
    expect(logoutDialog(actor.getSnapshot())).toBeNull()
    expect(emitted).toContainEqual({ type: 'toast', toast: { type: 'error', message: 'Please sign in again' } })
  })
})
