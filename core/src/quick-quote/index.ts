/** The quote request an empty search offers for the typed part number (its own entry: its schemas load with the form). */
export {
  QuickQuoteForm,
  quickQuoteBody,
  quickQuoteFailureMessage,
  quickQuoteSentText,
  validateQuickQuote,
} from './quick-quote.rules.ts'
