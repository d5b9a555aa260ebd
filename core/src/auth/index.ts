/** Auth rules: the login, registration and reset-password forms, and what counts as a token (AUTH-4, AUTH-5). */
export {
  AUTH_MESSAGES,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
  validateForm,
  type FormErrors,
  type FormValidation,
} from './auth.forms.ts'
export { hasToken } from './token.rules.ts'
