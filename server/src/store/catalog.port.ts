/**
 * Categories, manufacturers, products, news, pages, banners, industries and configs: what visitors browse.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's work
export interface CatalogStore {}
