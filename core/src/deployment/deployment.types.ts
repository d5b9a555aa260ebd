import type { AssignEffect, ReloadEffect } from '../effects/effects.types.ts'
import type { ClockPort } from '../ports/clock.ts'
import type { KnownBuild, LatestBuild } from './deployment.rules.ts'

/** What the watcher starts from. */
export interface DeploymentWatcherInput {
  /** The time source for the `?{timestamp}` of each poll (`ClockPort`; in tests the `SimulatedClock`). */
  readonly clock: ClockPort
  /**
   * The id of the build this page was built from, when the web build embeds it. Without it the first
   * answer is taken as the current build (a deployment between page load and that answer goes unnoticed).
   */
  readonly buildId?: string
  /** Where the built files are served. @default '/' */
  readonly base?: string
}

export interface DeploymentWatcherContext {
  readonly clock: ClockPort
  readonly base: string
  /** The build this page runs. */
  readonly current: KnownBuild | null
  /** The newer build found, once there is one. */
  readonly latest: LatestBuild | null
}

/** Stop polling (the composition root is shutting down). */
export interface DeploymentStopEvent {
  readonly type: 'deployment.stop'
}

/**
 * The router is about to go to `to` (a site path). Once a new build is known, the watcher turns it into a
 * full navigation so the buyer lands on the new build (API-7).
 */
export interface DeploymentNavigateEvent {
  readonly type: 'deployment.navigate'
  readonly to: string
}

/** The buyer asked to load the new build now (e.g. a "new version" notice's Reload button). */
export interface DeploymentReloadEvent {
  readonly type: 'deployment.reload'
}

export type DeploymentWatcherEvent = DeploymentStopEvent | DeploymentNavigateEvent | DeploymentReloadEvent

/** The watcher only ever loads the page anew: at the next navigation, or now on request. */
export type DeploymentWatcherEmitted = AssignEffect | ReloadEffect

/** What the `fetchLatestBuild` actor is given: the URL to GET. */
export interface FetchLatestBuildInput {
  readonly url: string
}
