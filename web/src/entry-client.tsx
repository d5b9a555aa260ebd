import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createApp } from './app/create-app.ts'

/**
 * The browser's entry: the router built once for this page, hydrating the server's HTML with the loaders'
 * dehydrated data (the root route then builds the storefront from it and starts it).
 */
const app = createApp()

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={app.router} />
  </StrictMode>,
)
