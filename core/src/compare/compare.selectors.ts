import type { ProductId } from '../contract/common.ts'
import { canAddToCompare, compareHref } from './compare.rules.ts'
import type { CompareContext } from './compare.types.ts'

/** What the compare list shows, from any snapshot of its machine (no XState needed: issue 13). */
interface CompareSnapshotLike {
  readonly context: CompareContext
}

export function compareIds(snapshot: CompareSnapshotLike): readonly ProductId[] {
  return snapshot.context.list
}

export function isCompared(snapshot: CompareSnapshotLike, id: ProductId): boolean {
  return snapshot.context.list.includes(id)
}

/** Whether ticking `id` would be taken (it is ticked, or there is room). */
export function canCompare(snapshot: CompareSnapshotLike, id: ProductId): boolean {
  return canAddToCompare(snapshot.context.list, id)
}

export function compareLink(snapshot: CompareSnapshotLike): string {
  return compareHref(snapshot.context.list)
}

export function compareRefusal(snapshot: CompareSnapshotLike): string | null {
  return snapshot.context.refusal
}
