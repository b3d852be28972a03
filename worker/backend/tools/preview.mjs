// A CMS preview link for the local D1 database (npm run preview -- <area alias> [hours]): what a Geins
// admin gets from the CMS. The token is random, valid for [hours] (default 1) and tied to one area,
// drafts included. WRANGLER_PERSIST_TO points at another local state folder, as for the seed. The link
// is on the storefront the other tools use (cli.mjs localOrigin: STOREFRONT_ORIGIN, else PORT).
import { randomBytes } from 'node:crypto';

import { fail, localOrigin, usage } from './cli.mjs';
import { sql } from './local-d1.mjs';

const [alias, hoursArg, ...extra] = process.argv.slice(2);
const hours = Number(hoursArg ?? 1);
if (
  !alias ||
  !/^[a-z0-9-]{1,80}$/.test(alias) ||
  !(Number.isInteger(hours) && hours >= 1 && hours <= 168) ||
  extra.length
) {
  console.error(
    `areas: ${sql('SELECT alias, status FROM content_areas ORDER BY id')
      .map((a) => `${a.alias} (${a.status})`)
      .join(', ')}`,
  );
  usage('npm run preview -- <area alias> [hours, a whole number 1–168]');
}
const [area] = sql(`SELECT id FROM content_areas WHERE alias = '${alias}'`);
if (!area) fail(`no area with alias ${alias}`);
const token = randomBytes(24).toString('base64url');
sql(
  `INSERT INTO preview_tokens (token, area_id, expires_at) VALUES ('${token}', ${area.id}, ${Date.now() + hours * 3_600_000})`,
);
console.log(`${localOrigin()}/sv/preview-widgets?loginToken=${token}`);
