/** Search: the keyword, history and trending rules, and the header search box machine (SEARCH-1..3, SEARCH-5). */
export {
  EMPTY_KEYWORD_WARNING,
  SEARCH_HISTORY_KEY,
  SEARCH_PATH,
  addToHistory,
  checkKeyword,
  parseHistory,
  searchPath,
  serializeHistory,
  type KeywordCheck,
} from './search.rules.ts'
export { pickTrending, trendingLink, type TrendingLink, type TrendingPart } from './trending.rules.ts'
export { searchBoxMachine, searchHistory, searchText, trendingLinks } from './search-box.machine.ts'
export type {
  SearchBlurEvent,
  SearchBoxContext,
  SearchBoxEmitted,
  SearchBoxEvent,
  SearchBoxInput,
  SearchClearAllEvent,
  SearchFocusEvent,
  SearchPickEvent,
  SearchSubmitEvent,
  SearchTypeEvent,
} from './search-box.types.ts'
