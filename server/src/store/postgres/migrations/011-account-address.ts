/**
 * Issue 16: Basic Information's postal address and remark, as `sqlite/migrations/010-account-address.ts`
 * keeps them: free text, `''` when none.
 */
export const ACCOUNT_ADDRESS_SQL = /* sql */ `
ALTER TABLE users ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN remark TEXT NOT NULL DEFAULT '';
`
