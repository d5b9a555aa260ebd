/** The reload guard (ROUTE-9): machine and rules. */
export { reloadGuardMachine } from './reload-guard.machine.ts'
export {
  type ChunkFailureDecision,
  RELOAD_GUARD_KEY,
  chunkFailureDecision,
  isReloadablePath,
  mayReload,
  parseReloadRecords,
  recordReload,
  serializeReloadRecords,
  type ReloadRecord,
  type ReloadRecords,
} from './reload-guard.rules.ts'
export type {
  ChunkFailedEvent,
  ReloadGuardContext,
  ReloadGuardEmitted,
  ReloadGuardEvent,
  ReloadGuardInput,
} from './reload-guard.types.ts'
