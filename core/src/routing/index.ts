/** Routing rules: route ids, member detail kinds, access checks, slugs and listings' search params (ROUTE-2, 3, 5, 6, 7, 11; PAGE-4). */
export {
  INT_ID_INVALID,
  MEMBER_DETAIL_KINDS,
  memberDetail,
  memberDetailPath,
  routeId,
  type InvalidRouteId,
  type MemberDetailKind,
  type MemberDetailResult,
  type RouteIdResult,
  type UnknownMemberDetail,
} from './route-id.rules.ts'
export { LOGIN_PATH, accessDecision, afterLoginPath, loginRedirectPath, type AccessDecision } from './access.rules.ts'
export { catalogSlug, hyphenate, productSlug, slugId } from './slug.rules.ts'
export { letterParam, pageParam } from './search-params.rules.ts'
export { encodeComponent } from './uri-component.ts'
export { inlinedCssHrefs, isInlinableCss, labelInlinedCss } from './inline-css.rules.ts'
export { afterPaintLoader } from './after-paint.rules.ts'
