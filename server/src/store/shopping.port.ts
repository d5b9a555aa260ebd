/**
 * A member's cart and favourites, quotes and RFQ lists, and contact messages.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's work
export interface ShoppingStore {}
