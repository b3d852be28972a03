// Types of local-d1.mjs for its TypeScript callers (the browser tests).
export interface LocalState {
  /** A local state folder other than WRANGLER_PERSIST_TO's or `npm start`'s. */
  persistTo?: string;
}
export function d1Command(args: string[], options?: LocalState): [string, string[]];
export function d1(args: string[], options?: LocalState): string;
export function d1Failure(output: string): Error;
export function sql<Row = Record<string, unknown>>(command: string, options?: LocalState): Row[];
export function migrateLocal(persistTo?: string): void;
