/** Routing rules: route ids, member detail kinds, access checks and slugs (ROUTE-2, 3, 5, 6, 7, 11). */
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
export { encodeComponent } from './uri-component.ts'
