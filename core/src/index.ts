/**
 * @partfront/core: the framework-free storefront. Pure rules, machines, the API contract and the ports.
 * Each area has its own `index.ts`; this barrel re-exports them.
 */
export * from './constants.ts'
export * from './routing/index.ts'
export * from './api/index.ts'
export * from './search/index.ts'
export * from './rfq/index.ts'
export * from './cart/index.ts'
export * from './auth/index.ts'
export * from './shell/index.ts'
export * from './parts/index.ts'
export * from './bom/index.ts'
export * from './ports/index.ts'
export * from './contract/index.ts'
export * from './effects/index.ts'
export * from './toast/index.ts'
export * from './cookie-consent/index.ts'
export * from './layout/index.ts'
export * from './reload-guard/index.ts'
export * from './deployment/index.ts'
export * from './sidebar/index.ts'
export * from './client/index.ts'
