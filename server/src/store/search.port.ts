/**
 * Part search over the catalog: exact, variant, prefix, substring and keyword matches, facets, trending.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's work
export interface SearchStore {}
