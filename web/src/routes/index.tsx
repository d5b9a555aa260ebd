import { createFileRoute } from '@tanstack/react-router'
import { homeStructuredData } from '@partfront/core/shell'
import { routeHead, tagManagerScripts } from '../app/head.ts'
import { shellOf } from '../app/route-data.ts'
import { HomeIntro } from '../features/home/home-intro.tsx'

/**
 * `/`: the home page, a cover page (SHELL-8: the tag manager when configured), with the Organization and the
 * WebSite search box as JSON-LD. Its sections (categories, brands, news, applications) come with the
 * visitor pages.
 */
export const Route = createFileRoute('/')({
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (shell === undefined) return {}
    const config = shell.webConfig
    const head = routeHead({
      host: shell.host,
      url: `${shell.origin}/`,
      cover: true,
      structuredData: homeStructuredData({
        origin: shell.origin,
        name: config?.siteName ?? shell.host,
        logo: config?.logo,
        email: config?.email,
        phone: config?.phone,
        sameAs: config?.socialLinks.map((link) => link.url),
      }),
    })
    return { ...head, scripts: [...(head.scripts ?? []), ...tagManagerScripts(shell.tagManagerId)] }
  },
  component: HomeIntro,
})
