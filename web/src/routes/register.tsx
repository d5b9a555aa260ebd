import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'

/** `/register`: registration (spec §2); the form comes with the authentication pages. */
export const Route = createFileRoute('/register')({
  head: ({ matches }) => pageHead(matches, { title: 'Register', path: '/register' }),
  component: RegisterRoute,
})

function RegisterRoute() {
  return (
    <SimplePage title="Register" lead="Create an account with your email to order parts, save your BOMs and follow your orders.">
      <LinkList
        label="Account"
        links={[
          { href: '/login', label: 'Already have an account? Sign in' },
        ]}
      />
    </SimplePage>
  )
}
