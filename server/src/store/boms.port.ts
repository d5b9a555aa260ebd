/**
 * Members' BOMs: the file's reading, the buyer's mapping, the matched lines and the status along the sales
 * process; and the catalog lookups a BOM line is matched with.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the BOM work
export interface BomStore {}
