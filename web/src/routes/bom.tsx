import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { contactFromAccount } from '@partfront/core/bom-tool'
import { type AccountInfo, type Address, accountInfo, addressList } from '@partfront/core/contract'
import { pageHead } from '../features/pages/page-head.ts'
import { BomPage } from '../features/bom/bom-page.tsx'

/**
 * `/bom`: the BOM tool (spec §2; PAGE-6, BOM-1 to BOM-4; issue 18). The server renders the page's frame (the
 * sales process, the how-to, the templates and the inputs) with the contact info prefilled from a signed-in
 * member's account and default address (BOM-4); everything after a file is chosen runs in the browser, in
 * core's BOM tool machine. A visitor may try it: a failed account call leaves the contact empty, not the page.
 */
export const Route = createFileRoute('/bom')({
  // The account's raw answers: the contact is made from them in the page (the loader's chunk then shares no
  // BOM code with the page's, which keeps every page's first load as it was, see `npm run check:budgets`).
  loader: async ({ context }): Promise<{ readonly account: AccountInfo | null; readonly addresses: readonly Address[] }> => {
    const token = context.token()
    if (token === undefined || token === '') return { account: null, addresses: [] }
    const [account, addresses] = await Promise.all([
      context.call(accountInfo, {}).catch(() => null),
      context.call(addressList, {}).catch(() => []),
    ])
    return { account, addresses }
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
  const { account, addresses } = Route.useLoaderData()
  const contact = useMemo(() => contactFromAccount(account, addresses), [account, addresses])
  const { call, callOver, token } = Route.useRouteContext()
  const session = token()
  return <BomPage contact={contact} call={call} callOver={callOver} signedIn={session !== undefined && session !== ''} />
}
