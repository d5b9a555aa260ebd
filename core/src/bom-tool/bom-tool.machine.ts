import { type ActorRefFrom, type SnapshotFrom, assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
import { checkUploadName, checkUploadSize } from '../bom/bom-upload.rules.ts'
import type { ColumnChoice } from '../bom/mapping-columns.ts'
import type { Refusal } from '../bom/spreadsheet.types.ts'
import {
  type BomDetail,
  type BomFileFormat,
  type BomId,
  type BomPreview,
  type BomSendBody,
  type FileDownload,
  type UploadFile,
  type BomPreviewBody,
  type BomPreviewExportBody,
  bomMapping,
  bomPicks,
  bomPreviewExport,
  bomToCart,
  bomToRfq,
  bomUpload,
} from '../contract/index.ts'
import { loginRedirectPath } from '../routing/access.rules.ts'
import { validateContact } from './bom-contact.rules.ts'
import { type BomPicks, isBoards } from './bom-pricing.rules.ts'
import { PASTED_FILE_NAME, pastedBom, utf8Bytes } from './bom-paste.rules.ts'
import type {
  BomContactDraft,
  BomSent,
  BomToolContext,
  BomToolEmitted,
  BomToolEvent,
  BomToolFile,
  BomToolPorts,
  BuildQuantities,
  LocalRead,
  PreviewRequest,
} from './bom-tool.types.ts'
import { BOM_WORK_KEY, type StoredWork, decodeWork, encodeWork } from './bom-work.rules.ts'

/**
 * The `/bom` page's machine (issue 18; PAGE-6, BOM-1 to BOM-4): a file (picked, dropped or pasted) checked in
 * the browser before anything is sent, uploaded with progress and a cancel, its column mapping shown for the
 * buyer to confirm or correct, the lines matched and priced at several build quantities, the buyer's picks
 * among close matches, then saved with the contact info, sent to the cart or as a quote request, exported.
 *
 * States: `idle` (the empty page, or a refusal) → `checking` (BOM-1's suffix and the 5 MB cap, on the name and
 * size alone) → `loading` (the bytes) → `reading` (core's reader in the browser: the content and BOM-2's 200
 * models, and the rows the mapping shows) → `uploading` (the preview call: read, matched and priced by the
 * server, not saved) → `mapping` → `results` (`unsaved` → `saving` → `saved`, where `sending`
 * runs; `exporting` runs from `unsaved` and `saved` alike: the export is of the page's BOM as shown, saved or not).
 *
 * A visitor may do everything up to the results. Saving, sending and signing in keep the work in session
 * storage (emitted as `session.keep`) and go to `/login?redirect=/bom`; the page, signed in, starts the machine
 * with the kept work (`input.stored`), which is read and previewed again with the buyer's mapping and lands on
 * the results with the same build quantities and picks. The page sends the kept work with `bom.restore` once it
 * runs in the browser (the server's render, and so the first render in the browser, is the empty page).
 *
 * Outside world: the calls are the actors `createBomToolMachine(ports)` provides (the defaults fail); the page
 * hands emitted `navigate`, `cart.changed`, `download`, `session.keep`/`session.clear` and `auth.forbidden` to
 * the router, the storefront and the browser.
 *
 * Tags: `busy` (something runs: the buttons that would start another call are disabled).
 */

/** Where the page is: `/bom`, where a visitor comes back to after signing in. */
export const BOM_PATH = '/bom'

/** The build quantities a page starts with (issue 18: "for example 10, 100, 1,000 boards"). */
export const DEFAULT_BOARDS: BuildQuantities = [10, 100, 1000]

export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled. Choose a file again when you are ready.'
export const SAVE_FAILED_MESSAGE = 'The BOM could not be saved. Please try again.'
export const SEND_FAILED_MESSAGE = 'The matched lines could not be sent. Please try again.'
export const EXPORT_FAILED_MESSAGE = 'The export could not be made. Please try again.'
export const UPLOAD_FAILED_MESSAGE = 'The BOM could not be uploaded. Please try again.'

/** What `session.keep` and `session.clear` carry. */
export type BomSessionEffect =
  | { readonly type: 'session.keep'; readonly key: string; readonly value: string }
  | { readonly type: 'session.clear'; readonly key: string }

/** The machine's input: who is signed in, the contact prefilled, and any work kept across a sign-in. */
export interface BomToolMachineInput {
  readonly signedIn: boolean
  readonly contact: BomContactDraft
  /** `session.getItem(BOM_WORK_KEY)`; `null` when nothing is kept. */
  readonly stored?: string | null
}

/** A file's bytes as the contract's upload file (what the typed client puts in the form). */
export function uploadFileOf(file: BomToolFile): UploadFile {
  return {
    name: file.name,
    size: file.bytes.byteLength,
    type: file.name.toLowerCase().endsWith('.csv') ? 'text/csv' : '',
    arrayBuffer: () => Promise.resolve(file.bytes.slice().buffer),
  }
}

/** The pasted text as a file of the same shape as one chosen, so it goes through the same checks. */
function pastedFile(text: string): UploadFile | Refusal {
  const pasted = pastedBom(text)
  if (!pasted.ok) return { ok: false, reason: 'no-file', message: pasted.message }
  const bytes = utf8Bytes(pasted.text)
  return uploadFileOf({ name: PASTED_FILE_NAME, bytes })
}

/** The first refusal of the checks on a file's name and size (BOM-1, the 5 MB cap), before its bytes are read. */
function precheck(file: UploadFile): Refusal | null {
  const name = checkUploadName(file.name)
  if (!name.ok) return name
  const size = checkUploadSize(file.size)
  return size.ok ? null : size
}

/** The columns the buyer changed from the guess. */
export function changedColumns(preview: BomPreview, draft: readonly ColumnChoice[]): ColumnChoice[] {
  return draft.filter((choice) => preview.reading.mapping.find((column) => column.column === choice.column)?.field !== choice.field)
}

function draftOf(preview: BomPreview): ColumnChoice[] {
  return preview.reading.mapping.map((column) => ({ column: column.column, field: column.field }))
}

function picksList(picks: BomPicks): { row: number; productId: number }[] {
  return Object.entries(picks).map(([row, productId]) => ({ row: Number(row), productId }))
}

/** What an export of the page's BOM sends: the file as read and mapped, the build quantity, the picks, the format. */
export interface ExportRequest {
  readonly file: BomToolFile
  readonly sheet: string | null
  readonly mapping: readonly ColumnChoice[] | null
  readonly boards: number
  readonly picks: BomPicks
  readonly format: BomFileFormat
}

function exportRequest(context: BomToolContext, format: BomFileFormat): ExportRequest {
  return {
    file: context.file as BomToolFile,
    sheet: context.preview?.reading.sheet ?? context.sheet,
    mapping: context.confirmed === null || context.confirmed.length === 0 ? null : context.confirmed,
    boards: context.boards[context.active],
    picks: context.picks,
    format,
  }
}

/** The export form's fields for `request`, typed by the contract (`bomPreviewExport`'s body). */
export function exportBody(request: ExportRequest): BomPreviewExportBody {
  const picks = picksList(request.picks)
  return {
    ...previewBody({ file: uploadFileOf(request.file), sheet: request.sheet, mapping: request.mapping }),
    boards: request.boards,
    ...(picks.length === 0 ? {} : { picks: picks as unknown as BomPreviewExportBody['picks'] & object }),
    format: request.format,
  }
}

function workOf(context: BomToolContext, contact: BomContactDraft = context.contact): StoredWork | null {
  if (context.file === null) return null
  return {
    file: context.file,
    sheet: context.sheet,
    mapping: context.confirmed,
    boards: context.boards,
    active: context.active,
    picks: context.picks,
    contact,
  }
}

const EMPTY_WORK = {
  chosen: null,
  file: null,
  local: null,
  preview: null,
  sheet: null,
  draft: [],
  confirmed: null,
  skipMapping: false,
  progress: null,
  filter: 'all',
  page: 1,
  picks: {},
  saved: null,
  sent: null,
  restore: null,
} as const satisfies Partial<BomToolContext>

export const bomToolMachine = setup({
  types: {
    input: {} as BomToolMachineInput,
    context: {} as BomToolContext,
    events: {} as BomToolEvent,
    emitted: {} as BomToolEmitted | BomSessionEffect,
    tags: {} as 'busy',
  },
  actors: {
    /** The file's bytes (`File.arrayBuffer()`). */
    loadBytes: fromPromise<Uint8Array, UploadFile>(async ({ input }) => new Uint8Array(await input.arrayBuffer())),
    /** Core's reader in the browser: BOM-1, BOM-2 and the sample rows. */
    readFile: fromPromise<LocalRead | Refusal, BomToolFile>(() => Promise.reject(new Error('readFile is not provided'))),
    /** `POST /api/bom/preview` with progress; sends `upload.progress`, `upload.done`, `upload.failed`; stopping it cancels. */
    upload: fromCallback<BomToolEvent, PreviewRequest>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'upload is not provided' })
    }),
    /**
     * `bomUpload` with the contact info, then `bomMapping` with the buyer's columns (remembered per header), then
     * `bomPicks` with the buyer's picks when there are any, so the saved BOM keeps them.
     */
    save: fromPromise<BomDetail, { file: BomToolFile; contact: BomContactDraft; sheet: string; mapping: readonly ColumnChoice[]; picks: BomPicks }>(() =>
      Promise.reject(new Error('save is not provided')),
    ),
    /** `bomToCart` / `bomToRfq` with the build quantity and the picks. */
    send: fromPromise<BomSent, { to: 'cart' | 'rfq'; id: number; boards: number; picks: BomPicks }>(() => Promise.reject(new Error('send is not provided'))),
    /**
     * `bomPreviewExport`: the page's BOM as it shows it (the file with the buyer's sheet and mapping, the picks,
     * the build quantity) as CSV or XLSX, saved or not.
     */
    download: fromPromise<FileDownload, ExportRequest>(() => Promise.reject(new Error('download is not provided'))),
  },
  guards: {
    hasKeptWork: ({ context }) => context.restore !== null,
    isRefused: ({ context }) => context.notice !== null,
    // `_: unknown`: left to inference, this guard's params read `unknown` beside the plain function `isForbiddenCall`.
    isLocalRefusal: (_: unknown, params: { readonly output: LocalRead | Refusal }) => !params.output.ok,
    skipsMapping: ({ context }) => context.skipMapping,
    hasPreview: ({ context }) => context.preview !== null,
    isSignedIn: ({ context }) => context.signedIn,
    isSaved: ({ context }) => context.saved !== null,
    isMappingUnchanged: ({ context }) => context.preview !== null && changedColumns(context.preview, context.draft).length === 0,
    isContactInvalid: ({ event }) => {
      assertEvent(event, 'bom.save')
      return !validateContact(event.contact).ok
    },
    isForbidden: isForbiddenCall,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, ['bom.file', 'bom.paste'])
      const chosen = event.type === 'bom.file' ? event.file : pastedFile(event.text)
      if ('ok' in chosen) return { ...EMPTY_WORK, notice: chosen.message }
      return { ...EMPTY_WORK, chosen, notice: precheck(chosen)?.message ?? null }
    }),
    keepBytes: assign(({ context }, params: { readonly bytes: Uint8Array }) => ({
      file: { name: context.chosen?.name ?? '', bytes: params.bytes },
    })),
    keepLocal: assign((_, params: { readonly output: LocalRead | Refusal }) =>
      params.output.ok ? { local: params.output } : { notice: params.output.message, file: null, chosen: null },
    ),
    fail: assign((_, params: { readonly message: string }) => ({ notice: params.message })),
    clearNotice: assign({ notice: null }),
    startProgress: assign({ progress: null }),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress')
      return { progress: { loaded: event.loaded, total: event.total } }
    }),
    keepPreview: assign(({ context, event }) => {
      assertEvent(event, 'upload.done')
      const sheet = event.preview.reading.sheet
      return { preview: event.preview, draft: draftOf(event.preview), sheet: context.sheet === null ? null : sheet, progress: null, page: 1 }
    }),
    cancelled: assign(({ context }) => ({ notice: UPLOAD_CANCELLED_MESSAGE, progress: null, ...(context.preview === null ? { file: null, chosen: null, local: null } : {}) })),
    chooseSheet: assign(({ event }) => {
      assertEvent(event, 'bom.sheet')
      return { sheet: event.sheet, confirmed: null, skipMapping: false }
    }),
    mapColumn: assign(({ context, event }) => {
      assertEvent(event, 'bom.map')
      return { draft: context.draft.map((choice) => (choice.column === event.column ? { column: choice.column, field: event.field } : choice)) }
    }),
    confirmMapping: assign(({ context }) => ({
      confirmed: context.preview === null ? null : changedColumns(context.preview, context.draft),
      skipMapping: true,
    })),
    unconfirm: assign({ skipMapping: false }),
    setBoards: assign(({ context, event }) => {
      assertEvent(event, 'bom.boards')
      if (!isBoards(event.boards)) return {}
      const boards = [...context.boards] as [number, number, number]
      boards[event.index] = event.boards
      return { boards, active: event.index }
    }),
    activate: assign(({ event }) => {
      assertEvent(event, 'bom.activate')
      return { active: event.index }
    }),
    setFilter: assign(({ event }) => {
      assertEvent(event, 'bom.filter')
      return { filter: event.filter, page: 1 }
    }),
    setPage: assign(({ event }) => {
      assertEvent(event, 'bom.page')
      return { page: Math.max(1, Math.trunc(event.page)) }
    }),
    pick: assign(({ context, event }) => {
      assertEvent(event, 'bom.pick')
      const picks: Record<number, number> = { ...context.picks }
      if (event.productId === null) delete picks[event.row]
      else picks[event.row] = event.productId
      return { picks, sent: null }
    }),
    keepContact: assign(({ event }) => {
      assertEvent(event, 'bom.save')
      const checked = validateContact(event.contact)
      return { contact: event.contact, contactErrors: checked.ok ? {} : checked.errors }
    }),
    keepWork: emit(({ context, event }) => {
      const work = workOf(context, event.type === 'bom.save' ? event.contact : context.contact)
      return work === null
        ? ({ type: 'session.clear', key: BOM_WORK_KEY } as const)
        : ({ type: 'session.keep', key: BOM_WORK_KEY, value: encodeWork(work) } as const)
    }),
    forgetWork: emit({ type: 'session.clear', key: BOM_WORK_KEY } as const),
    goToLogin: emit({ type: 'navigate', to: loginRedirectPath(BOM_PATH) } as const),
    restoreWork: assign(({ context }) => {
      const work = context.restore
      if (work === null) return {}
      return {
        file: work.file,
        chosen: uploadFileOf(work.file),
        sheet: work.sheet,
        confirmed: work.mapping,
        skipMapping: true,
        boards: work.boards,
        active: work.active,
        picks: work.picks,
        contact: work.contact.name === '' && work.contact.email === '' ? context.contact : work.contact,
        restore: null,
      }
    }),
    keepSaved: assign((_, params: { readonly detail: BomDetail }) => ({ saved: params.detail, contactErrors: {} })),
    keepSent: assign((_, params: { readonly sent: BomSent }) => ({ sent: params.sent })),
    cartChanged: enqueueActions(({ enqueue }, params: { readonly sent: BomSent }) => {
      if (params.sent.to === 'cart') enqueue.emit({ type: 'cart.changed', cartNum: params.sent.result.cartNum })
    }),
    saveFile: emit((_, params: { readonly file: FileDownload }) => ({ type: 'download', file: params.file }) as const),
    reportForbidden: emit(forbiddenEvent),
    readKeptWork: assign(({ event }) => {
      assertEvent(event, 'bom.restore')
      return { restore: decodeWork(event.stored) }
    }),
    setSession: assign(({ event }) => {
      assertEvent(event, 'bom.session')
      return { signedIn: event.signedIn }
    }),
    reset: assign({ ...EMPTY_WORK, notice: null }),
  },
}).createMachine({
  id: 'bomTool',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    ...EMPTY_WORK,
    restore: decodeWork(input.stored ?? null),
    boards: DEFAULT_BOARDS,
    active: 0,
    contact: input.contact,
    contactErrors: {},
    notice: null,
  }),
  on: {
    'bom.session': { actions: 'setSession' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasKeptWork', target: 'reading', actions: ['restoreWork', 'forgetWork'] },
      on: {
        'bom.file': { target: 'checking', actions: 'choose' },
        'bom.paste': { target: 'checking', actions: 'choose' },
        'bom.restore': { actions: 'readKeptWork' },
      },
    },
    checking: {
      always: [{ guard: 'isRefused', target: 'idle' }, { target: 'loading' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadBytes',
        input: ({ context }) => context.chosen as UploadFile,
        onDone: { target: 'reading', actions: { type: 'keepBytes', params: ({ event }) => ({ bytes: event.output }) } },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, 'The file could not be read.') }) } },
      },
      on: { 'bom.cancel': { target: 'idle', actions: 'cancelled' } },
    },
    reading: {
      tags: 'busy',
      invoke: {
        src: 'readFile',
        input: ({ context }) => context.file as BomToolFile,
        onDone: [
          {
            guard: { type: 'isLocalRefusal', params: ({ event }) => ({ output: event.output }) },
            target: 'idle',
            actions: { type: 'keepLocal', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'uploading', actions: { type: 'keepLocal', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, 'The file could not be read.') }) } },
      },
    },
    uploading: {
      tags: 'busy',
      entry: ['startProgress', 'clearNotice'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({
          file: uploadFileOf(context.file as BomToolFile),
          sheet: context.sheet,
          mapping: context.confirmed === null || context.confirmed.length === 0 ? null : context.confirmed,
        }),
      },
      on: {
        'upload.progress': { actions: 'setProgress' },
        'upload.done': [
          { guard: 'skipsMapping', target: 'results', actions: 'keepPreview' },
          { target: 'mapping', actions: 'keepPreview' },
        ],
        'upload.failed': [
          { guard: 'hasPreview', target: 'mapping', actions: [{ type: 'fail', params: ({ event }) => ({ message: event.message }) }, 'unconfirm'] },
          { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ message: event.message }) } },
        ],
        'bom.cancel': [
          { guard: 'hasPreview', target: 'mapping', actions: ['cancelled', 'unconfirm'] },
          { target: 'idle', actions: 'cancelled' },
        ],
      },
    },
    mapping: {
      on: {
        'bom.map': { actions: 'mapColumn' },
        'bom.sheet': { target: 'uploading', actions: 'chooseSheet' },
        'bom.confirm': [
          { guard: 'isMappingUnchanged', target: 'results', actions: ['confirmMapping', 'clearNotice'] },
          { target: 'uploading', actions: 'confirmMapping' },
        ],
        'bom.file': { target: 'checking', actions: 'choose' },
        'bom.paste': { target: 'checking', actions: 'choose' },
        'bom.reset': { target: 'idle', actions: 'reset' },
      },
    },
    results: {
      on: {
        'bom.boards': { actions: 'setBoards' },
        'bom.activate': { actions: 'activate' },
        'bom.filter': { actions: 'setFilter' },
        'bom.page': { actions: 'setPage' },
        'bom.reset': { target: 'idle', actions: ['reset', 'forgetWork'] },
      },
      initial: 'unsaved',
      states: {
        unsaved: {
          on: {
            'bom.pick': { actions: 'pick' },
            'bom.remap': { target: '#bomTool.mapping', actions: 'clearNotice' },
            'bom.signin': { actions: ['keepWork', 'goToLogin'] },
            'bom.export': { target: 'exporting', actions: 'clearNotice' },
            'bom.save': [
              { guard: 'isContactInvalid', actions: 'keepContact' },
              { guard: 'isSignedIn', target: 'saving', actions: ['keepContact', 'clearNotice'] },
              { actions: ['keepContact', 'keepWork', 'goToLogin'] },
            ],
            'bom.file': { target: '#bomTool.checking', actions: 'choose' },
            'bom.paste': { target: '#bomTool.checking', actions: 'choose' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            src: 'save',
            input: ({ context }) => ({
              file: context.file as BomToolFile,
              contact: context.contact,
              sheet: context.preview?.reading.sheet ?? '',
              mapping: context.confirmed ?? [],
              picks: context.picks,
            }),
            onDone: { target: 'saved', actions: [{ type: 'keepSaved', params: ({ event }) => ({ detail: event.output }) }, 'forgetWork'] },
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'unsaved',
                actions: { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'unsaved', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, SAVE_FAILED_MESSAGE) }) } },
            ],
          },
        },
        saved: {
          initial: 'ready',
          on: { 'bom.pick': { actions: 'pick' } },
          states: {
            ready: {
              on: {
                'bom.send': { target: 'sending', actions: 'clearNotice' },
                'bom.export': { target: '#bomTool.results.exporting', actions: 'clearNotice' },
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                src: 'send',
                input: ({ context, event }) => {
                  assertEvent(event, 'bom.send')
                  return { to: event.to, id: context.saved?.id ?? 0, boards: context.boards[context.active], picks: context.picks }
                },
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'keepSent', params: ({ event }) => ({ sent: event.output }) },
                    { type: 'cartChanged', params: ({ event }) => ({ sent: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                    target: 'ready',
                    actions: { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, SEND_FAILED_MESSAGE) }) } },
                ],
              },
            },
          },
        },
        exporting: {
          tags: 'busy',
          invoke: {
            src: 'download',
            input: ({ context, event }) => {
              assertEvent(event, 'bom.export')
              return exportRequest(context, event.format)
            },
            onDone: [
              { guard: 'isSaved', target: 'saved', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
              { target: 'unsaved', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
            ],
            onError: [
              { guard: 'isSaved', target: 'saved', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, EXPORT_FAILED_MESSAGE) }) } },
              { target: 'unsaved', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error, EXPORT_FAILED_MESSAGE) }) } },
            ],
          },
        },
      },
    },
  },
})

