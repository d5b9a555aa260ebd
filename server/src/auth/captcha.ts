import { randomInt } from 'node:crypto'
import { randomText, secretDigest } from './secrets.ts'

/**
 * The image captcha (contract `Captcha`): a few characters drawn as SVG text, each turned and shifted a
 * little, behind and over noise lines. No library: the picture is plain markup the page shows as an image
 * (`data:image/svg+xml,…`), never as HTML.
 *
 * Ours (the spec shows a verification-code image, AUTH-7, not how it is made).
 */
export const CAPTCHA = {
  /**
   * The characters a captcha uses: capitals and digits that cannot be read as one another in any font
   * (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V).
   */
  alphabet: 'ACEFHJKMNPRTWXY3479',
  /** Characters per captcha. @default 5 */
  length: 5,
  /** How long a captcha may be answered. @default 300 */
  ttlSeconds: 300,
  width: 150,
  height: 50,
  /** Noise lines drawn behind the characters and over them. */
  noiseLines: 6,
} as const

/** A random integer in `[0, max)`: the secure source by default; tests may pass their own. */
export type RandomInt = (max: number) => number

const TEXT_COLORS = ['#1f3a5f', '#2a4d14', '#5b1a3c', '#3d2b1f', '#12355b', '#4a2c6e'] as const
const LINE_COLORS = ['#8fb3d9', '#c7a76c', '#a3c49b', '#d39ba4', '#9e9ad1'] as const
const FONTS = ['Verdana, sans-serif', 'Georgia, serif', 'Courier New, monospace', 'Trebuchet MS, sans-serif'] as const

/** A new captcha's answer: `CAPTCHA.length` characters of `CAPTCHA.alphabet`. */
export function newCaptchaText(): string {
  return randomText(CAPTCHA.alphabet, CAPTCHA.length)
}

/** An answer as compared: trimmed, upper case (answers are case-insensitive). */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer.trim().toUpperCase()
}

/** What the store keeps of a captcha's answer: its digest, bound to the captcha's id. */
export function captchaAnswerDigest(captchaId: string, answer: string): string {
  return secretDigest(`captcha:${captchaId}`, normalizeCaptchaAnswer(answer))
}

function pick<T>(items: ReadonlyArray<T>, random: RandomInt): T {
  const item = items[random(items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** An integer in `[min, max]`. */
function between(min: number, max: number, random: RandomInt): number {
  return min + random(max - min + 1)
}

/** A gently curved line from the left edge to the right edge. */
function noiseLine(random: RandomInt): string {
  const { width, height } = CAPTCHA
  const y1 = between(4, height - 4, random)
  const y2 = between(4, height - 4, random)
  const cx = between(width / 4, (3 * width) / 4, random)
  const cy = between(-height / 2, height + height / 2, random)
  const stroke = pick(LINE_COLORS, random)
  const strokeWidth = between(10, 22, random) / 10
  return `<path d="M0 ${y1} Q${cx} ${cy} ${width} ${y2}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}"/>`
}

/** One character in its slot: turned by up to ±28°, shifted a few pixels, in its own colour, size and font. */
function glyph(character: string, index: number, count: number, random: RandomInt): string {
  const slot = (CAPTCHA.width - 20) / count
  const x = Math.round(10 + slot * index + slot / 2 + between(-4, 4, random))
  const y = Math.round(CAPTCHA.height / 2 + between(-5, 7, random) + 8)
  const angle = between(-28, 28, random)
  const size = between(24, 32, random)
  const fill = pick(TEXT_COLORS, random)
  const font = pick(FONTS, random)
  return (
    `<text x="${x}" y="${y}" fill="${fill}" font-family="${font}" font-size="${size}" font-weight="bold" ` +
    `text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${character}</text>`
  )
}

/**
 * The captcha picture of `text` as SVG markup. Only characters of `CAPTCHA.alphabet` are drawn (they need
 * no escaping); the picture's label does not give the answer away.
 */
export function drawCaptcha(text: string, random: RandomInt = randomInt): string {
  const characters = [...text]
  if (characters.some((character) => !CAPTCHA.alphabet.includes(character))) {
    throw new Error('A captcha draws only characters of its alphabet')
  }
  const { width, height, noiseLines } = CAPTCHA
  const behind = Array.from({ length: Math.ceil(noiseLines / 2) }, () => noiseLine(random))
  const over = Array.from({ length: Math.floor(noiseLines / 2) }, () => noiseLine(random))
  const glyphs = characters.map((character, index) => glyph(character, index, characters.length, random))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Verification code">`,
    `<rect width="${width}" height="${height}" fill="#f3f6fa"/>`,
    ...behind,
    ...glyphs,
    ...over,
    '</svg>',
  ].join('')
}
