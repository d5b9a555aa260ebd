import type { StoreMigration } from './migration.ts'
import { attributeValueIndex } from './attribute-value-index.ts'
import { facetVersions } from './facet-versions.ts'
import { productAttributes } from './product-attributes.ts'
import { releaseSchema } from './release-schema.ts'

/**
 * Every schema change of the store, both engines, by name: applied in the names' order (`0001-…`, `0002-…`), each
 * once, all pending ones in one transaction. A migration that has shipped is never edited: a change is a new
 * one at the end. Names that branches add side by side may be merged in any order: a database applies every
 * one it has not recorded, even one named before the last it has.
 */
export const MIGRATIONS: Readonly<Record<string, StoreMigration>> = {
  '0001-release-schema': { up: releaseSchema },
  '0002-product-attributes': { up: productAttributes },
  '0003-facet-versions': { up: facetVersions },
  '0004-attribute-value-index': { up: attributeValueIndex },
}
