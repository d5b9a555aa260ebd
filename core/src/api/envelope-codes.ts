/** The envelope code that carries data (API-2). */
export const ENVELOPE_OK = 200
/** The envelope code that ends the session (API-3). */
export const ENVELOPE_FORBIDDEN = 403
