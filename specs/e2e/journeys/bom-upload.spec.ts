import type { BomUploadResult, EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { readFileSync } from 'node:fs'
import { sharedDataFile } from '../../support/shared-data.ts'
import { registerByApi } from '../pages/account.api.ts'

/**
 * A real BOM file uploaded from Chromium to the BOM upload endpoint of `npm start` (issue 18, "No browser can
 * upload a BOM today"): the browser builds the multipart form itself, with its own mixed-case boundary
 * (`----WebKitFormBoundary…`), which the server must read as sent. The /bom page's journeys are elsewhere.
 */
/** A new member's session token, registered through the API with the captcha and the emailed code. */
async function registeredToken(request: APIRequestContext): Promise<string> {
  return (await registerByApi(request, `bom-upload-${Date.now()}@example.com`, 'correct horse battery')).token
}

test('BOM-1, BOM-4: Chromium uploads a real BOM file as its own multipart form and the server reads it', async ({ page, request }) => {
  const token = await registeredToken(request)
  const file = 'tomu_bom-digikey.csv'
  const bytes = [...readFileSync(sharedDataFile('boms', file))]
  await page.goto('/')
  const sent = page.waitForRequest((sending) => sending.url().endsWith('/api/bom/upload'))
  const answer = await page.evaluate(
    async ({ bytes, file, token }) => {
      const form = new FormData()
      form.append('file', new File([new Uint8Array(bytes)], file, { type: 'text/csv' }))
      form.append('name', 'Ada Lovelace')
      form.append('email', 'ada@example.com')
      form.append('telephone', '+44 20 7946 0000')
      form.append('address', '12 St James’s Square, London')
      const response = await fetch('/api/bom/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      return { status: response.status, envelope: (await response.json()) as EnvelopeOf<BomUploadResult> }
    },
    { bytes, file, token },
  )
  const contentType = (await sent).headers()['content-type'] ?? ''
  // The browser's own boundary, with upper-case letters in it: the case the server used to lose.
  expect(contentType).toMatch(/^multipart\/form-data; boundary=----WebKitFormBoundary[0-9A-Za-z]+$/u)
  expect(contentType).toMatch(/boundary=.*[A-Z]/u)
  expect(answer.envelope.message).toBe('OK')
  expect(answer.status).toBe(200)
  expect(answer.envelope.data.bom).toMatchObject({ fileName: file, status: 'uploaded', lines: 7 })
})
