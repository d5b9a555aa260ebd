/** The composition root: every machine as one system, wired to the ports (issue 5). */
export { AREAS, RELAYS, createStorefront } from './create-storefront.ts'
export { REFERRER_KEY } from './referrer.ts'
export type {
  Storefront,
  StorefrontActorName,
  StorefrontActors,
  StorefrontConfig,
  StorefrontPorts,
  XStateClock,
} from './storefront.types.ts'
export { createDeferredStorefront, type DeferredStorefront, type DeferredStorefrontOptions } from './deferred-storefront.ts'
