import { createFileRoute } from '@tanstack/react-router'
import { INDUSTRIES } from '@partfront/core/constants'
import { hyphenate } from '@partfront/core/routing'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/**
 * `/application` (PAGE-4; the main nav's Application item, SHELL-1): the six industries, each linking its page.
 * Ours: spec §2 leaves the path "not shown".
 */
export const Route = createFileRoute('/application/')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'Applications',
      description: `Electronic components for ${INDUSTRIES.join(', ')}.`,
      path: '/application',
    }),
  component: ApplicationsRoute,
})

function ApplicationsRoute() {
  return (
    <SimplePage title="Applications" lead="The industries we supply, and the parts each relies on.">
      <LinkList label="Industries" links={INDUSTRIES.map((name) => ({ href: `/application/${hyphenate(name)}`, label: name }))} />
    </SimplePage>
  )
}
