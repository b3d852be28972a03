/**
 * The one answer shape of the Worker's browser endpoints (worker/bff/), read by the client's `postJson`
 * (client/bff.ts): data, or errors whose `message` is already in the shopper's language. `code` is for
 * code to branch on, `field` names the form field an error belongs to.
 */
export interface EnvelopeError {
  message: string;
  code: string;
  field?: string;
}

export type Envelope<T> = { data: T; errors?: never } | { data?: never; errors: EnvelopeError[] };

/** Codes every endpoint may answer, besides its own (OUT_OF_STOCK, INVALID_EMAIL, …). */
export const ERROR_CODE = {
  /** The request never got an answer (offline, DNS, a dropped connection); set by the client. */
  network: 'NETWORK',
  /** An answer that is not an envelope (an HTML error page, a proxy's 502); set by the client. */
  http: 'HTTP',
  badRequest: 'BAD_REQUEST',
  forbidden: 'FORBIDDEN',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  upstream: 'UPSTREAM',
} as const;

export const failure = (code: string, message: string, field?: string): Envelope<never> => ({
  errors: [field === undefined ? { message, code } : { message, code, field }],
});
