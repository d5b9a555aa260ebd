import { createSessionStorage, systemClock } from '@partfront/adapters'
import { RELOAD_GUARD_KEY, chunkFailureDecision } from '@partfront/core/reload-guard'

/**
 * When the storefront's machines cannot load (their chunk: a deploy removed it, or the network dropped it), the
 * page is as the server rendered it and nothing would ever run its machines. ROUTE-9's rule applies as to any
 * page chunk: the page is loaded anew, at most once per path within 10 s (`chunkFailureDecision`, the reload
 * guard's rule, since its machine is among those that did not load); past that, the console says why.
 */
export function reloadAfterStorefrontFailure(error: unknown): void {
  const session = createSessionStorage()
  const decision = chunkFailureDecision(session.getItem(RELOAD_GUARD_KEY), `${location.pathname}${location.search}`, systemClock.now())
  if (decision.reload) {
    session.setItem(RELOAD_GUARD_KEY, decision.stored)
    location.assign(decision.to)
    return
  }
  console.error('The storefront could not load; the page works as links until it is reloaded.', error)
}
