import { describe, expect, it } from 'vitest'
import { CAPTCHA, captchaAnswerDigest, drawCaptcha, newCaptchaText, normalizeCaptchaAnswer } from './captcha.ts'

/** The characters drawn, in order. */
function drawn(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
}

describe('the image captcha', () => {
  it('makes answers of 5 characters from the unambiguous alphabet, which has no 0/O, 1/I/L, 2/Z, 5/S, 8/B', () => {
    for (const confusable of '0O1IL2Z5S8B') expect(CAPTCHA.alphabet).not.toContain(confusable)
    const answers = Array.from({ length: 200 }, () => newCaptchaText())
    for (const answer of answers) {
      expect(answer).toHaveLength(5)
      expect([...answer].every((character) => CAPTCHA.alphabet.includes(character))).toBe(true)
    }
    expect(new Set(answers).size).toBeGreaterThan(190)
  })

  it('draws each character as SVG text turned within ±28°, between noise lines, in a 150×50 picture', () => {
    const svg = drawCaptcha('AC3F7')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(drawn(svg)).toBe('AC3F7')
    const angles = [...svg.matchAll(/rotate\((-?\d+) /gu)].map((match) => Number(match[1]))
    expect(angles).toHaveLength(5)
    expect(angles.every((angle) => Math.abs(angle) <= 28)).toBe(true)
    expect(svg.match(/<path /gu)).toHaveLength(CAPTCHA.noiseLines)
    expect(svg).not.toContain('AC3F7"')
  })

  it('draws the same text differently each time (turns, offsets, noise)', () => {
    expect(drawCaptcha('AC3F7')).not.toBe(drawCaptcha('AC3F7'))
  })

  it('draws deterministically from a given random source', () => {
    const fixed = () => 0
    expect(drawCaptcha('HJKMN', fixed)).toBe(drawCaptcha('HJKMN', fixed))
    expect(drawCaptcha('HJKMN', fixed)).toContain('rotate(-28 ')
  })

  it('refuses to draw characters outside its alphabet (no markup can get in)', () => {
    expect(() => drawCaptcha('<b>')).toThrow('A captcha draws only characters of its alphabet')
    expect(() => drawCaptcha('A0CEF')).toThrow()
  })

  it('compares answers without regard to case or surrounding spaces, bound to the captcha id', () => {
    expect(normalizeCaptchaAnswer(' ac3f7 ')).toBe('AC3F7')
    expect(captchaAnswerDigest('id-1', 'ac3f7')).toBe(captchaAnswerDigest('id-1', 'AC3F7'))
    expect(captchaAnswerDigest('id-1', 'AC3F7')).not.toBe(captchaAnswerDigest('id-2', 'AC3F7'))
    expect(captchaAnswerDigest('id-1', 'AC3F7')).not.toBe(captchaAnswerDigest('id-1', 'AC3F9'))
  })
})
