import { useMatches, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { afterPaintLoader } from '@partfront/core/routing'

/** The fields the server's route manifest adds for the loader (server/src/web/route-assets.ts). */
interface AfterPaintAssets {
  readonly entry?: unknown
  readonly afterPaint?: unknown
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/**
 * Issue 28, item 5: the page's one script loader, at the end of the body under the response's nonce: the client
 * entry and the chunks of the routes the page renders, asked for after the first paint (core's
 * `afterPaintLoader`). Its text comes from the server's route manifest; without one (a test's render) it is
 * empty. The browser keeps the server's element as it is: a script React writes never runs, and the text is
 * kept from the first render, so a later navigation does not rewrite it.
 */
export function AfterPaintScripts() {
  const router = useRouter()
  const routeIds = useMatches({ select: (matches) => matches.map((match): string => match.routeId) })
  const [text] = useState(() => {
    const routes = router.ssr?.manifest?.routes as Record<string, AfterPaintAssets | undefined> | undefined
    const entry = routes?.['__root__']?.entry
    if (typeof entry !== 'string') return ''
    return afterPaintLoader(entry, ['__root__', ...routeIds.filter((id) => id !== '__root__')].flatMap((id) => strings(routes?.[id]?.afterPaint)))
  })
  return <script nonce={router.options.ssr?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
}
