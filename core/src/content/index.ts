/** Content pages: the industry applications' categories (PAGE-4) and the FAQ's questions (PAGE-5). */
export { APPLICATION_CATEGORIES, applicationCategories, type ApplicationCategory } from './applications.rules.ts'
export { faqEntries, type FaqEntry } from './faq.rules.ts'
