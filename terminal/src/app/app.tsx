import { Box, Text, useApp, useStdout } from 'ink'
import { Spinner } from '@inkjs/ui'
import { KeysProvider, useKeys } from './use-keys.tsx'
import { Suspense, lazy, useEffect, useState } from 'react'
import { authHeader, logoutDialog } from '@partfront/core/auth'
import { badgeText } from '@partfront/core/cart'
import { LOGIN_PATH } from '@partfront/core/routing'
import { currentToast } from '@partfront/core/toast'
import type { TerminalStorefront } from '../build-storefront.ts'
import { GLOBAL_KEYS, SCREEN_KEYS, TypingProvider, useIsTyping } from './keys.tsx'
import { screenOf, SCREEN_PATHS, type ScreenName } from './screens.ts'
import { StorefrontProvider, useCurrentPath, useStorefrontSelector, useTerminalStorefront } from './storefront.tsx'
import { SearchScreen } from './screens/search-screen.tsx'
import { ResultsScreen } from './screens/results-screen.tsx'
import { ProductScreen } from './screens/product-screen.tsx'
import { LoginScreen } from './screens/login-screen.tsx'
import { CartScreen } from './screens/cart-screen.tsx'
import { RfqScreen } from './screens/rfq-screen.tsx'
import { FavouritesScreen } from './screens/favourites-screen.tsx'
import { OrdersScreen, OrderDetailScreen } from './screens/orders-screen.tsx'

// The BOM tool (its machine, the spreadsheet reader) loads when the BOM screen is first opened.
const BomScreen = lazy(() => import('./screens/bom-screen.tsx').then((module) => ({ default: module.BomScreen })))

/** The terminal storefront: the frame around the screen the navigation stack shows. */
export function App({ storefront }: { readonly storefront: TerminalStorefront }) {
  return (
    <StorefrontProvider value={storefront}>
      <KeysProvider>
        <TypingProvider>
          <Frame />
        </TypingProvider>
      </KeysProvider>
    </StorefrontProvider>
  )
}

