import { assign, emit, setup } from 'xstate'
import { COOKIE_CONSENT_KEY, needsConsent, storedChoice, type ConsentChoice } from './cookie-consent.rules.ts'
import type {
  CookieConsentContext,
  CookieConsentEmitted,
  CookieConsentEvent,
  CookieConsentInput,
} from './cookie-consent.types.ts'

/**
 * The cookie consent bar (SHELL-6): shown at the bottom while `isHascookie` is absent from local storage;
 * Accept Cookies and Reject Cookies both close it and store the answer.
 *
 * Outside world: the stored flag comes in as `input.stored`; the answer goes out as an emitted `persist`
 * (local storage, `isHascookie` = `accepted` | `rejected`, see `effects.types.ts`).
 *
 * Tag `visible` while the bar shows.
 */
export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    emitted: {} as CookieConsentEmitted,
    tags: {} as 'visible',
  },
  guards: {
    isAnswered: ({ context }) => context.answered,
  },
  actions: {
    recordChoice: assign((_, params: { readonly choice: ConsentChoice }) => ({ answered: true, choice: params.choice })),
    persistChoice: emit((_, params: { readonly choice: ConsentChoice }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: COOKIE_CONSENT_KEY,
      value: params.choice,
    })),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ answered: !needsConsent(input.stored), choice: storedChoice(input.stored) }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAnswered', target: 'hidden' }, { target: 'shown' }],
    },
    shown: {
      tags: ['visible'],
      on: {
        'consent.accept': {
          target: 'hidden',
          actions: [
            { type: 'recordChoice', params: { choice: 'accepted' } },
            { type: 'persistChoice', params: { choice: 'accepted' } },
          ],
        },
        'consent.reject': {
          target: 'hidden',
          actions: [
            { type: 'recordChoice', params: { choice: 'rejected' } },
            { type: 'persistChoice', params: { choice: 'rejected' } },
          ],
        },
      },
    },
    hidden: {},
  },
})
