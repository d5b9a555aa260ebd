/**
 * The `/bom` page's BOM tool (issue 18; PAGE-6, BOM-1 to BOM-4): its machine (upload → mapping → results →
 * saved), the selectors a view draws from, and the rules: pricing at a build quantity (`breakPrice`, shared with
 * the server), the paste box, the lines' wording and filters, the contact info, the work kept across a sign-in.
 * The spreadsheet reader (`bom-local-read.ts`) is not exported here: the machine loads it when a file comes.
 */
export { ACCEPT_ATTRIBUTE, ACCEPTED_FILES_TEXT, HOW_TO, SALES_PROCESS, TEMPLATES, processStep } from './bom-page.rules.ts'
export { EMPTY_CONTACT, addressLine, contactFromAccount, validateContact } from './bom-contact.rules.ts'
export { EMPTY_PASTE_MESSAGE, PASTED_FILE_NAME, type PastedBom, pastedBom, utf8Bytes } from './bom-paste.rules.ts'
export {
  BOARDS_MESSAGE,
  type BomPicks,
  type BreakPrice,
  type BuildPrice,
  type LineChoice,
  type LinePrice,
  breakPrice,
  formatTotal,
  isBoards,
  lineChoice,
  lineOffers,
  priceAt,
  readBoards,
} from './bom-pricing.rules.ts'
export {
  BOM_PATH,
  type BomSessionEffect,
  type BomToolActor,
  type BomToolMachineInput,
  type BomToolSnapshot,
  DEFAULT_BOARDS,
  EXPORT_FAILED_MESSAGE,
  SAVE_FAILED_MESSAGE,
  SEND_FAILED_MESSAGE,
  UPLOAD_CANCELLED_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  bomToolMachine,
  changedColumns,
  createBomToolMachine,
  previewBody,
  exportBody,
  type ExportRequest,
  uploadFileOf,
} from './bom-tool.machine.ts'
export {
  type BomToolStep,
  type BuildView,
  type LineView,
  type MappingColumnView,
  type MappingView,
  type OptionView,
  type ResultsView,
  type SentView,
  type UploadProgressView,
  isBusy,
  mappingView,
  noticeOf,
  resultsView,
  toolStep,
  uploadProgress,
} from './bom-tool.selectors.ts'
export type * from './bom-tool.types.ts'
export {
  isSureKind,
  type BomFilter,
  type BomSummaryCounts,
  FIELD_LABELS,
  MAPPABLE_FIELDS,
  fieldOf,
  type FilterOption,
  IGNORED_LABEL,
  LINES_PER_PAGE,
  type LineStanding,
  MATCH_KIND_LABELS,
  STANDING_LABELS,
  boardsText,
  extendedPriceText,
  isBomFilter,
  pricedAtText,
  unitPriceText,
} from './bom-view.rules.ts'
export { BOM_WORK_KEY, type StoredWork, decodeWork, encodeWork, fromBase64, toBase64 } from './bom-work.rules.ts'
