/**
 * Members' BOMs with their lines, and the mappings they confirmed.
 */
export const BOMS_SQL = /* sql */ `
SELECT 1;
`
