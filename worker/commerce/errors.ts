/** A failure talking to the commerce API, with the specification's messages (section 8). */
export class CommerceError extends Error {
  constructor(message: string, readonly status = 502, readonly code?: string) {
    super(message);
    this.name = 'CommerceError';
  }
  static httpStatus(status: number) { return new CommerceError(`Response not successful: Received status code ${status}`); }
  static missing(operation: string) { return new CommerceError(`Server response was missing for query ${operation}`); }
}
