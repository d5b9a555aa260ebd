import axe from 'axe-core'
import type { SetupWorker } from 'msw/browser'
import { contract } from '@partfront/core/contract'
import { on, signIn as signInMember, success } from '../../app/api-mocks.testing.ts'

/** The member the signed-in tests use, and signing in and out (shared with every feature's tests). */
export { TEST_MEMBER_EMAIL as MEMBER_EMAIL, signOut } from '../../app/api-mocks.testing.ts'

/** A member with `cartNum` in the cart (the frame's badge). */
export function signIn(worker: SetupWorker, cartNum = 2) {
  signInMember(worker, { cartNum })
}

/** Any results page answers one empty page. */
export function emptyResults(worker: SetupWorker) {
  worker.use(
    on(contract.searchList, ({ request }) =>
      success(contract.searchList, {
        keyWord: new URL(request.url).searchParams.get('keyWord') ?? '',
        list: [],
        total: 0,
        page: 1,
        pageSize: 20,
        totalIsExact: true,
        facets: { categories: [], manufacturers: [], packages: [], inStock: 0 },
      }),
    ),
  )
}

/** Three trending parts from the server (SEARCH-5). */
export function trending(worker: SetupWorker) {
  worker.use(
    on(contract.searchTrending, () =>
      success(contract.searchTrending, [
        { id: 1, model: 'LM358DR' },
        { id: 2, model: 'NE555P' },
        { id: 3, model: 'TL072CP' },
      ]),
    ),
  )
}

/** axe (WCAG 2.0/2.1 A and AA) on the header and whatever floats over it (menus, listboxes, popovers). */
export async function headerViolations() {
  // Colours are measured once the panels have faded in.
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
  const result = await axe.run(
    { include: [['header'], ['[data-radix-popper-content-wrapper]']] },
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
  )
  return result.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
