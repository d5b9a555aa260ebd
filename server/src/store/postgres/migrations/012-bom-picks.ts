/**
 * Issue 18: the buyer's picks among a saved BOM's close matches and alternatives, as the SQLite store's
 * migration 011 keeps them: one per BOM row, the product by id without a key (a catalog import may drop it;
 * the pick is then left aside), dropped with the lines when the file is read again.
 */
export const BOM_PICKS_SQL = /* sql */ `
CREATE TABLE bom_picks (
  bom_id BIGINT NOT NULL REFERENCES boms(id) ON DELETE CASCADE,
  row INTEGER NOT NULL CHECK (row >= 1),
  product_id BIGINT NOT NULL,
  picked_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (bom_id, row)
);
`
