import '../app/global.css'
import { Link, Outlet, createRootRoute } from '@tanstack/react-router'
import { SearchBox } from '../features/header/search-box.tsx'
import { ThemeStyle } from '../app/theme-style.tsx'
import { ToastView } from '../features/toast/toast-view.tsx'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <ThemeStyle />
      <header className="pf-header">
        <Link to="/" className="pf-logo">Partfront</Link>
        <SearchBox />
      </header>
      <main className="pf-main">
        <Outlet />
      </main>
      <ToastView />
    </>
  )
}

/** ROUTE-4 is a later issue's; until then an unmatched path says so plainly. */
function NotFound() {
  return (
    <section>
      <h1>Page Not Found</h1>
      <Link to="/">Back Home</Link>
    </section>
  )
}
