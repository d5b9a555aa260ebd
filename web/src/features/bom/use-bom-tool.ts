import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createSessionStorage, createXhrHttp } from '@partfront/adapters'
import {
  BOM_WORK_KEY,
  type BomContactDraft,
  type BomToolActor,
  type BomToolFile,
  type BomToolSnapshot,
  createBomToolMachine,
  previewBody,
} from '@partfront/core/bom-tool'
import type { ApiCaller } from '@partfront/core/client'
import { bomPreview, type FileDownload } from '@partfront/core/contract'
import type { HttpPort } from '@partfront/core/ports'
import { createActor } from 'xstate'
import { useStorefront } from '../../app/storefront.tsx'
import { useActorSnapshot, useStartedActor } from '../../app/use-page-actor.ts'
import { readInWorker } from './read-in-worker.ts'

/** What the page's machine is built over: the route's callers, and the contact prefilled from the account. */
export interface BomToolSetup {
  readonly call: ApiCaller
  readonly callOver: (http: HttpPort) => ApiCaller
  readonly contact: BomContactDraft
  /**
   * Whether the buyer holds a session (the `user-token` cookie): saving and sending need one, and a visitor
   * is asked to sign in first.
   */
  readonly signedIn: boolean
}

/** Saves a downloaded file the way a browser saves a link's file. */
function saveFile(file: FileDownload): void {
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mediaType }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The page's BOM tool: core's machine over the route's typed caller, the chosen file read in a Web Worker
 * (`read-in-worker.ts`), the upload over `XMLHttpRequest` (its progress and cancel), session storage for a visitor's work, and the storefront (the cart's count, the
 * session). The machine starts after hydration; what it emits is handed to the router and the browser.
 */
export function useBomTool(setup: BomToolSetup): BomToolActor {
  const storefront = useStorefront()
  const router = useRouter()
  const { signedIn } = setup
  const [machine] = useState(() =>
    createBomToolMachine({
      call: setup.call,
      upload: (request, onProgress) => {
        const http = createXhrHttp({ onUploadProgress: onProgress })
        return { result: setup.callOver(http)(bomPreview, { body: previewBody(request) }), cancel: () => http.abort() }
      },
      // A chosen file is read off the page's thread, stopped if it takes too long (a damaged .xls).
      ...(typeof Worker === 'undefined' ? {} : { readFile: (file: BomToolFile) => readInWorker(file) }),
    }),
  )
  const actor = useStartedActor(
    () => createActor(machine, { input: { signedIn, contact: setup.contact } }),
    (started) => started.send({ type: 'bom.cancel' }),
  )

  useEffect(() => {
    const session = createSessionStorage()
    const subscriptions = [
      actor.on('navigate', (event) => void router.navigate({ href: event.to })),
      actor.on('cart.changed', () => storefront.send({ type: 'cart.refresh' })),
      actor.on('download', (event) => saveFile(event.file)),
      actor.on('auth.forbidden', (event) => storefront.send({ type: 'auth.forbidden', message: event.message })),
      actor.on('session.keep', (event) => session.setItem(event.key, event.value)),
      actor.on('session.clear', (event) => session.removeItem(event.key)),
    ]
    actor.send({ type: 'bom.restore', stored: session.getItem(BOM_WORK_KEY) })
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, router, storefront])

  useEffect(() => {
    actor.send({ type: 'bom.session', signedIn })
  }, [actor, signedIn])

  return actor
}

/** The BOM tool's snapshot, re-rendering on each change. */
export function useBomSnapshot(actor: BomToolActor): BomToolSnapshot {
  return useActorSnapshot(actor)
}
