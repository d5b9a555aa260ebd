/**
 * Catalog import (issue 8, "Catalog import"): a distributor's catalog file read with the BOM engine's
 * spreadsheet reader, its columns recognised from the header, each row read into a part or skipped with a
 * reason. Pure; the server writes the parts.
 */
export {
  IMPORT_FIELDS,
  IMPORT_HEADER_NAMES,
  REQUIRED_IMPORT_FIELDS,
  type ImportColumn,
  type ImportField,
  type ImportMapping,
  guessImportMapping,
} from './import-columns.ts'
export {
  type ImportedPart,
  type ImportedPriceBreak,
  type SkippedRow,
  isSkippedRow,
  packageOfFootprint,
  parsePriceBreaks,
  readImportRow,
} from './import-row.ts'
export { MakerAliases, type MakerNameKeys, makerNameKeys } from './maker-aliases.ts'
export {
  attributeCategoryOf,
  attributeOfParameter,
  parameterNameKey,
  readImportedAttributes,
  summariseImportedAttributes,
  type AttributeImportCount,
  type ImportedAttribute,
  type ImportedAttributeSource,
  type ImportedAttributes,
} from './import-attributes.ts'
