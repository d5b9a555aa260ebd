import { Link, Outlet, createRootRoute } from '@tanstack/react-router'
import { SearchBox } from '../features/header/search-box.tsx'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <header className="pf-header">
        <Link to="/" className="pf-logo">Partfront</Link>
        <SearchBox />
      </header>
      <main className="pf-main">
        <Outlet />
      </main>
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
