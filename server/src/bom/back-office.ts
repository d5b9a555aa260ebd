import { BomStatus, type BomId } from '@partfront/core/contract'
import { AdminError } from '../admin/admin-error.ts'
import { formatInstant, formatTable } from '../admin/table.ts'
import { BOM_MOVES, canMoveBom } from '../store/boms.port.ts'
import type { Store } from '../store/store.ts'

/**
 * The back office's BOM commands (`npm run admin -- boms`, `bom:status ID STATUS`): list every member's BOMs
 * and move one along the sales process (PAGE-6). Each takes the store and answers the text to print; bad input
 * throws an `AdminError` with the message to show.
 */

const STATUSES = BomStatus.literals

/** A BOM status named on the command line, or an `AdminError` listing the ones there are. */
export function parseBomStatus(text: string): BomStatus {
  const status = STATUSES.find((candidate) => candidate === text)
  if (status === undefined) throw new AdminError(`Unknown BOM status "${text}": use one of ${STATUSES.join(', ')}`)
  return status
}

/** A BOM id named on the command line (digits), or an `AdminError`. */
export function parseBomId(text: string | undefined): BomId {
  if (text === undefined || !/^[1-9][0-9]{0,15}$/u.test(text)) {
    throw new AdminError(`Please give a BOM id (a number, as \`boms\` lists them)${text === undefined ? '' : `, not "${text}"`}`)
  }
  return Number(text) as BomId
}

/** The newest BOMs of every member, of one status when given. */
export async function listBoms(store: Store, filter: { readonly status?: BomStatus; readonly limit: number }): Promise<string> {
  const boms = await store.boms.listAllBoms(filter)
  return formatTable(
    [
      { heading: 'ID', align: 'right' },
      { heading: 'File' },
      { heading: 'Status' },
      { heading: 'Lines', align: 'right' },
      { heading: 'Models', align: 'right' },
      { heading: 'Uploaded (UTC)' },
      { heading: 'Member' },
      { heading: 'Contact' },
    ],
    boms.map((bom) => [
      String(bom.id),
      bom.fileName,
      bom.status,
      String(bom.lines),
      String(bom.models),
      formatInstant(bom.createdAt),
      bom.email,
      bom.contactName,
    ]),
    filter.status === undefined ? 'No BOMs yet.' : `No BOMs are ${filter.status}.`,
  )
}

/** Moves a BOM one step along the sales process: uploaded → distributed → verifying → confirmed → ordered. */
export async function moveBomStatus(store: Store, id: BomId, to: BomStatus, at: string): Promise<string> {
  const bom = await store.boms.findAnyBom(id)
  if (bom === undefined) throw new AdminError(`There is no BOM ${id}`)
  if (bom.status === to) throw new AdminError(`BOM ${id} is already ${to}`)
  if (!canMoveBom(bom.status, to)) {
    const next = BOM_MOVES[bom.status]
    throw new AdminError(
      `BOM ${id} is ${bom.status} and cannot move to ${to}: ${next.length === 0 ? `${bom.status} is final` : `it can move to ${next.join(' or ')}`}`,
    )
  }
  const moved = await store.boms.moveBom({ id, from: bom.status, to, at, source: 'back office' })
  if (moved === undefined) throw new AdminError(`BOM ${id} changed while this ran; list it again with \`boms\``)
  return `BOM ${id} (${moved.fileName}) moved from ${bom.status} to ${moved.status}.`
}
