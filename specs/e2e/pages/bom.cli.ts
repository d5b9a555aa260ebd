import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { isSureKind } from '@partfront/core/bom-tool'
import type { BomCounts } from './bom.page.ts'

/**
 * `npm run bom` as the BOM journeys' second opinion: the terminal reads the same file against the journey
 * server's database, so what the page shows can be checked against a reading that never went through it.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const dataDir = process.env.E2E_DATA_DIR ?? ''

/** A line of `npm run bom -- FILE --json`, the fields the journeys read. */
export interface CliLine {
  readonly row: number
  readonly quantity: number
  readonly fitted: boolean
  readonly match: { readonly kind: string; readonly partId?: number | null }
}

/** `npm run bom -- FILE --json` on the journey server's database. */
export async function bomCli(file: string): Promise<{ lines: readonly CliLine[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/bom.ts', file, '--json'], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: join(dataDir, 'partfront.db') },
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as { lines: readonly CliLine[] }
}

/** Whether a line is bought at all: fitted, and at least one piece per board. */
function bought(line: CliLine): boolean {
  return line.fitted && Math.ceil(line.quantity) > 0
}

/** The counts the page shows, worked out from the command's lines: each kind of the fitted lines, and the do-not-fit. */
export function countsOf(lines: readonly CliLine[]): BomCounts {
  const kinds: Record<string, number> = {}
  let dnp = 0
  for (const line of lines) {
    if (!bought(line)) dnp++
    else kinds[line.match.kind] = (kinds[line.match.kind] ?? 0) + 1
  }
  return { lines: lines.length, kinds, dnp }
}

/**
 * What "Add matched lines to cart" should send for these lines: the sure lines, the parts they name (a part
 * on two lines goes once), and the close or by-value lines that wait for the buyer's confirmation.
 */
export function cartPlanOf(lines: readonly CliLine[]): { readonly sureLines: number; readonly parts: number; readonly unconfirmed: number } {
  const sure = lines.filter((line) => bought(line) && isSureKind(line.match.kind) && line.match.partId != null)
  const unconfirmed = lines.filter((line) => bought(line) && !isSureKind(line.match.kind) && line.match.kind !== 'none' && line.match.partId != null)
  return { sureLines: sure.length, parts: new Set(sure.map((line) => line.match.partId)).size, unconfirmed: unconfirmed.length }
}

/** The first line that waits for the buyer's confirmation (a close or by-value match), if any. */
export function firstUnconfirmed(lines: readonly CliLine[]): CliLine | undefined {
  return lines.find((line) => bought(line) && !isSureKind(line.match.kind) && line.match.kind !== 'none' && line.match.partId != null)
}
