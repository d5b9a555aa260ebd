import '../app/global.css'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { COLORS, LOCALE } from '@partfront/core/constants'
import { accessDecision } from '@partfront/core/routing'
import { AfterPaintScripts } from '../app/after-paint-scripts.tsx'
import { routeHead } from '../app/head.ts'
import type { RouterContext } from '../app/router-context.ts'
import { NotFound } from '../app/route-errors.tsx'
import { loadShell } from '../app/shell-loader.ts'
import { StorefrontProvider } from '../app/storefront.tsx'
import { ReadyMark } from '../app/ready-mark.tsx'
import { reloadAfterStorefrontFailure } from '../app/storefront-failure.ts'
import { themeCss } from '../app/theme-style.tsx'
import { BackToTop } from '../features/back-to-top/back-to-top.tsx'
import { ChatWidget } from '../features/chat-widget/chat-widget.tsx'
import { CookieBar } from '../features/cookie-bar/cookie-bar.tsx'
import { SiteFooter } from '../features/footer/site-footer.tsx'
import { LayoutEvents } from '../features/header/layout-events.tsx'
import { SiteHeader } from '../features/header/site-header.tsx'
import { LogoutDialog } from '../features/logout/logout-dialog.tsx'
import { Sidebar } from '../features/sidebar/sidebar.tsx'
import { ToastView } from '../features/toast/toast-view.tsx'

/**
 * The document and the frame every page sits in. The access rule runs before anything loads, on the server
 * (a redirect answer) and on every client-side navigation alike (ROUTE-5..7); the frame's data loads once
 * and is reused for the page's life. No `pendingComponent` here: it would throw away the server's HTML.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => {
    const decision = accessDecision(location.href, context.token())
    if (decision.kind === 'redirect') throw redirect({ href: decision.to })
  },
  loader: ({ context }) => loadShell(context),
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const origin = loaderData?.origin ?? ''
    const canonical = `${origin}${matches.at(-1)?.pathname ?? '/'}`
    const head = routeHead({ host: loaderData?.host ?? '', url: canonical })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: COLORS.primary },
        ...head.meta,
      ],
      links: [
        { rel: 'canonical', href: canonical },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
      styles: [{ children: themeCss }],
    }
  },
  component: RootComponent,
  notFoundComponent: ({ data }) => <NotFound data={data} />,
})

function RootComponent() {
  const { document } = Route.useRouteContext()
  return document ? (
    <Document>
      <Frame />
    </Document>
  ) : (
    <Frame />
  )
}

function Document({ children }: { readonly children: ReactNode }) {
  return (
    <html lang={LOCALE}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
        <AfterPaintScripts />
      </body>
    </html>
  )
}

/**
 * The storefront is built here, once per page (per request on the server), from the frame's data, and started
 * after hydration: its machines load then (issue 13), and until they run the frame draws the shell data. Once
 * they run, `ReadyMark` (last, so its effect runs after the others') sets `<html data-ready>`.
 */
function Frame() {
  const context = Route.useRouteContext()
  const shell = Route.useLoaderData()
  const [storefront] = useState(() => context.storefrontFor(shell))
  const router = useRouter()
  useEffect(() => {
    storefront.start().catch(reloadAfterStorefrontFailure)
    // API-7: once a new build is out, the buyer's next navigation loads it as a whole page (the watcher decides).
    return router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, hrefChanged }) => {
      const navigate = { type: 'deployment.navigate', to: toLocation.href } as const
      const deployment = storefront.current()?.actors.deployment
      if (fromLocation !== undefined && hrefChanged && deployment?.getSnapshot().can(navigate) === true) storefront.send(navigate)
    })
  }, [storefront, router])
  return (
    <StorefrontProvider storefront={storefront}>
      <a href="#main" className="pf-skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="pf-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Sidebar />
      <BackToTop />
      <CookieBar />
      <ChatWidget />
      <LogoutDialog />
      <ToastView />
      <LayoutEvents />
      <ReadyMark />
    </StorefrontProvider>
  )
}
