/**
 * @partfront/core: the framework-free storefront. Pure rules, machines, the API contract and the ports.
 * Each area has its own `index.ts`; this barrel re-exports them.
 */
export * from './constants.ts'
