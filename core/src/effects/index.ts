/** The requests machines emit to the outside world (forwarded to the ports by the composition root). */
export type {
  AssignEffect,
  AuthForbiddenEvent,
  AuthSignedInEvent,
  AuthSignedOutEvent,
  CartLoadEvent,
  CookieEffect,
  DrawerList,
  Effect,
  ForgetEffect,
  NavigateEffect,
  PersistEffect,
  RelayedEvent,
  ReloadEffect,
  SidebarOpenEvent,
  StorageArea,
  ToastEffect,
  ToastRequest,
  ToastType,
} from './effects.types.ts'
export { isSendableEvent } from './events.rules.ts'
export { parseStoredArray } from './stored.rules.ts'
