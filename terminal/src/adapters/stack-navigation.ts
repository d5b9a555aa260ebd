import type { NavigationPort } from '@partfront/core/ports'

/**
 * Navigation as a stack of screens: the storefront's paths (`/login`, `/cart`, `/product/…`) are pushed as
 * the machines navigate, Escape pops back. A full navigation (`assign`) and a reload have no page to load in a
 * terminal: an `assign` to a site path is a push like a soft one; to another site, it is shown, not opened.
 */
export interface StackNavigation extends NavigationPort {
  /** The screens, oldest first; the last is shown. */
  stack(): readonly string[]
  /** Pops the shown screen (never the first); answers whether it did. */
  back(): boolean
  /** Replaces the whole stack with `path` (the menu's jumps). */
  reset(path: string): void
  /** Called after every change. */
  subscribe(listener: () => void): () => void
}

export function createStackNavigation(initialPath = '/'): StackNavigation {
  let screens: string[] = [initialPath]
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const push = (path: string) => {
    if (screens.at(-1) === path) return
    screens = [...screens, path]
    changed()
  }
  return {
    currentPath: () => screens.at(-1) ?? initialPath,
    navigate: push,
    assign: (url) => {
      if (url.startsWith('/')) push(url)
    },
    reload: changed,
    stack: () => screens,
    back: () => {
      if (screens.length <= 1) return false
      screens = screens.slice(0, -1)
      changed()
      return true
    },
    reset: (path) => {
      screens = [path]
      changed()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
