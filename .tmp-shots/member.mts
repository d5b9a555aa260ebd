import { request } from '@playwright/test'
process.env.E2E_DATA_DIR = '/tmp'
const base = 'http://127.0.0.1:4200'
const ctx = await request.newContext({ baseURL: base })
const { registerByApi, placeOrderByApi } = await import('../specs/e2e/pages/account.api.ts')
const m = await registerByApi(ctx, `lead${Date.now()}@example.com`)
await placeOrderByApi(ctx, m.token)
console.log(m.token)
