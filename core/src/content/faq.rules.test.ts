import { describe, expect, it } from 'vitest'
import { faqEntries } from './faq.rules.ts'

describe('FAQ (PAGE-5)', () => {
  it('PAGE-5: splits the content into questions and answers', () => {
    expect(faqEntries('<p>Intro</p><h3>Are parts &amp; kits genuine?</h3>\n<p>Yes.</p><h3 id="x">MOQ?</h3><p>Shown</p>')).toEqual({
      intro: '<p>Intro</p>',
      entries: [
        { question: 'Are parts & kits genuine?', answerHtml: '<p>Yes.</p>' },
        { question: 'MOQ?', answerHtml: '<p>Shown</p>' },
      ],
    })
    expect(faqEntries('<p>Only text</p>')).toEqual({ intro: '<p>Only text</p>', entries: [] })
  })
})
