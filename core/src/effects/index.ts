/** The requests machines emit to the outside world (forwarded to the ports by the composition root). */
export type {
  AssignEffect,
  Effect,
  NavigateEffect,
  PersistEffect,
  ReloadEffect,
  StorageArea,
  ToastEffect,
  ToastRequest,
  ToastType,
} from './effects.types.ts'
export { isSendableEvent } from './events.rules.ts'
