import type { BomUploadResult, EnvelopeOf } from '@partfront/core/contract'
import { expect } from 'vitest'
import { type BomFixtureParts, type BomMember, createBomMember, seedBomParts, uploadForm } from '../../bom/bom.fixtures.ts'
import type { SqliteStore } from '../../store/sqlite/sqlite-store.ts'
import { type TestApi, type TestApiOptions, startTestApi } from '../../testing/test-api.ts'

/**
 * Fixtures of the BOM handler tests that send, preview and pick (`bom.send`, `bom.preview`, `bom.picks`): the
 * app on a fresh store with the BOM catalog and two members, and the calls they make. The parts and members
 * themselves are `../../bom/bom.fixtures.ts`'s.
 */

/** A board of five lines, one of each match kind (as `bom.test.ts` pins them). */
export const FIVE_KINDS_ROWS: ReadonlyArray<readonly string[]> = [
  ['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8'], // row 2: exact LM358DR
  ['R1, R2, R3', '3', '', '', '10k', 'Resistor_SMD:R_0603_1608Metric'], // 3: by value
  ['U4', '1', '1.5SMC6.8CA', 'Vishay', '', ''], // 4: close
  ['D2', '1', '1N4148W', '', '', ''], // 5: exact, another maker offered
  ['U9', '1', 'XQ9Z77001', '', '', ''], // 6: none
]

/** The app with the BOM catalog and two members, Alice and Bob. */
export interface BomWorld {
  readonly api: TestApi
  readonly parts: BomFixtureParts
  readonly alice: BomMember
  readonly bob: BomMember
}

/** Starts the app on a fresh store with the fixtures, and `seed`'s own after them. Close `api` after. */
export async function startBomWorld(
  options: Omit<TestApiOptions, 'seed'> & { readonly seed?: (store: SqliteStore) => Promise<void> } = {},
): Promise<BomWorld> {
  let seeded: Omit<BomWorld, 'api'> | undefined
  const api = await startTestApi({
    ...options,
    seed: async (store) => {
      const parts = await seedBomParts(store)
      await options.seed?.(store)
      seeded = { parts, alice: await createBomMember(store, 'alice'), bob: await createBomMember(store, 'bob') }
    },
  })
  if (seeded === undefined) throw new Error('not seeded')
  return { api, ...seeded }
}

/** A response's envelope, whose code must be the HTTP status. */
export async function envelope<T>(response: Response): Promise<EnvelopeOf<T>> {
  const body = (await response.json()) as EnvelopeOf<T>
  expect(response.status).toBe(body.code)
  return body
}

/** A GET, or a JSON POST when there is a body, with the member's token when given; answers the envelope. */
export async function call<T>(
  api: TestApi,
  path: string,
  token: string | undefined,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<EnvelopeOf<T>> {
  const headers = new Headers(extraHeaders)
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`)
  if (body === undefined) return envelope<T>(await api.fetch(path, { headers }))
  headers.set('Content-Type', 'application/json')
  return envelope<T>(await api.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }))
}

/** Uploads a CSV BOM for the member, with the contact; the upload must succeed. */
export async function uploadBom(api: TestApi, token: string, csv: string, name: string): Promise<BomUploadResult> {
  const response = await api.fetch('/api/bom/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: uploadForm(csv, name) })
  const answer = await envelope<BomUploadResult>(response)
  expect(answer.message).toBe('OK')
  return answer.data
}
