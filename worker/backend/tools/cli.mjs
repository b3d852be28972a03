// The operator tools' ways to stop, one line naming the tool: exit 1 when something failed or found
// nothing to do, 2 for a usage error (nothing was touched). A ToolError thrown anywhere ends the same way,
// after the `finally` blocks it passes (the seed removes its temporary files in one).
import { basename } from 'node:path';

const TOOL = basename(process.argv[1] ?? 'tool', '.mjs');

/** A failure the operator can act on: its message is the whole story, no stack. */
export class ToolError extends Error {}

process.on('uncaughtException', (error) => {
  console.error(error instanceof ToolError ? `${TOOL}: ${error.message}` : error);
  process.exit(1);
});

export function fail(message, code = 1) {
  console.error(`${TOOL}: ${message}`);
  process.exit(code);
}

/**
 * The storefront the tools link to or post to: STOREFRONT_ORIGIN from the shell, else the local
 * server on PORT (8787 without it), as `npm start` serves it. `port`, one the operator named on the
 * command line (impersonate's), is the local server on it.
 */
export const localOrigin = (port) =>
  (port ? `http://127.0.0.1:${port}` : process.env.STOREFRONT_ORIGIN) ||
  `http://127.0.0.1:${process.env.PORT || '8787'}`;

export function usage(text) {
  console.error(`usage: ${text}`);
  process.exit(2);
}
