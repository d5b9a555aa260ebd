import { useEffect } from 'react'
import { useRunningStorefront } from './storefront.tsx'

/** The attribute of `<html>` the page carries once it has hydrated and its storefront runs: `data-ready`. */
export const READY_ATTRIBUTE = 'data-ready'

/**
 * Marks the document ready (`<html data-ready>`) once the page has hydrated and the storefront's machines have
 * started, for what waits on that moment from outside (the journeys, a monitor): not the `load` event nor a quiet
 * network, which can come before the scripts are even asked for (issue 28, item 5's loader after the first
 * paint). Rendered last in the frame, its effect runs after those of every component the start re-rendered in
 * the same commit (React runs a commit's effects in tree order), so at the mark each one has subscribed to the
 * running machines. The server's HTML never carries it: nothing runs there.
 */
export function ReadyMark() {
  const running = useRunningStorefront() !== undefined
  useEffect(() => {
    if (running) document.documentElement.setAttribute(READY_ATTRIBUTE, '')
  }, [running])
  return null
}
