// The operator tools' secrets: the environment's value, else the `.dev.vars` line wrangler dev reads
// (the project root's; the local server signs and checks with the same).
import { existsSync, readFileSync } from 'node:fs';

/** NAME from the environment or `.dev.vars`; without either the tool stops, naming it. */
export function devSecret(name, tool) {
  if (process.env[name]) return process.env[name];
  const vars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '';
  const value = new RegExp(`^${name}\\s*=\\s*"?([^"\\n]*)"?\\s*$`, 'm').exec(vars)?.[1];
  if (value) return value;
  console.error(`${tool}: set ${name} in the environment or in .dev.vars`);
  process.exit(2);
}
