import { describe, expect, it } from 'vitest'
import { afterPaintLoader } from './after-paint.rules.ts'

describe("issue 28: the page's scripts are asked for after its first paint", () => {
  it('preloads each chunk once and imports the entry after a frame and a task, at once in a hidden tab', () => {
    const text = afterPaintLoader('/assets/entry-A.js', ['/assets/shared-B.js', '/assets/so-C.js', '/assets/shared-B.js'])
    expect(text).toContain('["/assets/shared-B.js","/assets/so-C.js"].forEach(')
    expect(text).toContain('l.rel="modulepreload"')
    expect(text).toContain('import("/assets/entry-A.js")')
    expect(text).toContain('requestAnimationFrame(function(){setTimeout(go)})')
    expect(text).toContain('if(document.visibilityState==="hidden")setTimeout(go)')
    // It is JavaScript the browser can run as it is: compiled here, never called.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiling the loader's text is the check
    expect(() => new Function(text.replace('import(', 'String('))).not.toThrow()
  })

  it('refuses a URL that is not a built script under the root: the text goes into a <script> as it is', () => {
    expect(() => afterPaintLoader('/assets/entry-A.js', ['/assets/x.js"</script><script>alert(1)//.js'])).toThrow(/Not a built script/u)
    expect(() => afterPaintLoader('https://elsewhere.example/e.js', [])).toThrow(/Not a built script/u)
    expect(() => afterPaintLoader('/assets/style.css', [])).toThrow(/Not a built script/u)
  })
})
