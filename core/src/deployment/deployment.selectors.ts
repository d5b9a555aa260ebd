import type { LatestBuild } from './deployment.rules.ts'
import type { DeploymentWatcherContext } from './deployment.types.ts'

/**
 * What the deployment watcher shows, read from any snapshot of its machine (`deployment.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** API-7: the new build found, or `null` while the page runs the newest one. */
export function availableBuild(snapshot: { readonly context: DeploymentWatcherContext }): LatestBuild | null {
  return snapshot.context.latest
}
