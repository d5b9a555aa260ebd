import type { FormErrors } from '../auth/auth.forms.ts'
import type { ColumnChoice } from '../bom/mapping-columns.ts'
import type { DataRow, Refusal } from '../bom/spreadsheet.types.ts'
import type {
  BomContact,
  BomDetail,
  BomFileFormat,
  BomPreview,
  BomToCartResult,
  BomToRfqResult,
  FileDownload,
  UploadFile,
} from '../contract/index.ts'
import type { ApiCaller } from '../client/api-client.ts'
import type { BomPicks } from './bom-pricing.rules.ts'
import type { BomFilter } from './bom-view.rules.ts'
import type { StoredWork } from './bom-work.rules.ts'

/** One sheet of a file as the mapping step shows it: its header and first rows. */
export interface SheetSample {
  readonly name: string
  /** As a spreadsheet numbers it, from 1. */
  readonly headerRow: number
  readonly header: readonly string[]
  readonly rows: readonly DataRow[]
}

/** The browser's read of a file before it is sent (BOM-1, BOM-2 passed). */
export interface LocalRead {
  readonly ok: true
  /** Distinct models of the proposed sheet (BOM-2). */
  readonly models: number
  /** The sheet the reader proposes. */
  readonly sheet: string
  readonly sheets: readonly SheetSample[]
}

/** A file the tool works on, its bytes read once. */
export interface BomToolFile {
  readonly name: string
  readonly bytes: Uint8Array
}

/** The contact info form's values (BOM-4), as typed. */
export interface BomContactDraft {
  readonly name: string
  readonly email: string
  readonly telephone: string
  readonly address: string
}

/** Where a BOM's matched lines went, and what the server answered. */
export type BomSent =
  | { readonly to: 'cart'; readonly result: BomToCartResult }
  | { readonly to: 'rfq'; readonly result: BomToRfqResult }

/** The build quantities side by side (issue 18: "for example 10, 100, 1,000 boards"). */
export type BuildQuantities = readonly [number, number, number]

/** The preview call (a file upload): its answer, and how to stop it (issue 18: "can be cancelled"). */
export interface PreviewUpload {
  readonly result: Promise<BomPreview>
  readonly cancel: () => void
}

/** What the preview upload is sent with. */
export interface PreviewRequest {
  readonly file: UploadFile
  readonly sheet: string | null
  readonly mapping: readonly ColumnChoice[] | null
}

/** Everything the BOM tool reaches the world through. */
export interface BomToolPorts {
  /** The typed API caller (saving, sending, exporting). */
  readonly call: ApiCaller
  /** Sends the preview form, reporting the bytes sent (`loaded` of `total`) as they go. */
  readonly upload: (request: PreviewRequest, onProgress: (loaded: number, total: number) => void) => PreviewUpload
  /**
   * Reads a file in the browser (BOM-1, BOM-2, the sample rows). Left out, core's reader is loaded on first use.
   * @default `readLocally` from `bom-local-read.ts`, imported when needed
   */
  readonly readFile?: (file: BomToolFile) => Promise<LocalRead | Refusal>
}

/** What the machine starts from. */
export interface BomToolInput {
  readonly signedIn: boolean
  /** The contact info prefilled from the account (BOM-4); empty fields for a visitor. */
  readonly contact: BomContactDraft
}

export interface BomToolContext {
  readonly signedIn: boolean
  /** The file as chosen, before its bytes are read (the checks on its name and size come first). */
  readonly chosen: UploadFile | null
  readonly file: BomToolFile | null
  readonly local: LocalRead | null
  readonly preview: BomPreview | null
  /** The sheet the buyer chose (`null`: the reader's). */
  readonly sheet: string | null
  /** The mapping as the buyer edits it, every column (from the preview's guess). */
  readonly draft: readonly ColumnChoice[]
  /** The mapping the lines were read with, when the buyer changed the guess. */
  readonly confirmed: readonly ColumnChoice[] | null
  /** After the upload, go straight to the results (a confirmed mapping, or work restored after sign-in). */
  readonly skipMapping: boolean
  readonly progress: { readonly loaded: number; readonly total: number } | null
  readonly boards: BuildQuantities
  /** Which of `boards` the lines are priced at. */
  readonly active: 0 | 1 | 2
  readonly filter: BomFilter
  readonly page: number
  readonly picks: BomPicks
  readonly contact: BomContactDraft
  readonly contactErrors: FormErrors<BomContact>
  readonly saved: BomDetail | null
  readonly sent: BomSent | null
  /** What went wrong or was refused, for the buyer (`role="alert"`); `null` when nothing. */
  readonly notice: string | null
  /** The work to restore after a sign-in, read from session storage at start. */
  readonly restore: StoredWork | null
}

export type BomToolEvent =
  | { readonly type: 'bom.file'; readonly file: UploadFile }
  | { readonly type: 'bom.paste'; readonly text: string }
  | { readonly type: 'bom.cancel' }
  | { readonly type: 'bom.sheet'; readonly sheet: string }
  | { readonly type: 'bom.map'; readonly column: number; readonly field: ColumnChoice['field'] }
  | { readonly type: 'bom.confirm' }
  | { readonly type: 'bom.remap' }
  | { readonly type: 'bom.boards'; readonly index: 0 | 1 | 2; readonly boards: number }
  | { readonly type: 'bom.activate'; readonly index: 0 | 1 | 2 }
  | { readonly type: 'bom.filter'; readonly filter: BomFilter }
  | { readonly type: 'bom.page'; readonly page: number }
  | { readonly type: 'bom.pick'; readonly row: number; readonly productId: number | null }
  | { readonly type: 'bom.save'; readonly contact: BomContactDraft }
  | { readonly type: 'bom.send'; readonly to: 'cart' | 'rfq' }
  | { readonly type: 'bom.export'; readonly format: BomFileFormat }
  | { readonly type: 'bom.signin' }
  | { readonly type: 'bom.session'; readonly signedIn: boolean }
  /** The work kept in session storage, read by the page once it runs in the browser (`null`: none). */
  | { readonly type: 'bom.restore'; readonly stored: string | null }
  | { readonly type: 'bom.reset' }
  | { readonly type: 'upload.progress'; readonly loaded: number; readonly total: number }
  | { readonly type: 'upload.done'; readonly preview: BomPreview }
  | { readonly type: 'upload.failed'; readonly message: string }

/** What the machine asks of the page: go somewhere, count the cart again, save a file, tell the session. */
export type BomToolEmitted =
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'cart.changed'; readonly cartNum: number }
  | { readonly type: 'download'; readonly file: FileDownload }
  | { readonly type: 'auth.forbidden'; readonly message: string }
