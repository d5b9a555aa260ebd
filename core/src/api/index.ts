/** API rules: request headers and URLs, the response envelope and its outcome (API-1 to API-4), downloads. */
export { requestHeaders, requestUrl, type QueryValue, type RequestContext } from './request.rules.ts'
export {
  ENVELOPE_FORBIDDEN,
  ENVELOPE_OK,
  Envelope,
  EnvelopeMessage,
  decodeEnvelope,
  envelopeOf,
  envelopeOutcome,
  readEnvelope,
  type Decoded,
  type EnvelopeOutcome,
  type EnvelopeReading,
} from './envelope.rules.ts'
export {
  DEFAULT_FILE_NAME,
  contentDisposition,
  fileNameFromDisposition,
  isJsonMediaType,
  mediaTypeEssence,
  safeFileName,
} from './download.rules.ts'
