import { Box, Text } from 'ink'
import { ProgressBar, Spinner } from '@inkjs/ui'
import { useEffect, useState } from 'react'
import { createFetchHttp } from '@partfront/adapters'
import { authHeader } from '@partfront/core/auth'
import {
  EMPTY_CONTACT,
  type BomContactDraft,
  createBomToolMachine,
  mappingView,
  noticeOf,
  previewBody,
  readBoards,
  resultsView,
  toolStep,
  uploadProgress,
} from '@partfront/core/bom-tool'
import { createApiCaller } from '@partfront/core/client'
import { bomPreview } from '@partfront/core/contract'
import { FIELD_LABELS } from '@partfront/core/bom-tool'
import { createActor } from 'xstate'
import { progressFetch } from '../../adapters/progress-fetch.ts'
import { FileReadError, uploadFileAt } from '../../adapters/upload-file.ts'
import { useTyping } from '../keys.tsx'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'
import { useKeys } from '../use-keys.tsx'

type Snapshot = ReturnType<ReturnType<typeof createActor<ReturnType<typeof createBomToolMachine>>>['getSnapshot']>
type Editing = { readonly what: 'file' | 'boards'; readonly text: string } | { readonly what: 'contact'; readonly field: keyof BomContactDraft; readonly contact: BomContactDraft } | null

const CONTACT_FIELDS: readonly (readonly [keyof BomContactDraft, string])[] = [
  ['name', 'Your name'],
  ['email', 'Email    '],
  ['telephone', 'Telephone'],
  ['address', 'Address  '],
]

/**
 * BOM (BOM-1 to BOM-4, issue 18): core's BOM tool machine, as web/'s `/bom` page runs it. A file is read and
 * sent for a preview with the bytes sent shown as they go, the columns confirmed, each line with its match
 * and the reason, priced at the buyer's boards; saved with contact details, its sure lines sent to the cart.
 */
