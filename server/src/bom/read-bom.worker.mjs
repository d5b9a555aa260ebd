// The worker's entry point: worker threads do not inherit the TypeScript loader of the thread that starts
// them, so the entry registers it (tsx) before importing the job, which is TypeScript like the rest.
import { register } from 'tsx/esm/api'

register()
await import('./read-bom.job.ts')
