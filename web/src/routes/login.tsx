import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'

/** `/login`: sign in (spec §2); the form comes with the authentication pages. `?redirect=` is kept for it (ROUTE-7). */
export const Route = createFileRoute('/login')({
  head: ({ matches }) => pageHead(matches, { title: 'Sign in', path: '/login' }),
  component: LoginRoute,
})

function LoginRoute() {
  return (
    <SimplePage title="Sign in" lead="Sign in to your account to see your cart, orders, BOMs and addresses.">
      <LinkList
        label="Account"
        links={[
          { href: '/register', label: 'Create an account' },
          { href: '/resetPassword', label: 'Forgot your password?' },
        ]}
      />
    </SimplePage>
  )
}
