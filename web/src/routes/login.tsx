import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/login-form.tsx'
import { pageHead } from '../features/pages/page-head.ts'

/** `?redirect=`: where to go after signing in (ROUTE-7); the session machine follows only a path of this site. */
function validateSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}

/** `/login`: sign in (AUTH-1, AUTH-2, AUTH-4; spec §2). */
export const Route = createFileRoute('/login')({
  validateSearch,
  head: ({ matches }) => pageHead(matches, { title: 'Sign in', path: '/login' }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect ?? null} />
}
