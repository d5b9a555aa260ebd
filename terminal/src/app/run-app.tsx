import { render } from 'ink'
import { buildTerminalStorefront } from '../build-storefront.ts'
import { App } from './app.tsx'

/** Opens the interactive storefront on the terminal; resolves with the exit status once the buyer quits. */
export async function runApp(options: { readonly api: string }): Promise<number> {
  if (!process.stdin.isTTY) {
    process.stderr.write('The interactive storefront needs a terminal. For scripts: partfront search|product|bom … (see --help).\n')
    return 2
  }
  const built = buildTerminalStorefront({ api: options.api })
  built.storefront.start()
  // 60 frames a second at most (Ink's default 30 holds a keystroke's frame up to 33 ms).
  const instance = render(<App storefront={built} />, { exitOnCtrlC: true, maxFps: 60 })
  await instance.waitUntilExit()
  built.storefront.stop()
  return 0
}
