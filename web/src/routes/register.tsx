import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../features/auth/register-form.tsx'
import { pageHead } from '../features/pages/page-head.ts'

function validateSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}

/** `/register`: registration (AUTH-4, AUTH-5; spec §2); success signs the buyer in. */
export const Route = createFileRoute('/register')({
  validateSearch,
  head: ({ matches }) => pageHead(matches, { title: 'Register', path: '/register' }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect } = Route.useSearch()
  return <RegisterPage redirect={redirect ?? null} />
}
