import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApiCaller } from '../client/api-client.ts'
import type { AnyEndpoint, BomDetail, BomPreview, BomToCartResult, UploadFile } from '../contract/index.ts'
import { readLocally } from './bom-local-read.ts'
import { utf8Bytes } from './bom-paste.rules.ts'
import { DEFAULT_BOARDS, UPLOAD_CANCELLED_MESSAGE, createBomToolMachine, type BomSessionEffect } from './bom-tool.machine.ts'
import { LINES, TVS6V8, previewOf } from './bom-tool.fixtures.ts'
import { isBusy, mappingView, noticeOf, resultsView, toolStep, uploadProgress } from './bom-tool.selectors.ts'
import type { BomToolEmitted, PreviewRequest } from './bom-tool.types.ts'
import { BOM_WORK_KEY, decodeWork } from './bom-work.rules.ts'

async function settle(): Promise<void> {
  for (let turn = 0; turn < 100; turn++) await Promise.resolve()
}

function fileOf(name: string, text: string): UploadFile & { reads: number } {
  const bytes = utf8Bytes(text)
  const file = {
    name,
    size: bytes.byteLength,
    type: '',
    reads: 0,
    arrayBuffer: () => {
      file.reads++
      return Promise.resolve(bytes.slice().buffer)
    },
  }
  return file
}

const CSV = 'Designator,Qty,Part,Notes\nU1 U2,2,LM358DR,\nR1 R2 R3,3,10k,\nD1,1,1.5SMC6.8CA,\nU9,1,XQ9Z77001,\n'
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '12 St James’s Square, London' }
const EMPTY = { name: '', email: '', telephone: '', address: '' }

interface Uploads {
  readonly requests: PreviewRequest[]
  progress?: (loaded: number, total: number) => void
  finish?: (preview: BomPreview) => void
  fail?: (error: unknown) => void
  cancelled: number
}

/** The machine over fake ports: uploads held until the test finishes them, calls answered from `answers`. */
function start(options: { signedIn?: boolean; stored?: string | null; answers?: Partial<Record<string, (request: unknown) => unknown>> } = {}) {
  const uploads: Uploads = { requests: [], cancelled: 0 }
  const calls: { endpoint: string; request: unknown }[] = []
  const call = ((endpoint: AnyEndpoint, request: unknown) => {
    calls.push({ endpoint: endpoint.name, request })
    const answer = options.answers?.[endpoint.name]
    if (answer === undefined) return Promise.reject(new Error(`${endpoint.name} not faked`))
    return Promise.resolve(answer(request))
  }) as ApiCaller
  const machine = createBomToolMachine({
    call,
    upload: (request, onProgress) => {
      uploads.requests.push(request)
      uploads.progress = onProgress
      return {
        result: new Promise<BomPreview>((resolve, reject) => {
          uploads.finish = resolve
          uploads.fail = reject
        }),
        cancel: () => {
          uploads.cancelled++
        },
      }
    },
    readFile: (file) => readLocally(file.bytes, file.name),
  })
  const actor = createActor(machine, { input: { signedIn: options.signedIn ?? false, contact: options.signedIn === true ? CONTACT : EMPTY, stored: options.stored ?? null } })
  const emitted: (BomToolEmitted | BomSessionEffect)[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, uploads, calls, emitted, snapshot: () => actor.getSnapshot() }
}

async function toResults(tool: ReturnType<typeof start>, preview: BomPreview = previewOf()) {
  tool.actor.send({ type: 'bom.file', file: fileOf('board.csv', CSV) })
  await settle()
  tool.uploads.finish?.(preview)
  await settle()
  tool.actor.send({ type: 'bom.confirm' })
}

