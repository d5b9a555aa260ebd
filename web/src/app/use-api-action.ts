import { useCallback, useState } from 'react'
import { failureMessage, forbiddenMessage } from '@partfront/core/auth'
import { useStorefront } from './storefront.tsx'

/** Ours: what a failed call says when the server gave no message. */
const FALLBACK = 'Something went wrong, please try again'

/** How a call ended: its answer (`null` for a call that answers nothing), or failed. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false }

/**
 * A page's own call (save a form, cancel an order) through the storefront's typed client: whether it is
 * sending (the submit button is disabled meanwhile), and the server's message when it failed. A 403 ends the
 * session through the session machine (API-3: error toast, `/login`).
 */
export function useApiAction() {
  const storefront = useStorefront()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async <T>(action: (call: typeof storefront.call) => Promise<T>): Promise<Outcome<T>> => {
      setSending(true)
      setError(null)
      try {
        return { ok: true, value: await action(storefront.call) }
      } catch (failure) {
        const forbidden = forbiddenMessage(failure)
        if (forbidden !== null) storefront.send({ type: 'auth.forbidden', message: forbidden })
        else setError(failureMessage(failure, FALLBACK))
        return { ok: false }
      } finally {
        setSending(false)
      }
    },
    [storefront],
  )
  return { run, sending, error, setError, storefront }
}
