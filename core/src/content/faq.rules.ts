/**
 * PAGE-5: the FAQ page's questions from its content (staff HTML written as `<h3>question</h3>` followed by the
 * answer), so the page can show them as an accordion. Ours: text before the first question is the intro; a
 * page with no `<h3>` is one intro and no questions.
 */
export interface FaqEntry {
  /** The question as plain text. */
  readonly question: string
  /** The answer's HTML, as the server sanitised it. */
  readonly answerHtml: string
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/gu, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/gu, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/gu, ' ')
    .trim()
}

export function faqEntries(html: string): { readonly intro: string; readonly entries: readonly FaqEntry[] } {
  const parts = html.split(/<h3\b[^>]*>/iu)
  const intro = (parts[0] ?? '').trim()
  const entries = parts.slice(1).flatMap((part) => {
    const end = part.search(/<\/h3>/iu)
    if (end < 0) return []
    const question = plainText(part.slice(0, end))
    return question === '' ? [] : [{ question, answerHtml: part.slice(end + 5).trim() }]
  })
  return { intro, entries }
}
