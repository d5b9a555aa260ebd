/**
 * Issue 18: the buyer's picks among a saved BOM's close matches and alternatives, kept with the BOM so its
 * detail, export and sends use the parts picked. One pick per BOM row (the spreadsheet's row, as `bom_lines.row`
 * has it). `product_id` names no product by key: a catalog import may drop the part, and a pick the catalog no
 * longer offers is then left aside when the BOM is priced. A new reading of the file (a corrected mapping)
 * drops the picks with the lines they were made on.
 */
export const BOM_PICKS_SQL = /* sql */ `
CREATE TABLE bom_picks (
  bom_id INTEGER NOT NULL REFERENCES boms(id) ON DELETE CASCADE,
  row INTEGER NOT NULL CHECK (row >= 1),
  product_id INTEGER NOT NULL,
  picked_at TEXT NOT NULL,
  PRIMARY KEY (bom_id, row)
) STRICT;
`
