import { RouterProvider } from '@tanstack/react-router'
import type { App as AppParts } from './create-app.ts'
import { StorefrontProvider } from './storefront.tsx'

/** The whole app: the storefront for the components, and the router. */
export function App({ app }: { readonly app: AppParts }) {
  return (
    <StorefrontProvider storefront={app.storefront}>
      <RouterProvider router={app.router} />
    </StorefrontProvider>
  )
}
