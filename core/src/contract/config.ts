import * as Schema from 'effect/Schema'
import { BASE_CONFIG_NAME, CATALOG_TYPE } from '../constants.ts'
import { Url, numberLiteralFromString } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * The base configuration (spec §3 "webConfig with logo", §7; API-6):
 * `GET /api/config/detail?name=BaseConfig&type=1000`. Only the logo is shown in the spec; the other fields
 * are ours (what the header, footer and contact pages show).
 */

/** `?name=BaseConfig&type=1000`: the only configuration there is. */
export const ConfigQuery = Schema.Struct({
  name: Schema.Literal(BASE_CONFIG_NAME),
  type: numberLiteralFromString([CATALOG_TYPE.config]),
})
export type ConfigQuery = typeof ConfigQuery.Type

/** A social network link of the footer. */
export const SocialLink = Schema.Struct({ name: Schema.String, url: Url })
export type SocialLink = typeof SocialLink.Type

/** The site's configuration (spec §3 `webConfig`). */
export const WebConfig = Schema.Struct({
  logo: Url,
  siteName: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  address: Schema.String,
  /** Opening hours as text. */
  workingHours: Schema.String,
  socialLinks: Schema.Array(SocialLink),
})
export type WebConfig = typeof WebConfig.Type

/** The answer: the configuration read under its name and type. */
export const ConfigDetail = Schema.Struct({
  name: Schema.String,
  type: Schema.Int,
  webConfig: WebConfig,
})
export type ConfigDetail = typeof ConfigDetail.Type

export const configDetail = endpoint({
  name: 'configDetail',
  method: 'GET',
  path: '/api/config/detail',
  query: ConfigQuery,
  response: ConfigDetail,
  auth: 'none',
  summary: 'The base configuration (webConfig with logo), read as name=BaseConfig&type=1000 (API-6).',
})
