/**
 * A stand-in for the external support provider of spec §2, on a loopback origin of its own (`E2E_CHAT_PORT`),
 * started by `playwright.config.ts` beside the storefront (whose `CHAT_WIDGET_URL` names it). Its one script
 * marks the page it ran in and draws nothing, so the journeys that accept cookies are not changed by it.
 */
import { createServer } from 'node:http'

/** What the fake widget does: count its runs on the page, where a journey can read them. */
const FAKE_WIDGET_SCRIPT = "document.documentElement.dataset.chatWidgetRuns = String(Number(document.documentElement.dataset.chatWidgetRuns || '0') + 1)\n"

const port = Number(process.env.E2E_CHAT_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('fake-chat-provider: set E2E_CHAT_PORT')

createServer((request, response) => {
  if (request.url === '/widget.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
    response.end(FAKE_WIDGET_SCRIPT)
    return
  }
  response.writeHead(404, { 'content-type': 'text/plain' })
  response.end('Not found')
}).listen(port, '127.0.0.1', () => {
  console.log(`Fake chat provider on http://127.0.0.1:${port}/widget.js`)
})
