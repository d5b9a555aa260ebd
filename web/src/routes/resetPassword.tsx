import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/reset-password-form.tsx'
import { pageHead } from '../features/pages/page-head.ts'

/** `/resetPassword` (AUTH-6): a new password with an emailed code. */
export const Route = createFileRoute('/resetPassword')({
  head: ({ matches }) => pageHead(matches, { title: 'Reset Password', path: '/resetPassword' }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
