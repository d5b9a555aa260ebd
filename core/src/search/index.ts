/** Search rules: the keyword check, the history and the results path (SEARCH-1, SEARCH-2). */
export {
  EMPTY_KEYWORD_WARNING,
  SEARCH_PATH,
  addToHistory,
  checkKeyword,
  searchPath,
  type KeywordCheck,
} from './search.rules.ts'
