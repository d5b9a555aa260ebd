import { createFileRoute } from '@tanstack/react-router'
import { type BomContactDraft, EMPTY_CONTACT, contactFromAccount } from '@partfront/core/bom-tool'
import { accountInfo, addressList } from '@partfront/core/contract'
import { pageHead } from '../features/pages/page-head.ts'
import { BomPage } from '../features/bom/bom-page.tsx'

/**
 * `/bom`: the BOM tool (spec §2; PAGE-6, BOM-1 to BOM-4; issue 18). The server renders the page's frame (the
 * sales process, the how-to, the templates and the inputs) with the contact info prefilled from a signed-in
 * member's account and default address (BOM-4); everything after a file is chosen runs in the browser, in
 * core's BOM tool machine. A visitor may try it: a failed account call leaves the contact empty, not the page.
 */
export const Route = createFileRoute('/bom')({
  loader: async ({ context }): Promise<{ readonly contact: BomContactDraft }> => {
    const token = context.token()
    if (token === undefined || token === '') return { contact: EMPTY_CONTACT }
    const [info, addresses] = await Promise.all([
      context.call(accountInfo, {}).catch(() => null),
      context.call(addressList, {}).catch(() => []),
    ])
    return { contact: contactFromAccount(info, addresses) }
  },
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'BOM Tool: upload, match and price your bill of materials',
      path: '/bom',
      description: 'Upload a BOM (Excel or CSV): every line matched to our catalog, priced at your build quantity, sent to the cart or for a quote.',
    }),
  component: BomRoute,
})

function BomRoute() {
  const { contact } = Route.useLoaderData()
  const { call, callOver, token } = Route.useRouteContext()
  const session = token()
  return <BomPage contact={contact} call={call} callOver={callOver} signedIn={session !== undefined && session !== ''} />
}
