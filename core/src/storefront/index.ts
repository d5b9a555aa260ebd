/** The composition root: every machine as one system, wired to the ports (issue 5). */
export { AREAS, RELAYS, REFERRER_KEY, createStorefront } from './create-storefront.ts'
export type {
  Storefront,
  StorefrontActorName,
  StorefrontActors,
  StorefrontConfig,
  StorefrontPorts,
  XStateClock,
} from './storefront.types.ts'
