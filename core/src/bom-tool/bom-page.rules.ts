import { BOM, BOM_SALES_PROCESS } from '../constants.ts'
import { formatBytes } from '../bom/read-limits.ts'
import type { BomFileFormat } from '../contract/index.ts'

/**
 * The `/bom` page's fixed texts (PAGE-6, BOM-1 to BOM-3): the sales process strip, the how-to, the accepted
 * files and the templates.
 */

/** PAGE-6: the sales process, in the spec's words and order. */
export const SALES_PROCESS = BOM_SALES_PROCESS

/**
 * The index in `SALES_PROCESS` the page is at: uploading until the BOM is saved; once saved, the BOM is
 * distributed to customer service (its status takes it on from there, in the member's BOM list). Ours.
 */
export function processStep(saved: boolean): number {
  return saved ? 1 : 0
}

/** BOM-1, BOM-2: what the page accepts, in a line. */
export const ACCEPTED_FILES_TEXT = `Excel (.xls, .xlsx) or CSV (.csv), at most ${BOM.maxModels} models and ${formatBytes(BOM.maxBytes)} per file.`

/** The `accept` attribute of the file picker (BOM-1). */
export const ACCEPT_ATTRIBUTE = [...BOM.acceptedSuffixes].join(',')

/** The how-to, one step per item (ours: the spec shows the page, not its words). */
export const HOW_TO = [
  'Download the template (recommended) or use your own BOM: one line per part, with its part number and quantity per board.',
  'Choose the file, drop it on this page, or paste part numbers and quantities below.',
  'Check the columns we found, then see every line matched to our catalog and priced for your build.',
  'Pick among close matches, save the BOM with your contact details, and send the matched lines to the cart or for a quote.',
] as const

/** BOM-3: the templates offered, the recommended format first. */
export const TEMPLATES: readonly { readonly format: BomFileFormat; readonly href: string; readonly label: string }[] = [
  { format: 'xlsx', href: '/api/bom/template?format=xlsx', label: 'Excel template (.xlsx)' },
  { format: 'csv', href: '/api/bom/template?format=csv', label: 'CSV template (.csv)' },
]
