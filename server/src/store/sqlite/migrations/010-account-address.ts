/**
 * Issue 16: Basic Information's postal address and remark.
 *
 * - `users.address`: the member's postal address as free text, lines kept, `''` when none.
 * - `users.remark`: the member's own note on the account, `''` when none.
 */
export const ACCOUNT_ADDRESS_SQL = /* sql */ `
ALTER TABLE users ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN remark TEXT NOT NULL DEFAULT '';
`
