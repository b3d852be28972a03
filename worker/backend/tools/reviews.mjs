// The operator's review queue on the local D1 database (npm run reviews -- …):
//   list                 pending reviews, oldest first
//   accept <id> [<id>…]  publish them
//   reject <id> [<id>…]  keep them hidden for good
// WRANGLER_PERSIST_TO points at another local state folder, as for the seed.

import { sql } from './local-d1.mjs';

const [action, ...rest] = process.argv.slice(2);
const ids = rest.map(Number).filter((n) => Number.isInteger(n) && n > 0);
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
  console.log(
    `reviews: ${status} ${changed.map((r) => `#${r.id}`).join(', ') || 'nothing (no such pending review)'}`,
  );
} else {
  console.error('usage: npm run reviews -- list | accept <id>… | reject <id>…');
  process.exit(2);
}
