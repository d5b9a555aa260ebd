/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The id of this client build (API-7), written by `web/build/build-id.ts`; `undefined` outside a build. */
  readonly VITE_BUILD_ID?: string
}
