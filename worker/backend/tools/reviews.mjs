// The operator's review queue on the local D1 database (npm run reviews -- …):
//   list                 pending reviews, oldest first
//   accept <id> [<id>…]  publish them
//   reject <id> [<id>…]  keep them hidden for good
// WRANGLER_PERSIST_TO points at another local state folder, as for the seed.

import { fail, usage } from './cli.mjs';
import { sql } from './local-d1.mjs';

const [action, ...rest] = process.argv.slice(2);
const ids = rest.every((arg) => /^[1-9]\d{0,11}$/.test(arg)) ? rest.map(Number) : [];
if (action === 'list') {
  const rows = sql(
    "SELECT r.id, p.alias, r.author, r.rating, r.comment, r.created_at FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.status = 'pending' ORDER BY r.created_at",
  );
  if (!rows.length) console.log('reviews: none pending');
  for (const r of rows)
    console.log(
      `#${r.id} ${r.alias} ${'★'.repeat(r.rating)} ${r.author} (${r.created_at}): ${r.comment}`,
    );
} else if ((action === 'accept' || action === 'reject') && ids.length) {
  const status = action === 'accept' ? 'accepted' : 'rejected';
  const changed = sql(
    `UPDATE reviews SET status = '${status}' WHERE status = 'pending' AND id IN (${ids.join(',')}) RETURNING id`,
  );
  if (!changed.length)
    fail(`${status} nothing: no pending review ${ids.map((n) => `#${n}`).join(', ')}`);
  const missed = ids.filter((n) => !changed.some((r) => r.id === n));
  console.log(
    `reviews: ${status} ${changed.map((r) => `#${r.id}`).join(', ')}${missed.length ? ` (no pending review ${missed.map((n) => `#${n}`).join(', ')})` : ''}`,
  );
} else usage('npm run reviews -- list | accept <id>… | reject <id>…');