describe('BOM tool: refused before anything is sent (BOM-1, BOM-2, the 5 MB cap)', () => {
  it('BOM-1: refuses a .txt file by its name, without reading it or uploading', async () => {
    const tool = start()
    const file = fileOf('parts.txt', CSV)
    tool.actor.send({ type: 'bom.file', file })
    await settle()
    expect(toolStep(tool.snapshot())).toBe('empty')
    expect(noticeOf(tool.snapshot())).toBe('"parts.txt" is a .txt file. Please upload a BOM as .xls, .xlsx or .csv.')
    expect([file.reads, tool.uploads.requests.length]).toEqual([0, 0])
  })

  it('refuses a file of 5 MB and one byte by its size, without reading it', async () => {
    const tool = start()
    const file = { ...fileOf('big.csv', CSV), size: 5 * 1024 * 1024 + 1 }
    tool.actor.send({ type: 'bom.file', file })
    await settle()
    expect(noticeOf(tool.snapshot())).toBe('The file is larger than 5 MB, the most a BOM file may be.')
    expect(tool.uploads.requests).toHaveLength(0)
  })

  it('BOM-2: refuses a file of 201 models once read in the browser, with the spec’s message, and takes 200', async () => {
    const rows = (n: number) => ['Part Number,Quantity', ...Array.from({ length: n }, (_, i) => `PN-${1000 + i},1`)].join('\n')
    const tool = start()
    tool.actor.send({ type: 'bom.file', file: fileOf('many.csv', rows(201)) })
    await settle()
    expect(noticeOf(tool.snapshot())).toBe('This BOM lists 201 models; a BOM may list at most 200. Please split it into several files.')
    expect(tool.uploads.requests).toHaveLength(0)
    tool.actor.send({ type: 'bom.file', file: fileOf('many.csv', rows(200)) })
    await settle()
    expect(toolStep(tool.snapshot())).toBe('uploading')
    expect(tool.uploads.requests).toHaveLength(1)
  })

  it('asks for a part number when the paste box is empty', async () => {
    const tool = start()
    tool.actor.send({ type: 'bom.paste', text: '  \n ' })
    await settle()
    expect(noticeOf(tool.snapshot())).toContain('Paste or type at least one part number')
  })
})

describe('BOM tool: upload, mapping, results', () => {
  it('shows the upload’s progress, and cancels it: the call is stopped and the page is empty again', async () => {
    const tool = start()
    tool.actor.send({ type: 'bom.file', file: fileOf('board.csv', CSV) })
    await settle()
    expect(uploadProgress(tool.snapshot())).toMatchObject({ fileName: 'board.csv', percent: 0 })
    expect(isBusy(tool.snapshot())).toBe(true)
    tool.uploads.progress?.(40, 160)
    expect(uploadProgress(tool.snapshot())).toEqual({ fileName: 'board.csv', percent: 25, text: 'Uploading: 40 of 160 bytes (25%)' })
    tool.actor.send({ type: 'bom.cancel' })
    expect(tool.uploads.cancelled).toBe(1)
    expect([toolStep(tool.snapshot()), noticeOf(tool.snapshot())]).toEqual(['empty', UPLOAD_CANCELLED_MESSAGE])
    tool.uploads.finish?.(previewOf())
    await settle()
    expect(toolStep(tool.snapshot())).toBe('empty')
  })

  it('shows the server’s guess over the file’s first rows, each column with its confidence', async () => {
    const tool = start()
    tool.actor.send({ type: 'bom.file', file: fileOf('board.csv', CSV) })
    await settle()
    tool.uploads.finish?.(previewOf())
    await settle()
    const view = mappingView(tool.snapshot())
    expect(view?.columns.map((c) => [c.letter, c.header, c.field, c.confidenceText, c.weak])).toEqual([
      ['A', 'Designator', 'designators', '95% sure', false],
      ['B', 'Qty', 'quantity', '90% sure', false],
      ['C', 'Part', 'mpn', '55% sure', true],
      ['D', 'Notes', null, 'Not read', false],
    ])
    expect(view?.rows.slice(0, 2)).toEqual([
      { row: 2, cells: ['U1 U2', '2', 'LM358DR', ''] },
      { row: 3, cells: ['R1 R2 R3', '3', '10k', ''] },
    ])
  })

  it('goes to the results at once when the guess is confirmed as it is', async () => {
    const tool = start()
    await toResults(tool)
    expect(toolStep(tool.snapshot())).toBe('results')
    expect(tool.uploads.requests).toHaveLength(1)
    const view = resultsView(tool.snapshot())
    expect(view?.counts).toEqual({ lines: 6, matched: 2, check: 2, none: 1, dnp: 1 })
    expect(view?.builds.map((b) => [b.boardsText, b.total, b.perBoard])).toEqual([
      ['10 boards', '$10.20', '$1.02 per board'],
      ['100 boards', '$90.60', '$0.906 per board'],
      ['1,000 boards', '$806.00', '$0.806 per board'],
    ])
    expect(view?.pricedAt).toBe('Prices and stock checked 24 Nov 2026, 14:03 UTC')
    expect(view?.doNotFit.map((l) => l.row)).toEqual([6])
  })

  it('reads the file again with the columns the buyer changed, and lands on the results', async () => {
    const tool = start()
    tool.actor.send({ type: 'bom.file', file: fileOf('board.csv', CSV) })
    await settle()
    tool.uploads.finish?.(previewOf())
    await settle()
    tool.actor.send({ type: 'bom.map', column: 3, field: 'description' })
    expect(mappingView(tool.snapshot())?.columns[3]).toMatchObject({ field: 'description', confidenceText: 'Your choice', changed: true })
    tool.actor.send({ type: 'bom.confirm' })
    expect(tool.uploads.requests[1]?.mapping).toEqual([{ column: 3, field: 'description' }])
    tool.uploads.finish?.(previewOf())
    await settle()
    expect(toolStep(tool.snapshot())).toBe('results')
  })

  it('changes a build quantity across a price break and re-prices every line; picks a close match', async () => {
    const tool = start()
    await toResults(tool)
    tool.actor.send({ type: 'bom.boards', index: 0, boards: 50 })
    expect(resultsView(tool.snapshot())?.active).toMatchObject({ boards: 50, total: '$45.30' })
    expect(resultsView(tool.snapshot())?.lines[0]).toMatchObject({ row: 2, unitText: '$0.20', extendedText: '$20.00' })
    tool.actor.send({ type: 'bom.boards', index: 0, boards: 0 })
    expect(resultsView(tool.snapshot())?.active.boards).toBe(50)
    const close = resultsView(tool.snapshot())?.lines.find((l) => l.row === 4)
    expect(close?.options.map((o) => [o.model, o.chosen])).toEqual([
      ['1.5SMC68CA', true],
      ['1.5SMC6V8CA', false],
    ])
    tool.actor.send({ type: 'bom.pick', row: 4, productId: TVS6V8.intID })
    expect(resultsView(tool.snapshot())?.lines.find((l) => l.row === 4)).toMatchObject({ picked: true, standingLabel: 'Picked', product: { model: '1.5SMC6V8CA' } })
    expect(resultsView(tool.snapshot())?.counts.matched).toBe(3)
  })

  it('filters the lines by match kind', async () => {
    const tool = start()
    await toResults(tool)
    tool.actor.send({ type: 'bom.filter', filter: 'close' })
    expect(resultsView(tool.snapshot())?.lines.map((l) => l.row)).toEqual([4])
  })
})

