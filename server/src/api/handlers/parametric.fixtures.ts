import type { CategoryId, Facet } from '@partfront/core/contract'
import { afterAll, beforeAll } from 'vitest'
import { CATEGORIES } from '../../demo/index.ts'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'

/**
 * Fixtures of issue 29's handler tests (`catalog-facets`, `search-facets`): the app on the demo catalog, its
 * categories by slug, a raw call's status and message, and one facet of an answer.
 */

/**
 * The app on a store seeded with `parts` demo parts and their attribute values, started before the file's tests
 * and closed after them; the getter gives it to the tests.
 */
export function demoCatalogApi(parts = 3000): () => TestApi {
  let api: TestApi | undefined
  // Seeding 3,000 parts with their values took over Vitest's 10 s for a hook on the shared machine under load.
  beforeAll(async () => {
    api = await startTestApi({ seed: (store) => seedDemoCatalog(store, { parts }).then(() => undefined) })
  }, 60_000)
  afterAll(() => api?.close())
  return () => {
    if (api === undefined) throw new Error('The demo catalog app has not started')
    return api
  }
}

/** A demo leaf category's id by its attribute list's slug (`chip-resistors`). */
export function demoCategory(slug: string): CategoryId {
  const found = CATEGORIES.find((category) => category.slug === slug)
  if (found === undefined) throw new Error(`No demo category ${slug}`)
  return found.id as CategoryId
}

/** A raw GET of `path`: its status and the envelope's message (a refusal names its problem there). */
export async function statusOf(api: TestApi, path: string): Promise<{ status: number; message: string }> {
  const response = await api.fetch(path)
  return { status: response.status, message: ((await response.json()) as { message: string }).message }
}

/** The facet `key` of an answer's facets; throws when it has none. */
export function facetOf(facets: readonly Facet[] | undefined, key: string): Facet {
  const found = facets?.find((item) => item.key === key)
  if (found === undefined) throw new Error(`No facet ${key}`)
  return found
}
