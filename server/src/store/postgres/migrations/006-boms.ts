/**
 * Members' BOMs with their lines, and the mappings they confirmed: the BOM area's tables, as
 * `sqlite/migrations/006-boms.ts` keeps them (none yet: the BOM work fills both in).
 */
export const BOMS_SQL = /* sql */ `
SELECT 1;
`