/** The terminal's size, redrawn on resize (Ink does not redraw on its own). */
function useTerminalSize(): { readonly columns: number; readonly rows: number } {
  const { stdout } = useStdout()
  const read = () => ({ columns: stdout.columns > 0 ? stdout.columns : 100, rows: stdout.rows > 0 ? stdout.rows : 30 })
  const [size, setSize] = useState(read)
  useEffect(() => {
    const resized = () => setSize(read())
    stdout.on('resize', resized)
    return () => void stdout.off('resize', resized)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` reads the same stdout
  }, [stdout])
  return size
}

function Frame() {
  const { exit } = useApp()
  const { storefront, navigation } = useTerminalStorefront()
  const path = useCurrentPath()
  const screen = screenOf(path)
  const typing = useIsTyping()
  const [help, setHelp] = useState(false)
  const size = useTerminalSize()
  const confirmLogout = useStorefrontSelector('auth', logoutDialog)
  const header = useStorefrontSelector('auth', authHeader)

  useKeys(
    (input, key) => {
      if (confirmLogout !== null) {
        if (input === 'y') storefront.send({ type: 'auth.logout.yes' })
        else if (input === 'n' || key.escape) storefront.send({ type: 'auth.logout.no' })
        return
      }
      if (input === '?') return setHelp((shown) => !shown)
      if (help && key.escape) return setHelp(false)
      if (input === 'q') return exit()
      if (key.escape) return void navigation.back()
      const jump: Readonly<Record<string, ScreenName>> = { '/': 'Search', c: 'Cart', r: 'RFQ list', f: 'Favourites', b: 'BOM', o: 'Orders' }
      const to = jump[input]
      if (to !== undefined) {
        setHelp(false)
        navigation.navigate(SCREEN_PATHS[to])
        return
      }
      if (input === 'l') {
        if (header.signedIn) storefront.send({ type: 'auth.logout' })
        else navigation.navigate(LOGIN_PATH)
      }
    },
    { isActive: !typing },
  )

  return (
    <Box flexDirection="column" width={size.columns}>
      <StatusLine screen={screen.name} columns={size.columns} />
      <ToastLine />
      <Box flexDirection="column" paddingX={1} minHeight={Math.max(5, size.rows - 5)}>
        {confirmLogout !== null ? (
          <Box flexDirection="column" borderStyle="round" paddingX={1}>
            <Text bold>{confirmLogout.title}</Text>
            <Text dimColor>y: {confirmLogout.yes}   n: {confirmLogout.no}</Text>
          </Box>
        ) : help ? (
          <Help screen={screen.name} />
        ) : (
          <Screen path={path} />
        )}
      </Box>
      <Text dimColor wrap="truncate-end">
        {typing ? 'Esc: leave the field  ·  Ctrl-C: quit' : '?: help  ·  Esc: back  ·  /: search  c: cart  r: RFQ  f: favourites  b: BOM  o: orders  l: sign in/out  ·  q: quit'}
      </Text>
    </Box>
  )
}

/** The status line: where the buyer is, who is signed in, and the cart badge (CART-4: at most 999). */
function StatusLine({ screen, columns }: { readonly screen: ScreenName; readonly columns: number }) {
  const header = useStorefrontSelector('auth', authHeader)
  const badge = useStorefrontSelector('cart', badgeText)
  const { api } = useTerminalStorefront()
  return (
    <Box width={columns} justifyContent="space-between" paddingX={1}>
      <Text>
        <Text bold color="cyan">Partfront</Text>
        <Text dimColor> · {screen} · {api}</Text>
      </Text>
      <Text>
        {header.signedIn ? <Text color="green">{header.email}</Text> : <Text dimColor>not signed in</Text>}
        <Text>  Cart </Text>
        <Text inverse>{` ${badge === '' ? '0' : badge} `}</Text>
      </Text>
    </Box>
  )
}

/** SHELL-7: the toast shown, one at a time, for the toast machine's 3 s. */
function ToastLine() {
  const toast = useStorefrontSelector('toast', currentToast)
  if (toast === null) return <Text> </Text>
  const colour = toast.type === 'error' ? 'red' : toast.type === 'warning' ? 'yellow' : toast.type === 'success' ? 'green' : 'blue'
  return (
    <Box paddingX={1}>
      <Text color={colour} bold>
        {toast.type === 'error' ? '✖' : toast.type === 'warning' ? '!' : toast.type === 'success' ? '✔' : 'i'} {toast.message}
      </Text>
    </Box>
  )
}

function Help({ screen }: { readonly screen: ScreenName }) {
  const own = SCREEN_KEYS[screen] ?? []
  const row = ([keys, what]: readonly [string, string]) => (
    <Text key={keys}>
      <Text bold>{keys.padEnd(14)}</Text> {what}
    </Text>
  )
  return (
    <Box flexDirection="column">
      <Text bold>Keys: {screen}</Text>
      {own.map(row)}
      <Text> </Text>
      <Text bold>Everywhere (outside a field)</Text>
      {GLOBAL_KEYS.map(row)}
      <Text> </Text>
      <Text dimColor>?: close the help</Text>
    </Box>
  )
}

function Screen({ path }: { readonly path: string }) {
  const screen = screenOf(path)
  switch (screen.name) {
    case 'Search':
      return <SearchScreen />
    case 'Results':
      return <ResultsScreen key={path} path={path} />
    case 'Product':
      return <ProductScreen key={path} path={path} />
    case 'Sign in':
      return <LoginScreen path={path} />
    case 'Cart':
      return <CartScreen />
    case 'RFQ list':
      return <RfqScreen />
    case 'Favourites':
      return <FavouritesScreen />
    case 'BOM':
      return (
        <Suspense fallback={<Spinner label="Loading the BOM tool…" />}>
          <BomScreen />
        </Suspense>
      )
    case 'Orders':
      return screen.orderId === null ? <OrdersScreen /> : <OrderDetailScreen key={screen.orderId} id={screen.orderId} />
  }
}
