import { parseArgs } from 'node:util'
import { readBoards, BOARDS_MESSAGE } from '@partfront/core/bom-tool'
import { LIMITS } from '@partfront/core/constants'

/**
 * `partfront [--api URL]` (the interactive app) and its scripting commands:
 * `search KEYWORD [--qty N] [--json]`, `product PART-OR-ID [--qty N] [--json]`, `bom FILE [--boards N] [--json]`.
 * Bad input is a `UsageError`: its message is printed as it is, and the command exits 2.
 */

export const DEFAULT_API = 'http://localhost:3000'

export const USAGE = `Usage: partfront [--api URL]                           the interactive storefront
       partfront search KEYWORD [--qty N] [--json]     parts matching a part number or words
       partfront product PART-OR-ID [--qty N] [--json] one part: its stock and prices
       partfront bom FILE [--boards N] [--json]        a BOM file matched and priced for N boards

(npm run shop -- ... runs the same.)

Options:
  --api URL    the Partfront server (default: $PARTFRONT_API, or ${DEFAULT_API})
  --qty N      price each part at N pieces (raised to its minimum order, rounded up to its pack)
  --boards N   the build quantity a BOM is priced for (default 1)
  --json       print JSON for a script instead of a table
  --help, -h   this text

Exit status: 0 found, 1 not found, 2 bad input or no server.`

/** Bad input: the message says what and how to fix it; exit 2, no stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

export type ShopCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'interactive'; readonly api: string }
  | { readonly kind: 'search'; readonly api: string; readonly keyword: string; readonly qty: number | null; readonly json: boolean }
  | { readonly kind: 'product'; readonly api: string; readonly part: string; readonly qty: number | null; readonly json: boolean }
  | { readonly kind: 'bom'; readonly api: string; readonly file: string; readonly boards: number; readonly json: boolean }

/** A positive whole quantity as typed (`1,000` or `1000`), at most `LIMITS.maxQuantity`. */
function readQuantity(text: string): number {
  const trimmed = text.trim().replace(/,/gu, '')
  const quantity = Number(trimmed)
  if (!/^\d{1,12}$/u.test(trimmed) || quantity < 1 || quantity > LIMITS.maxQuantity) {
    throw new UsageError(`--qty must be a whole number from 1 to ${LIMITS.maxQuantity.toLocaleString('en-US')}, not "${text}".`)
  }
  return quantity
}

/** The API's origin: a http(s) URL, its trailing slashes dropped. */
function readApi(text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new UsageError(`--api must be a URL such as ${DEFAULT_API}, not "${text}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--api must be an http or https URL, not "${text}".`)
  return text.replace(/\/+$/u, '')
}

/** Reads the command line (after `partfront`/`npm run shop --`) with the environment's `PARTFRONT_API`. */
export function parseShopArgs(args: readonly string[], env: Readonly<Record<string, string | undefined>>): ShopCommand {
  let values: { api?: string | undefined; qty?: string | undefined; boards?: string | undefined; json?: boolean | undefined; help?: boolean | undefined }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        api: { type: 'string' },
        qty: { type: 'string' },
        boards: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    // node:util's own words ("Unknown option '--x'"), without its error code.
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/su, '.') : String(error)
    throw new UsageError(`${message}\n\n${USAGE}`)
  }
  if (values.help === true) return { kind: 'help' }
  const fromEnv = env['PARTFRONT_API']
  const api = readApi(values.api ?? (fromEnv !== undefined && fromEnv !== '' ? fromEnv : DEFAULT_API))
  const [command, ...rest] = positionals
  const json = values.json === true
  const refuse = (option: string, where: string) => {
    throw new UsageError(`${option} is for ${where} only.\n\n${USAGE}`)
  }
  const one = (what: string): string => {
    if (rest.length === 0 || rest.join(' ').trim() === '') throw new UsageError(`Please give ${what}.\n\n${USAGE}`)
    return rest.join(' ').trim()
  }

  switch (command) {
    case undefined:
      if (values.qty !== undefined) refuse('--qty', 'search and product')
      if (values.boards !== undefined) refuse('--boards', 'bom')
      if (json) refuse('--json', 'search, product and bom')
      return { kind: 'interactive', api }
    case 'search':
    case 'product': {
      if (values.boards !== undefined) refuse('--boards', 'bom')
      const qty = values.qty === undefined ? null : readQuantity(values.qty)
      return command === 'search'
        ? { kind: 'search', api, keyword: one('a keyword (a part number or words)'), qty, json }
        : { kind: 'product', api, part: one('a part number or a product id'), qty, json }
    }
    case 'bom': {
      if (values.qty !== undefined) refuse('--qty', 'search and product')
      if (rest.length !== 1) throw new UsageError(rest.length === 0 ? `Please name a BOM file.\n\n${USAGE}` : `One BOM file at a time, please: "${rest.slice(1).join(' ')}" is one too many.`)
      const boards = values.boards === undefined ? 1 : readBoards(values.boards)
      if (boards === undefined) throw new UsageError(`--boards: ${BOARDS_MESSAGE}, not "${values.boards}".`)
      return { kind: 'bom', api, file: rest[0] ?? '', boards, json }
    }
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`)
  }
}