export type BomToolActor = ActorRefFrom<typeof bomToolMachine>
export type BomToolSnapshot = SnapshotFrom<typeof bomToolMachine>

/** The machine with its calls made through `ports` (the page's typed client, the upload, the reader). */
export function createBomToolMachine(ports: BomToolPorts) {
  const readFile = ports.readFile ?? (async (file: BomToolFile) => (await import('./bom-local-read.ts')).readLocally(file.bytes, file.name))
  return bomToolMachine.provide({
    actors: {
      readFile: fromPromise(({ input }) => readFile(input)),
      upload: fromCallback<BomToolEvent, PreviewRequest>(({ sendBack, input }) => {
        let live = true
        const upload = ports.upload(input, (loaded, total) => {
          if (live) sendBack({ type: 'upload.progress', loaded, total })
        })
        upload.result.then(
          (preview) => {
            if (live) sendBack({ type: 'upload.done', preview })
          },
          (error: unknown) => {
            if (live) sendBack({ type: 'upload.failed', message: failureMessage(error, UPLOAD_FAILED_MESSAGE) })
          },
        )
        return () => {
          live = false
          upload.cancel()
        }
      }),
      save: fromPromise(async ({ input }) => {
        const uploaded = await ports.call(bomUpload, { body: { file: uploadFileOf(input.file), ...input.contact } })
        const mapped = await ports.call(bomMapping, { body: { id: uploaded.bom.id, sheet: input.sheet, mapping: [...input.mapping] } })
        const picks = picksList(input.picks)
        if (picks.length === 0) return mapped
        // Checked at one board, as the preview the buyer picked from was matched.
        return ports.call(bomPicks, { body: { id: mapped.id, picks: picks as unknown as BomSendBody['picks'] & object } })
      }),
      send: fromPromise(async ({ input }): Promise<BomSent> => {
        const body: BomSendBody = { id: input.id as BomId, boards: input.boards, picks: picksList(input.picks) as unknown as BomSendBody['picks'] }
        if (input.to === 'cart') return { to: 'cart', result: await ports.call(bomToCart, { body }) }
        return { to: 'rfq', result: await ports.call(bomToRfq, { body }) }
      }),
      download: fromPromise(({ input }) => ports.call(bomPreviewExport, { body: exportBody(input) })),
    },
  })
}

/** The preview form's fields for `request`, typed by the contract (`bomPreview`'s body). */
export function previewBody(request: PreviewRequest): BomPreviewBody {
  return {
    file: request.file,
    ...(request.sheet === null ? {} : { sheet: request.sheet }),
    ...(request.mapping === null ? {} : { mapping: request.mapping.map((choice) => ({ column: choice.column, field: choice.field })) }),
  }
}