describe('BOM tool: saving, sending, exporting (BOM-4)', () => {
  it('a visitor’s save keeps the work in session storage and goes to sign in; signed in, the work comes back to the results', async () => {
    const visitor = start()
    await toResults(visitor)
    visitor.actor.send({ type: 'bom.boards', index: 1, boards: 250 })
    visitor.actor.send({ type: 'bom.pick', row: 4, productId: TVS6V8.intID })
    visitor.actor.send({ type: 'bom.save', contact: CONTACT })
    const kept = visitor.emitted.find((e): e is Extract<BomSessionEffect, { type: 'session.keep' }> => e.type === 'session.keep')
    expect(kept?.key).toBe(BOM_WORK_KEY)
    expect(visitor.emitted.at(-1)).toEqual({ type: 'navigate', to: '/login?redirect=%2Fbom' })
    expect(decodeWork(kept?.value ?? null)).toMatchObject({ boards: [10, 250, 1000], active: 1, picks: { 4: TVS6V8.intID }, contact: CONTACT })

    const member = start({ signedIn: true })
    member.actor.send({ type: 'bom.restore', stored: kept?.value ?? null })
    await settle()
    expect(toolStep(member.snapshot())).toBe('uploading')
    expect(member.emitted).toContainEqual({ type: 'session.clear', key: BOM_WORK_KEY })
    member.uploads.finish?.(previewOf())
    await settle()
    expect(toolStep(member.snapshot())).toBe('results')
    expect(resultsView(member.snapshot())).toMatchObject({ active: { boards: 250 }, counts: { matched: 3 }, contact: CONTACT })
  })

  it('BOM-4: asks for the contact info before saving, field by field', async () => {
    const tool = start({ signedIn: true })
    await toResults(tool)
    tool.actor.send({ type: 'bom.save', contact: { ...CONTACT, email: 'not an email', address: '' } })
    expect(tool.snapshot().matches({ results: 'unsaved' })).toBe(true)
    expect(Object.keys(resultsView(tool.snapshot())?.contactErrors ?? {}).sort()).toEqual(['address', 'email'])
    expect(tool.calls).toEqual([])
  })

  it('BOM-4: saves with the contact info, the buyer’s columns and picks, then sends the matched lines and picks to the cart and exports', async () => {
    const detail = { ...previewOf(), id: 77, status: 'uploaded', lines: LINES } as unknown as BomDetail
    const toCart = { boards: 10, sent: [{ productId: 101, model: 'LM358DR', quantity: 20, rows: [2] }], pieces: 20, leftOut: [{ row: 5, mpn: 'XQ9Z77001', reason: 'unmatched', message: 'Row 5 (XQ9Z77001) matched no catalog part.' }], cartNum: 3 } as unknown as BomToCartResult
    const file = { fileName: 'board.xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: new Uint8Array([80, 75]) }
    const tool = start({
      signedIn: true,
      answers: {
        bomUpload: () => ({ bom: { id: 77 }, reading: previewOf().reading }),
        bomMapping: () => detail,
        bomPicks: () => ({ ...detail, picks: [{ row: 4, productId: TVS6V8.intID }] }),
        bomToCart: () => toCart,
        bomPreviewExport: () => file,
      },
    })
    await toResults(tool)
    tool.actor.send({ type: 'bom.pick', row: 4, productId: TVS6V8.intID })
    tool.actor.send({ type: 'bom.save', contact: CONTACT })
    await settle()
    expect(tool.calls.map((c) => c.endpoint)).toEqual(['bomUpload', 'bomMapping', 'bomPicks'])
    expect(tool.calls[1]?.request).toEqual({ body: { id: 77, sheet: 'board', mapping: [] } })
    expect(tool.calls[2]?.request).toEqual({ body: { id: 77, picks: [{ row: 4, productId: TVS6V8.intID }] } })
    expect(resultsView(tool.snapshot())?.saved).toEqual({ id: 77, status: 'uploaded' })

    tool.actor.send({ type: 'bom.send', to: 'cart' })
    await settle()
    expect(tool.calls[3]?.request).toEqual({ body: { id: 77, boards: DEFAULT_BOARDS[0], picks: [{ row: 4, productId: TVS6V8.intID }] } })
    expect(tool.emitted).toContainEqual({ type: 'cart.changed', cartNum: 3 })
    expect(resultsView(tool.snapshot())?.sent).toEqual({
      to: 'cart',
      text: 'Added 1 part (20 pieces, for 10 boards) to your cart.',
      leftOut: [{ row: 5, message: 'Row 5 (XQ9Z77001) matched no catalog part.' }],
    })

    tool.actor.send({ type: 'bom.export', format: 'xlsx' })
    await settle()
    expect(tool.calls[4]?.endpoint).toBe('bomPreviewExport')
    expect(tool.calls[4]?.request).toMatchObject({ body: { sheet: 'board', boards: 10, picks: [{ row: 4, productId: TVS6V8.intID }], format: 'xlsx' } })
    expect(tool.emitted).toContainEqual({ type: 'download', file })
    expect(tool.snapshot().matches({ results: { saved: 'ready' } })).toBe(true)
  })

  it('exports the results before they are saved, with the picks and the build quantity, and a visitor may do it', async () => {
    const file = { fileName: 'board-matched.csv', mediaType: 'text/csv; charset=utf-8', bytes: new Uint8Array([65]) }
    const tool = start({ answers: { bomPreviewExport: () => file } })
    await toResults(tool)
    tool.actor.send({ type: 'bom.boards', index: 1, boards: 250 })
    tool.actor.send({ type: 'bom.pick', row: 4, productId: TVS6V8.intID })
    tool.actor.send({ type: 'bom.export', format: 'csv' })
    expect(isBusy(tool.snapshot())).toBe(true)
    await settle()
    expect(tool.calls.map((c) => c.endpoint)).toEqual(['bomPreviewExport'])
    const body = (tool.calls[0]?.request as { body: { file: UploadFile } }).body
    expect(body).toMatchObject({ boards: 250, picks: [{ row: 4, productId: TVS6V8.intID }], format: 'csv' })
    expect(body.file.name).toBe('board.csv')
    expect(tool.emitted).toContainEqual({ type: 'download', file })
    expect(tool.snapshot().matches({ results: 'unsaved' })).toBe(true)
  })

  it('says why an export failed, and stays on the results', async () => {
    const tool = start({ answers: { bomPreviewExport: () => Promise.reject(Object.assign(new Error('Too many BOM files read from your network: please try again in 3 minutes'), { kind: 'failure' })) } })
    await toResults(tool)
    tool.actor.send({ type: 'bom.export', format: 'xlsx' })
    await settle()
    expect([toolStep(tool.snapshot()), noticeOf(tool.snapshot())]).toEqual(['results', 'Too many BOM files read from your network: please try again in 3 minutes'])
    expect(tool.snapshot().matches({ results: 'unsaved' })).toBe(true)
  })

  it('says why a save failed, and stays on the results', async () => {
    const tool = start({ signedIn: true, answers: { bomUpload: () => Promise.reject(Object.assign(new Error('The form could not be read'), { kind: 'failure' })) } })
    await toResults(tool)
    tool.actor.send({ type: 'bom.save', contact: CONTACT })
    await settle()
    expect([toolStep(tool.snapshot()), noticeOf(tool.snapshot())]).toEqual(['results', 'The form could not be read'])
  })
})
