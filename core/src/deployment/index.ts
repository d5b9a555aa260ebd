/** The deployment watcher (API-7): machine, selector and rules. */
export { deploymentWatcherMachine } from './deployment.machine.ts'
export { availableBuild } from './deployment.selectors.ts'
export {
  LATEST_BUILD_FILE,
  isNewBuild,
  latestBuildUrl,
  parseLatestBuild,
  rememberBuild,
  type KnownBuild,
  type LatestBuild,
} from './deployment.rules.ts'
export type {
  DeploymentNavigateEvent,
  DeploymentReloadEvent,
  DeploymentStopEvent,
  DeploymentWatcherContext,
  DeploymentWatcherEmitted,
  DeploymentWatcherEvent,
  DeploymentWatcherInput,
  FetchLatestBuildInput,
} from './deployment.types.ts'
