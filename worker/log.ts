/**
 * The Worker's one logging helper: one JSON line per event, so `wrangler tail` and Logpush can filter
 * by level, request id and message. Never log secrets, tokens, cart ids or e-mail addresses.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string;
  [field: string]: unknown;
}

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const { error, ...rest } = fields;
  const line = JSON.stringify({
    level,
    msg,
    ...rest,
    ...(error === undefined ? {} : describe(error)),
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

function describe(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error)
    return { error: `${error.name}: ${error.message}`, stack: error.stack };
  return { error: String(error) };
}
