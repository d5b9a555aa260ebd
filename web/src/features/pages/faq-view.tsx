import type { ContentPage } from '@partfront/core/contract'
import { faqEntries } from '@partfront/core/content'
import { Accordion, AccordionItem } from '../../ui/accordion.tsx'
import { SimplePage, StaffHtml } from './simple-page.tsx'

/**
 * `/faq` (PAGE-5): the questions as an accordion (each a `<details>`, so every answer is in the server's HTML
 * and opens without script); the first one open. A page whose content has no questions shows as written.
 */
export function FaqView({ page }: { readonly page: ContentPage }) {
  const { intro, entries } = faqEntries(page.content)
  return (
    <SimplePage title={page.title}>
      {intro === '' ? null : <StaffHtml html={intro} />}
      {entries.length === 0 ? (
        <StaffHtml html={page.content} />
      ) : (
        <Accordion>
          {entries.map((entry, index) => (
            <AccordionItem key={entry.question} title={entry.question} headingLevel={2} defaultOpen={index === 0}>
              <StaffHtml html={entry.answerHtml} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </SimplePage>
  )
}
