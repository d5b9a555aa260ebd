/** The quote and contact forms as typed, and the bodies they send (PAGE-1's RFQ form, `/quote`, PAGE-5). */
export {
  QUOTE_MESSAGES,
  QUOTE_OPTIONS,
  contactBody,
  parseDollars,
  parseQuantity,
  quoteContactBody,
  quoteLineBody,
  quoteLineInput,
  quoteSubmitBody,
  readContact,
  readQuoteContact,
  readQuoteLine,
  type FieldReader,
  type ContactInput,
  type QuoteContactInput,
  type QuoteLineInput,
} from './quote-form.rules.ts'