export function BomScreen() {
  const { storefront, navigation, api } = useTerminalStorefront()
  const header = useStorefrontSelector('auth', authHeader)
  const signedIn = header.signedIn
  const [actor] = useState(() => {
    const caller = (http = createFetchHttp()) =>
      createApiCaller({
        http,
        config: { baseUrl: api, webDomain: api },
        session: { token: () => storefront.actors.auth.getSnapshot().context.token, referrer: () => null },
      })
    const machine = createBomToolMachine({
      call: caller(),
      upload: (request, onProgress) => {
        const aborted = new AbortController()
        const http = createFetchHttp({ fetch: (input, init) => progressFetch(onProgress)(input, { ...init, signal: aborted.signal }) })
        return { result: caller(http)(bomPreview, { body: previewBody(request) }), cancel: () => aborted.abort() }
      },
    })
    return createActor(machine, { input: { signedIn, contact: { ...EMPTY_CONTACT, email: header.signedIn ? header.email : '' } } })
  })
  const [snapshot, setSnapshot] = useState<Snapshot>(() => actor.getSnapshot())
  const [editing, setEditing] = useState<Editing>(null)
  useTyping(editing !== null)

  useEffect(() => {
    const subscriptions = [
      actor.subscribe((next) => setSnapshot(next)),
      actor.on('navigate', (event) => navigation.navigate(event.to)),
      actor.on('cart.changed', () => storefront.send({ type: 'cart.refresh' })),
      actor.on('auth.forbidden', (event) => storefront.send({ type: 'auth.forbidden', message: event.message })),
    ]
    actor.start()
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
      actor.stop()
    }
  }, [actor, navigation, storefront])
  useEffect(() => {
    actor.send({ type: 'bom.session', signedIn })
  }, [actor, signedIn])

  const step = toolStep(snapshot)
  const notice = noticeOf(snapshot)
  const progress = uploadProgress(snapshot)
  const mapping = step === 'mapping' ? mappingView(snapshot) : null
  const results = resultsView(snapshot)
  const [fileError, setFileError] = useState<string | null>(null)

  const submit = () => {
    if (editing === null) return
    if (editing.what === 'file') {
      try {
        actor.send({ type: 'bom.file', file: uploadFileAt(editing.text.trim()) })
        setFileError(null)
      } catch (error) {
        setFileError(error instanceof FileReadError ? error.message : String(error))
      }
    } else if (editing.what === 'contact') actor.send({ type: 'bom.save', contact: editing.contact })
    else {
      const boards = readBoards(editing.text)
      if (boards !== undefined && results !== null) actor.send({ type: 'bom.boards', index: results.active.index, boards })
    }
    setEditing(null)
  }

  useKeys((input, key) => {
    if (editing !== null) {
      if (key.escape) setEditing(null)
      if (editing.what === 'contact' && key.tab) {
        const at = CONTACT_FIELDS.findIndex(([name]) => name === editing.field)
        setEditing({ ...editing, field: CONTACT_FIELDS[(at + (key.shift ? -1 : 1) + CONTACT_FIELDS.length) % CONTACT_FIELDS.length]?.[0] ?? 'name' })
      }
      return
    }
    if (input === 'n') return setEditing({ what: 'file', text: '' })
    if (step === 'mapping' && key.return) return void actor.send({ type: 'bom.confirm' })
    if (step === 'uploading' && input === 'x') return void actor.send({ type: 'bom.cancel' })
    if (results === null) return
    if (input === 'B') return setEditing({ what: 'boards', text: String(results.active.boards) })
    if (['1', '2', '3'].includes(input)) return void actor.send({ type: 'bom.activate', index: (Number(input) - 1) as 0 | 1 | 2 })
    if (input === 'S') return setEditing({ what: 'contact', field: 'name', contact: results.contact })
    if (input === 'C') actor.send({ type: 'bom.send', to: 'cart' })
  })

  return (
    <Box flexDirection="column">
      <Text bold>BOM</Text>
      {step === 'empty' && editing === null ? <Text>Price a BOM file (.csv, .xls, .xlsx): press n and type its path.</Text> : null}
      {editing !== null && editing.what === 'file' ? (
        <TextField label="BOM file" value={editing.text} onChange={(text) => setEditing({ what: 'file', text })} onSubmit={submit} focus width={48} />
      ) : null}
      {fileError === null ? null : <Text color="red">{fileError}</Text>}
      {step === 'checking' ? <Spinner label="Reading the file…" /> : null}
      {progress === null ? null : (
        <Box flexDirection="column">
          <Text>{progress.fileName}</Text>
          <Box width={40}>
            <ProgressBar value={progress.percent} />
          </Box>
          <Text dimColor>{progress.text}  (x: cancel)</Text>
        </Box>
      )}
      {mapping === null ? null : (
        <Box flexDirection="column">
          <Text>
            {mapping.fileName}: {mapping.summary}, header on row {mapping.headerRow}
          </Text>
          {mapping.columns.map((column) => (
            <Text key={column.column} color={column.weak ? 'yellow' : undefined}>
              {column.letter.padEnd(3)} {column.header.slice(0, 28).padEnd(28)} → {column.field === null ? '(not read)' : FIELD_LABELS[column.field]} <Text dimColor>{column.confidenceText}</Text>
            </Text>
          ))}
          {mapping.warnings.map((warning) => (
            <Text key={warning} color="yellow">{warning}</Text>
          ))}
          <Text dimColor>Enter: these columns are right; match and price the lines</Text>
        </Box>
      )}
      {results === null ? null : (
        <Box flexDirection="column">
          <Text>
            <Text bold>{results.fileName}</Text>
            <Text dimColor>  {results.pricedAt}</Text>
          </Text>
          <Text>
            {results.builds.map((build) => (
              <Text key={build.index} inverse={build.active}>
                {' '}
                {build.index + 1}: {build.boardsText} {build.total} ({build.perBoard}){' '}
              </Text>
            ))}
          </Text>
          <Text bold>
            {'Row'.padStart(4)} {'MPN'.padEnd(20)} {'Match'.padEnd(12)} {'Part'.padEnd(18)} {'Needed'.padStart(8)} {'Unit'.padStart(9)} {'Extended'.padStart(11)}
          </Text>
          {results.lines.map((line) => (
            <Box key={line.row} flexDirection="column">
              <Text wrap="truncate-end" color={line.standing === 'none' ? 'red' : line.standing === 'check' ? 'yellow' : undefined}>
                {String(line.row).padStart(4)} {line.mpn.slice(0, 20).padEnd(20)} {line.kindLabel.slice(0, 12).padEnd(12)} {(line.product?.model ?? '—').slice(0, 18).padEnd(18)} {line.needed.padStart(8)} {line.unitText.padStart(9)} {line.extendedText.padStart(11)}
              </Text>
              <Text dimColor wrap="truncate-end">
                {'     '}
                {line.reason}
                {line.priceNote === '' ? '' : `  ·  ${line.priceNote}`}
              </Text>
            </Box>
          ))}
          {results.saved === null ? null : <Text color="green">Saved as BOM {results.saved.id} ({results.saved.status}).</Text>}
          {results.sent === null ? null : <Text color="green">{results.sent.text}</Text>}
          {editing !== null && editing.what === 'boards' ? (
            <TextField label="Boards" value={editing.text} onChange={(text) => setEditing({ what: 'boards', text })} onSubmit={submit} focus width={10} />
          ) : null}
          {editing !== null && editing.what === 'contact' ? (
            <Box flexDirection="column">
              <Text bold>Contact details for the BOM (Tab: next, Enter: save, Esc: cancel)</Text>
              {CONTACT_FIELDS.map(([name, label]) => (
                <TextField
                  key={name}
                  label={label}
                  value={editing.contact[name]}
                  onChange={(text) => setEditing({ ...editing, contact: { ...editing.contact, [name]: text } })}
                  onSubmit={submit}
                  focus={editing.field === name}
                  error={results.contactErrors[name]}
                  width={36}
                />
              ))}
            </Box>
          ) : null}
          <Text dimColor>n: another file  ·  1-3: build  ·  B: boards  ·  S: save{results.signedIn ? '' : ' (sign in first)'}  ·  C: send the sure lines to the cart{results.saved === null ? ' (once saved)' : ''}</Text>
        </Box>
      )}
      {notice === null ? null : <Text color="yellow">{notice}</Text>}
    </Box>
  )
}
