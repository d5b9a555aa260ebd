import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { LoginBody, LoginResult } from '../contract/auth.ts'
import type { FormErrors, FormValidation, LoginForm } from './auth.forms.ts'
import {
  AUTH_KEYS,
  LOGIN_FAILED_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  loginBody,
  memberEmail,
  readLoginResult,
  startsSignedIn,
  storedFlag,
  storedText,
  tokenCookie,
} from './auth.rules.ts'
import type { AuthContext, AuthEmitted, AuthEvent, AuthInput, AuthLoginEvent } from './auth.types.ts'
import { FORBIDDEN_FALLBACK_MESSAGE, failureMessage } from './forbidden.rules.ts'
import { LOGIN_PATH, afterLoginPath } from '../routing/access.rules.ts'

/** The login form as checked (`validateLogin`), with the event that brought it. */
interface CheckedLogin {
  readonly validation: FormValidation<LoginForm>
  readonly event: AuthLoginEvent
}

/**
 * AUTH-1, AUTH-4: the login form checked with its rules (`auth.forms.ts`), loaded on the first sign-in (a
 * dynamic import: effect's Schema stays off a page's first load, issue 13).
 */
async function validateLogin(event: AuthLoginEvent): Promise<CheckedLogin> {
  const { LoginForm: form, validateForm } = await import('./auth.forms.ts')
  return { validation: validateForm(form, event), event }
}

