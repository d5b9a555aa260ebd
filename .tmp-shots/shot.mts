import { chromium } from '@playwright/test'
const [, , url, out, width = '1280', full = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
await context.addInitScript(() => localStorage.setItem('isHascookie', 'accepted'))
if (process.env.TOKEN) await context.addCookies([{ name: 'user-token', value: process.env.TOKEN, url }])
const page = await context.newPage()
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: full === 'full' })
console.log(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]))
await browser.close()
