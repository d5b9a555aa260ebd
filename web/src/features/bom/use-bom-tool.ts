import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { createSessionStorage, createXhrHttp } from '@partfront/adapters'
import { BOM_WORK_KEY, type BomContactDraft, type BomToolActor, type BomToolSnapshot, createBomToolMachine, previewBody } from '@partfront/core/bom-tool'
import type { ApiCaller } from '@partfront/core/client'
import { bomPreview, type FileDownload } from '@partfront/core/contract'
import type { HttpPort } from '@partfront/core/ports'
import { createActor } from 'xstate'
import { useStorefront } from '../../app/storefront.tsx'

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

/**
 * An actor made once and started after mount (so the server's render and the first render in the browser draw
 * the same initial snapshot). Leaving the page cancels an upload in flight; the actor is not stopped, since a
 * stopped actor cannot start again and React's development mode mounts twice: it holds no timers, and goes with
 * the page. Ours rather than `@xstate/react`'s `useActorRef`: a route chunk that imports that one (it brings a
 * CommonJS helper) makes the bundler split shared code out of the entry, and every page's first load grew by
 * about 4 kB (`npm run check:budgets`).
 */
function useStartedActor(make: () => BomToolActor): BomToolActor {
  const [actor] = useState(make)
  useEffect(() => {
    actor.start()
    return () => {
      actor.send({ type: 'bom.cancel' })
    }
  }, [actor])
  return actor
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
 * The page's BOM tool: core's machine over the route's typed caller, the upload over `XMLHttpRequest` (its
 * progress and cancel), session storage for a visitor's work, and the storefront (the cart's count, the
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
    }),
  )
  const actor = useStartedActor(() => createActor(machine, { input: { signedIn, contact: setup.contact } }))

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

/**
 * The actor's snapshot, re-rendering on each change (a transition makes a new snapshot, so selectors run in a
 * `useMemo` on it). Ours rather than `@xstate/react`'s `useSelector`: with a machine in this chunk, importing
 * that one too makes the bundler split shared code out of the entry (every page's first load grew by 3.5 kB,
 * `npm run check:budgets`).
 */
export function useBomSnapshot(actor: BomToolActor): BomToolSnapshot {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const current = useCallback(() => actor.getSnapshot(), [actor])
  return useSyncExternalStore(subscribe, current, current)
}
