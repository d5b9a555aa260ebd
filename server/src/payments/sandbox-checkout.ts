import type { PaymentNotifyBody } from '@partfront/core/contract'
import { Hono } from 'hono'
import type { FakePaymentProvider } from './fake-provider.ts'
import { formatMoney } from './proforma.ts'

/** Where the sandbox provider's payment page lives on our own origin: `${SANDBOX_CHECKOUT_PATH}/{reference}`. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout'

export interface SandboxCheckoutOptions {
  /** The sandbox provider whose checkouts the page shows and whose signed notifications it sends. */
  readonly provider: FakePaymentProvider
  /**
   * Delivers a notification the way the provider's webhook would: a POST of the JSON body to the API's
   * `paymentNotify` (`/api/payment/notify`), answered by the same handler a real provider reaches.
   */
  readonly notify: (body: PaymentNotifyBody) => Promise<Response>
}

const METHOD_NAME = { card: 'Credit or debit card', paypal: 'PayPal' } as const

/**
 * The sandbox provider's payment page (ours: issue 17, "card and PayPal go through the configured provider (the
 * sandbox provider in development) and come back to `/payment/paysuccess`"). A real provider shows its own page,
 * takes the money, sends the server a signed notification and sends the buyer back; so does this one, without
 * money: **Pay** and **Decline** send the signed `succeeded` or `failed` notification to `paymentNotify`, then a
 * 303 to the checkout's return URL. Without it, `npm start`'s card and PayPal payments stayed pending forever.
 *
 * The checkout's reference (a random UUID) is what lets a buyer in, as a provider's checkout-session URL does;
 * a reference the provider never opened (or forgot, on a restart: it keeps checkouts in memory) is a 404 page.
 * The page has no script; the CSP's `form-action 'self'` allows its form.
 */
export function sandboxCheckout(options: SandboxCheckoutOptions): Hono {
  const { provider, notify } = options
  const routes = new Hono()
  const checkoutOf = (reference: string) => provider.checkouts.find((checkout) => checkout.reference === reference)

  routes.get(`${SANDBOX_CHECKOUT_PATH}/:reference`, (c) => {
    const checkout = checkoutOf(c.req.param('reference'))
    c.header('Cache-Control', 'no-store')
    if (checkout === undefined) return c.html(notOpenPage(), 404)
    const amount = `${formatMoney(checkout.amount)} ${checkout.currency}`
    return c.html(
      page(
        'Sandbox payment',
        `<h1>Sandbox payment</h1>
<p class="note">This is Partfront's payment sandbox: no money moves. A real provider would show its own page here.</p>
<dl>
  <dt>For</dt><dd data-testid="sandbox-description">${escapeHtml(checkout.description)}</dd>
  <dt>Method</dt><dd>${METHOD_NAME[checkout.method]}</dd>
  <dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd>
</dl>
<form method="post">
  <button type="submit" name="outcome" value="succeeded">Pay ${escapeHtml(amount)}</button>
  <button type="submit" name="outcome" value="failed" class="secondary">Decline the payment</button>
</form>`,
      ),
    )
  })

  routes.post(`${SANDBOX_CHECKOUT_PATH}/:reference`, async (c) => {
    const checkout = checkoutOf(c.req.param('reference'))
    if (checkout === undefined) return c.html(notOpenPage(), 404)
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
    const outcome = form.outcome
    if (outcome !== 'succeeded' && outcome !== 'failed') {
      return c.html(page('Sandbox payment', '<h1>Sandbox payment</h1><p role="alert">Choose Pay or Decline.</p>'), 400)
    }
    const answer = await notify(provider.notification(checkout.paymentId, outcome))
    // A payment that has already settled (a second click, a reload of the POST) answers 409: the return page
    // reads the payment's real status from the server either way, so the buyer goes back in every case but a
    // notification the server could not take at all.
    if (!answer.ok && answer.status !== 409) {
      const text = await answer.text()
      return c.html(
        page('Sandbox payment', `<h1>Sandbox payment</h1><p role="alert">The store refused the payment notification (${answer.status}): ${escapeHtml(text)}</p>`),
        502,
      )
    }
    return c.redirect(checkout.returnUrl, 303)
  })

  return routes
}

function notOpenPage(): string {
  return page(
    'Sandbox payment',
    `<h1>This sandbox checkout is not open</h1>
<p>The link is wrong, or the server restarted since the checkout opened (the sandbox keeps checkouts in memory).</p>
<p><a href="/member/order">Back to your orders</a></p>`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1f2329; margin: 0; padding: 2rem 1rem; background: #f4f6f8; }
main { max-width: 28rem; margin: 0 auto; background: #fff; border: 1px solid #d0d5dc; border-radius: 6px; padding: 1.5rem; }
h1 { font-size: 1.3rem; margin: 0 0 .75rem; }
.note { background: #fff7e0; border: 1px solid #e5c365; padding: .5rem .75rem; border-radius: 4px; font-size: .9rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { color: #4d5561; } dd { margin: 0; font-weight: 600; }
form { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
button { font: inherit; padding: .6rem 1rem; border-radius: 4px; border: 1px solid #1a5fa8; background: #1a5fa8; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1a5fa8; }
button:focus-visible, a:focus-visible { outline: 3px solid #3599ff; outline-offset: 2px; }
a { color: #1a5fa8; }
</style>
</head>
<body><main>
${body}
</main></body>
</html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`)
}
