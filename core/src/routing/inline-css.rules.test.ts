import { describe, expect, it } from 'vitest'
import { inlinedCssHrefs, isInlinableCss, labelInlinedCss } from './inline-css.rules.ts'

describe("a page's inlined CSS (issue 28)", () => {
  it('names every stylesheet it holds, in order, each once, and keeps the CSS as it was', () => {
    const text = labelInlinedCss('/assets/entry-A.css', '.a{color:red}') + labelInlinedCss('/assets/so-B.css', '.b{margin:0}') + labelInlinedCss('/assets/entry-A.css', '')
    expect(inlinedCssHrefs(text)).toEqual(['/assets/entry-A.css', '/assets/so-B.css'])
    expect(text).toContain('.a{color:red}/*inlined:/assets/so-B.css*/.b{margin:0}')
  })

  it("reads no URL from a page's CSS without labels, nor from a comment of the CSS itself", () => {
    expect(inlinedCssHrefs('.a{color:red}/* see /assets/x.css */')).toEqual([])
  })

  it('refuses CSS that would end the <style> early, in any case', () => {
    expect(isInlinableCss('/assets/a.css', '.a::after{content:"</style><script>alert(1)</script>"}')).toBe(false)
    expect(isInlinableCss('/assets/a.css', '.a::after{content:"</STYLE"}')).toBe(false)
    expect(isInlinableCss('/assets/a.css', '.a{color:red}')).toBe(true)
  })

  it("refuses CSS with a url() relative to the stylesheet's address, which the page's address would change", () => {
    expect(isInlinableCss('/assets/a.css', '.a{background:url(./icon-B.svg)}')).toBe(false)
    expect(isInlinableCss('/assets/a.css', ".a{background:url( 'icon-B.svg' )}")).toBe(false)
    expect(isInlinableCss('/assets/a.css', '.a{background:url(/assets/icon-B.svg)}')).toBe(true)
    expect(isInlinableCss('/assets/a.css', '.a{background:url("data:image/svg+xml,%3Csvg%3E")}')).toBe(true)
    expect(isInlinableCss('/assets/a.css', '.a{mask:url(#clip)}')).toBe(true)
  })

  it('refuses a URL the label could not carry (one that ends the comment, or not a stylesheet of the site)', () => {
    expect(isInlinableCss('/assets/a*/.css', '.a{}')).toBe(false)
    expect(isInlinableCss('https://cdn.example.com/a.css', '.a{}')).toBe(false)
    expect(isInlinableCss('/assets/a.js', '.a{}')).toBe(false)
  })
})
