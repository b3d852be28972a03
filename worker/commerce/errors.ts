import { HTTPException } from 'hono/http-exception';

/** Codes for failures of the upstream itself, as opposed to the API's own codes (OUT_OF_STOCK…). */
export type UpstreamFailure =
  'UPSTREAM_TIMEOUT' | 'UPSTREAM_HTTP' | 'UPSTREAM_PARSE' | 'UPSTREAM_SHAPE' | 'UPSTREAM_NETWORK';

/**
 * A failure talking to the commerce API, with the specification's messages (section 8). Inside the
 * commerce folder it travels as a value (CommerceResult); thrown, it is an HTTPException, so the one
 * `onError` answers the error page with its status: 504 for a late answer, 502 for any other.
 */
export class CommerceError extends HTTPException {
  constructor(
    message: string,
    override readonly status: 502 | 504 = 502,
    readonly code?: string,
  ) {
    super(status, { message });
    this.name = 'CommerceError';
  }
  /** An HTTP failure; a refused token (401/403) is told apart so that callers can ask the shopper to log in. */
  static httpStatus(status: number) {
    return new CommerceError(
      `Response not successful: Received status code ${status}`,
      502,
      status === 401 || status === 403 ? 'UNAUTHENTICATED' : 'UPSTREAM_HTTP',
    );
  }
  static missing(operation: string) {
    return new CommerceError(`Server response was missing for query ${operation}`);
  }
  /** Spec section 8: a body that is not JSON is a server parse error. */
  static parse(operation: string) {
    return new CommerceError(
      `Server parse error: the answer to ${operation} is not JSON`,
      502,
      'UPSTREAM_PARSE',
    );
  }
  static timeout(operation: string, ms: number) {
    return new CommerceError(`No answer to ${operation} within ${ms} ms`, 504, 'UPSTREAM_TIMEOUT');
  }
  /** A JSON answer whose shape this storefront cannot read (checked before anything is cached). */
  static shape(what: string, detail: string) {
    return new CommerceError(
      `Unexpected ${what} from the commerce API: ${detail}`,
      502,
      'UPSTREAM_SHAPE',
    );
  }
}

/** What every commerce call returns: data or a typed error, side by side (like urql's CombinedError). */
export type CommerceResult<T> = { data: T; error: null } | { data: null; error: CommerceError };

export const ok = <T>(data: T): CommerceResult<T> => ({ data, error: null });
export const failed = <T>(error: CommerceError): CommerceResult<T> => ({ data: null, error });

/** At the edge of the commerce folder: the data, or the typed error thrown. */
export function orThrow<T>({ data, error }: CommerceResult<T>): T {
  if (error) throw error;
  return data as T;
}

/** Whether `error` is the API's refusal with this code (CART_NOT_FOUND, OUT_OF_STOCK, …). */
export const isCode = (error: unknown, code: string) =>
  error instanceof CommerceError && error.code === code;
