/**
 * Events reach the machines from renderers, ports and other actors. Their payloads are checked by each
 * machine's guards; their *types* must also stay out of XState's own namespace, which XState rejects (`*`)
 * or treats as its own (a forged `xstate.error.actor.…` fails the machine as if a child had failed).
 */

/**
 * Whether `value` may be sent to a machine: an object whose `type` is a non-empty string other than `*`
 * and not starting with `xstate.`. Whatever sends events from outside (the composition root's `send`)
 * filters with this; past it, every machine takes any event in any state without failing (tested).
 */
export function isSendableEvent(value: unknown): value is { readonly type: string } {
  if (typeof value !== 'object' || value === null) return false
  const { type } = value as { type?: unknown }
  return typeof type === 'string' && type !== '' && type !== '*' && !type.startsWith('xstate.')
}
