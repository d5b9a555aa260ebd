/** The deployment watcher (API-7): machine, selector and rules. */
export { availableBuild, deploymentWatcherMachine } from './deployment.machine.ts'
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
