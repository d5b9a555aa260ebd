/** Auth: the forms and token rules (AUTH-4, AUTH-5), the session rules, and the session machine (AUTH-1..3, AUTH-7, API-3). */
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
export {
  ACCOUNT_MENU,
  AUTH_KEYS,
  LOGIN_FAILED_MESSAGE,
  LOGOUT_DIALOG,
  LOGOUT_SUCCESS_MESSAGE,
  SIGNED_OUT_LINKS,
  loginBody,
  memberEmail,
  readLoginResult,
  startsSignedIn,
  storedFlag,
  storedText,
  tokenCookie,
  type AuthHeader,
  type HeaderLink,
} from './auth.rules.ts'
export { FORBIDDEN_FALLBACK_MESSAGE, failureMessage, forbiddenMessage } from './forbidden.rules.ts'
export { authMachine } from './auth.machine.ts'
export {
  authHeader,
  headerFor,
  isSignedIn,
  loginError,
  loginFieldErrors,
  logoutDialog,
  rememberedAccount,
  sessionToken,
} from './auth.selectors.ts'
export type {
  AuthCaptchaEvent,
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  AuthLoginEvent,
  AuthLogoutEvent,
  AuthLogoutNoEvent,
  AuthLogoutYesEvent,
  AuthStored,
} from './auth.types.ts'
export {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  SEND_CODE_LABEL,
  codeSentMessage,
  resendLabel,
} from './email-code.rules.ts'