/**
 * The member's session (AUTH-1, AUTH-2, AUTH-3, AUTH-7, API-3): login, the logout confirm dialog and call,
 * and the end of a session on a 403.
 *
 * Outside world: the stored strings and the `user-token` cookie come in as `input`; everything outward is
 * emitted (see `effects.types.ts`): `persist`/`forget` for `userEmail`, `isLogin`, `captchaCodeId` and the
 * remembered `account`, `cookie` for `user-token`, `navigate`/`assign`, `toast`. The calls are the `login`
 * and `logout` actors the root provides (`machine.provide`); the defaults fail.
 *
 * Other machines: a login emits `auth.signedIn { cartNum }` and the end of a session `auth.signedOut`, which
 * the root relays to the cart, RFQ and favourites machines; they send back `auth.forbidden` on a 403.
 *
 * Decided: logout ends the session locally even when the logout call fails (a buyer asking to leave must
 * leave; a token the server failed to revoke is forgotten here all the same). A 403 (`auth.forbidden`) ends
 * it the same way, with the server's message as an error toast and `/login`, in any state.
 *
 * Tags: `signedIn` / `signedOut` (the header, AUTH-7), `confirmingLogout` (the `Log out？` dialog), `busy`
 * while a call runs.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    tags: {} as 'signedIn' | 'signedOut' | 'confirmingLogout' | 'busy',
  },
  actors: {
    /** AUTH-1: `POST /api/auth/login` (`authLogin`). */
    login: fromPromise<LoginResult, LoginBody>(() => Promise.reject(new Error('login is not provided'))),
    /** AUTH-3: `POST /api/auth/logout` (`authLogout`). */
    logout: fromPromise<unknown>(() => Promise.reject(new Error('logout is not provided'))),
    /** AUTH-1, AUTH-4: the login form checked before the call. */
    validateLogin: fromPromise<CheckedLogin, AuthLoginEvent>(({ input }) => validateLogin(input)),
  },
  guards: {
    startsSignedIn: ({ context }) => startsSignedIn(context.token),
    isValidLogin: (_, params: { readonly checked: CheckedLogin }) => params.checked.validation.ok,
    isCaptchaId: ({ event }) => {
      assertEvent(event, 'auth.captcha')
      return typeof event.captchaId === 'string' && event.captchaId.trim() !== ''
    },
    isLoginResult: (_, params: { readonly output: unknown }) => readLoginResult(params.output) !== null,
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: (_, params: { readonly checked: CheckedLogin }): FormErrors<LoginForm> => {
        const { validation } = params.checked
        return validation.ok ? {} : validation.errors
      },
      loginError: null,
    }),
    startLogin: assign(({ context }, params: { readonly checked: CheckedLogin }) => {
      const { validation, event } = params.checked
      if (!validation.ok) return {}
      const redirect = typeof event.redirect === 'string' ? event.redirect : null
      return {
        fieldErrors: {},
        loginError: null,
        pending: {
          remember: validation.value.remember,
          redirect,
          body: loginBody(validation.value, context.captchaCodeId, event.captchaCode),
        },
      }
    }),
    failLogin: assign((_, params: { readonly error: unknown }) => ({
      loginError: failureMessage(params.error, LOGIN_FAILED_MESSAGE),
      pending: null,
    })),
    startSession: assign(({ context }, params: { readonly output: unknown }) => {
      const result = readLoginResult(params.output)
      if (result === null) return {}
      const account = context.pending?.body.account ?? ''
      return {
        token: result.token,
        email: memberEmail(result, account),
        user: result.user,
        rememberedAccount: context.pending?.remember === true ? account : '',
      }
    }),
    persistSignedIn: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: AUTH_KEYS.userEmail,
      value: context.email,
    })),
    persistLoginFlag: emit((_, params: { readonly signedIn: boolean }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: AUTH_KEYS.isLogin,
      value: storedFlag(params.signedIn),
    })),
    rememberAccount: emit(({ context }) =>
      context.rememberedAccount !== ''
        ? { type: 'persist' as const, storage: 'local' as const, key: AUTH_KEYS.account, value: context.rememberedAccount }
        : { type: 'forget' as const, storage: 'local' as const, key: AUTH_KEYS.account },
    ),
    writeTokenCookie: emit(({ context }) => tokenCookie(context.token)),
    announceSignedIn: emit((_, params: { readonly output: unknown }) => ({
      type: 'auth.signedIn' as const,
      cartNum: readLoginResult(params.output)?.cartNum ?? 0,
    })),
    navigateAfterLogin: emit(({ context }) => ({ type: 'navigate' as const, to: afterLoginPath(context.pending?.redirect) })),
    finishLogin: assign({ pending: null }),
    endSession: assign({ token: '', email: '', user: null, pending: null }),
    forgetEmail: emit({ type: 'forget', storage: 'local', key: AUTH_KEYS.userEmail } as const),
    blankTokenCookie: emit(() => tokenCookie('')),
    announceSignedOut: emit({ type: 'auth.signedOut' } as const),
    goHome: emit({ type: 'assign', to: '/' } as const),
    toastLoggedOut: emit({ type: 'toast', toast: { type: 'success', message: LOGOUT_SUCCESS_MESSAGE } } as const),
    toastForbidden: emit(({ event }) => {
      assertEvent(event, 'auth.forbidden')
      const message = typeof event.message === 'string' && event.message.trim() !== '' ? event.message : FORBIDDEN_FALLBACK_MESSAGE
      return { type: 'toast' as const, toast: { type: 'error' as const, message } }
    }),
    goToLogin: emit({ type: 'navigate', to: LOGIN_PATH } as const),
    keepCaptcha: assign({
      captchaCodeId: ({ event }) => {
        assertEvent(event, 'auth.captcha')
        return event.captchaId.trim()
      },
    }),
    persistCaptcha: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: AUTH_KEYS.captchaCodeId,
      value: context.captchaCodeId,
    })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: startsSignedIn(input.token) ? (input.token ?? '') : '',
    email: startsSignedIn(input.token) ? storedText(input.stored.userEmail) : '',
    user: null,
    rememberedAccount: storedText(input.stored.account),
    captchaCodeId: storedText(input.stored.captchaCodeId),
    fieldErrors: {},
    loginError: null,
    pending: null,
  }),
  on: {
    'auth.captcha': { guard: 'isCaptchaId', actions: ['keepCaptcha', 'persistCaptcha'] },
    // API-3: a 403 from any call, in any state.
    'auth.forbidden': {
      target: '.signedOut',
      actions: [
        'endSession',
        { type: 'persistLoginFlag', params: { signedIn: false } },
        'forgetEmail',
        'blankTokenCookie',
        'announceSignedOut',
        'toastForbidden',
        'goToLogin',
      ],
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'auth.login': 'validating',
      },
    },
    // An invalid form shows its field messages and calls nothing.
    validating: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'validateLogin',
        src: 'validateLogin',
        input: ({ event }) => {
          assertEvent(event, 'auth.login')
          return event
        },
        onDone: [
          {
            guard: { type: 'isValidLogin', params: ({ event }) => ({ checked: event.output }) },
            target: 'signingIn',
            actions: { type: 'startLogin', params: ({ event }) => ({ checked: event.output }) },
          },
          { target: 'signedOut', actions: { type: 'showFieldErrors', params: ({ event }) => ({ checked: event.output }) } },
        ],
        // The rules could not be loaded (a deploy, the network): nothing was sent; the buyer may try again.
        onError: { target: 'signedOut', actions: { type: 'failLogin', params: { error: null } } },
      },
    },
    signingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.pending?.body ?? { account: '', password: '' },
        onDone: [
          {
            guard: { type: 'isLoginResult', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'startSession', params: ({ event }) => ({ output: event.output }) },
              'persistSignedIn',
              { type: 'persistLoginFlag', params: { signedIn: true } },
              'rememberAccount',
              'writeTokenCookie',
              { type: 'announceSignedIn', params: ({ event }) => ({ output: event.output }) },
              'navigateAfterLogin',
              'finishLogin',
            ],
          },
          { target: 'signedOut', actions: { type: 'failLogin', params: { error: null } } },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: { 'auth.logout': 'confirmingLogout' },
    },
    confirmingLogout: {
      tags: ['signedIn', 'confirmingLogout'],
      on: {
        'auth.logout.no': 'signedIn',
        'auth.logout.yes': 'loggingOut',
      },
    },
    loggingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'loggedOut',
        // Decided: the session ends locally even when the call fails.
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      always: {
        target: 'signedOut',
        actions: [
          'endSession',
          { type: 'persistLoginFlag', params: { signedIn: false } },
          'forgetEmail',
          'blankTokenCookie',
          'announceSignedOut',
          'toastLoggedOut',
          'goHome',
        ],
      },
    },
  },
})
