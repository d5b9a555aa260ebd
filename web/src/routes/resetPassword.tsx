import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'

/** `/resetPassword`: password reset (spec §2); the form comes with the authentication pages. */
export const Route = createFileRoute('/resetPassword')({
  head: ({ matches }) => pageHead(matches, { title: 'Reset Password', path: '/resetPassword' }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return (
    <SimplePage title="Reset Password" lead="Set a new password with a verification code sent to your account's email.">
      <LinkList
        label="Account"
        links={[
          { href: '/login', label: 'Sign in' },
          { href: '/register', label: 'Create an account' },
        ]}
      />
    </SimplePage>
  )
}
