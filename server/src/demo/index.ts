/**
 * The seeded demo catalog (issue 6, "Demo catalog"): categories, manufacturers, a stream of products with
 * realistic part numbers, and the store's editorial content. Pure data and generators, no I/O: the store
 * loads these rows into its database.
 */
export { Random, WeightedPicker, weighted } from './random.ts'
export {
  CATEGORIES,
  CATEGORY_TREE,
  LEAF_CATEGORIES,
  cat,
  categoryById,
  type CategorySlug,
  type CategoryTreeNode,
  type DemoCategory,
} from './categories.ts'
export { MANUFACTURERS, manufacturerById, mfr, type DemoManufacturer, type ManufacturerSlug } from './manufacturers.ts'
export {
  SERIES,
  composePartNumber,
  type Attribute,
  type Packaging,
  type PartBase,
  type Series,
  type Suffix,
} from './part-numbers.ts'
export {
  ATTRIBUTE_CATEGORIES,
  demoAttributes,
  productAttributes,
  type AttributeSource,
  type DemoAttributeTexts,
} from './attributes.ts'
export { generateProducts, type DemoPriceBreak, type DemoProduct, type GenerateProductsOptions } from './products.ts'
export {
  BANNERS,
  BASE_CONFIG,
  CONTENT_PAGES,
  FAQ,
  INDUSTRY_APPLICATIONS,
  NEWS,
  NEWS_CATEGORIES,
  type DemoBanner,
  type DemoBaseConfig,
  type DemoContentPage,
  type DemoFaq,
  type DemoIndustry,
  type DemoNewsCategory,
  type DemoNewsItem,
} from './content.ts'
