/** Prices at a quantity: the ladder, the minimum order, the standard pack, and "buy N more and pay less". */
export {
  breakTotal,
  chargeable,
  cheaperQuantity,
  minimumQuantity,
  orderQuantity,
  priceAt,
  priceLine,
  sortUnitPrice,
  unitPriceAt,
  type CheaperQuantity,
  type LinePrice,
  type OrderQuantity,
  type PricedPart,
  type QuantityAdjustment,
  type QuantityPrice,
} from './pricing.rules.ts'
