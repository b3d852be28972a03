/** A failure talking to the commerce API, with the specification's messages (section 8). */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status = 502,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
  /** An HTTP failure; a refused token (401/403) is told apart so that callers can ask the shopper to log in. */
  static httpStatus(status: number) {
    return new CommerceError(
      `Response not successful: Received status code ${status}`,
      502,
      status === 401 || status === 403 ? 'UNAUTHENTICATED' : undefined,
    );
  }
  static missing(operation: string) {
    return new CommerceError(`Server response was missing for query ${operation}`);
  }
}
