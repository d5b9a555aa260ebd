/**
 * Orders placed from the cart, their statuses, and their payments.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's work
export interface OrderStore {}
