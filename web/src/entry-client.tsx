import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createApp } from './app/create-app.ts'
import { preparePageStyles } from './app/page-styles.ts'

/**
 * The browser's entry: the router built once for this page, hydrating the server's HTML with the loaders'
 * dehydrated data (the root route then builds the storefront from it and starts it).
 *
 * Hydration runs as a transition, so React hydrates in slices and yields to the browser between them instead
 * of one long task (as Next.js and Remix do): on a slow phone a tap or a scroll is not held up by it. Measured
 * in the README (`npm run bench:web`): less Total Blocking Time on the product, search and category pages.
 */
preparePageStyles(document)
const app = createApp()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={app.router} />
    </StrictMode>,
  )
})
