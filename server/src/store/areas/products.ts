/**
 * The columns of a product as a list shows it, read by `rows/products.ts`'s `productSummaryOf`: the product as
 * `p`, joined to its maker as `m` and its category as `c`.
 */
export const SUMMARY_COLUMNS = [
  'p.id',
  'p.part_number',
  'm.name as brand_name',
  'p.manufacturer_id',
  'p.category_id',
  'c.name as category_name',
  'p.description',
  'p.package',
  'p.image',
  'p.stock',
  'p.price_ladder',
  'p.moq',
  'p.spq',
] as const
