/** Shell rules: page metadata and cookies (SHELL-8, SHELL-9, ROUTE-10). */
export {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_TITLE,
  pageMeta,
  type JsonValue,
  type MetaTag,
  type PageMeta,
  type PageMetaInput,
} from './meta.rules.ts'
export { fingerprintCookie, fingerprintId, languageCookie, userTokenCookie, type CookieSpec } from './cookies.rules.ts'
