import { useEffect } from 'react'
import { cookieChoice } from '@partfront/core/cookie-consent'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefrontSelector } from '../../app/storefront.tsx'

/** The longest wait for an idle moment before the script loads anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 5000

/**
 * Spec §2: "A chat widget from an external support provider is loaded". The provider's script
 * (`CHAT_WIDGET_URL`, the one third-party origin the CSP then allows) is added to the page only once the buyer
 * has accepted cookies (SHELL-6: the provider sets its own) and the page is idle, so it never competes with
 * the page's own first load: unset, rejected or not yet answered, nothing loads. Ours: the script is added once
 * per page life, and a later navigation does not add it again.
 */
export function ChatWidget() {
  const { chatWidgetUrl } = useShellData()
  const accepted = useStorefrontSelector('cookieConsent', (snapshot) => cookieChoice(snapshot) === 'accepted', false)
  useEffect(() => {
    if (chatWidgetUrl === null || !accepted) return
    return whenIdle(() => loadScriptOnce(chatWidgetUrl))
  }, [chatWidgetUrl, accepted])
  return null
}

/**
 * Runs `task` once the page has loaded and the browser is idle (at most `IDLE_TIMEOUT_MS` after load); the
 * returned function cancels it.
 */
function whenIdle(task: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      // Without requestIdleCallback (Safari): a moment after load.
      const timer = window.setTimeout(task, 1000)
      cancel = () => window.clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') {
    idle()
  } else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}

function loadScriptOnce(src: string) {
  if (document.querySelector('script[data-chat-widget]') !== null) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.chatWidget = ''
  document.body.append(script)
}
