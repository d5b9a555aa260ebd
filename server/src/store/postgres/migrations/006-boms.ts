/**
 * Members' BOMs with their lines, and the mappings they confirmed: the BOM area's tables, as
 * `sqlite/migrations/006-boms.ts` keeps them: left empty, as the BOM area was written for SQLite first;
 * migration 8 (`008-boms.ts`) creates them.
 */
export const BOMS_SQL = /* sql */ `
SELECT 1;
`
