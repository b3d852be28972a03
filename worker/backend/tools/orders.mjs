// The operator's view of orders and the mail outbox on the local D1 database (npm run orders -- …):
//   list                       the latest 50 orders
//   show <id>                  one order: addresses, rows, payment, shipping, refunds, shipments
//   outbox [n]                 the latest n mails (20), order confirmations and stock notifications
//   status <id> <status>       processing | completed, forward only (orders/status-change.ts); an order
//                              whose payment waits is settled, or cancelled, by `npm run payments`
//   ship <id> <parcel> [link]  records a shipment with its tracking link
// WRANGLER_PERSIST_TO points at another local state folder, as for the seed.

import { fail, usage } from './cli.mjs';
import { importTs } from './import-ts.mjs';
import { sql } from './local-d1.mjs';

const STATUSES = ['received', 'processing', 'completed', 'cancelled'];
const [action, ...rest] = process.argv.slice(2);
const id = Number(rest[0]);
const money = (minor, currency) => `${(minor / 100).toFixed(2)} ${currency}`;
const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;
const address = (json) => {
  const a = JSON.parse(json);
  return [a.company, `${a.firstName} ${a.lastName}`, a.careOf, a.addressLine1, `${a.zip} ${a.city}`]
    .filter((line) => line && line.trim())
    .join(', ');
};

const USAGE =
  'npm run orders -- list | show <id> | outbox [n] | status <id> processing|completed | ship <id> <parcel> [link]';

if (action === 'list') {
  const rows = sql(
    'SELECT id, created_at, status, market, payment_name, total, currency, email FROM orders ORDER BY id DESC LIMIT 50',
  );
  if (!rows.length) console.log('orders: none yet');
  for (const o of rows)
    console.log(
      `#${o.id} ${o.created_at} ${o.status.padEnd(10)} ${o.market} ${money(o.total, o.currency).padStart(14)} ${o.payment_name} ${o.email}`,
    );
} else if (action === 'show' && Number.isInteger(id)) {
  const [o] = sql(`SELECT * FROM orders WHERE id = ${id}`);
  if (!o) fail(`no order #${id}`);
  console.log(
    `#${o.id} (${o.public_id}) ${o.status}, placed ${o.created_at}, ${o.market}/${o.language}`,
  );
  console.log(
    `customer   ${o.customer_type} ${o.email}${o.identity_number ? ` ${o.identity_number}` : ''}`,
  );
  console.log(`billing    ${address(o.billing_address)}`);
  console.log(`delivery   ${address(o.shipping_address)}`);
  console.log(
    `payment    ${o.payment_name}${o.payment_reference ? ` (${o.payment_reference})` : ''}`,
  );
  console.log(`shipping   ${o.shipping_name} ${money(o.shipping_fee, o.currency)}`);
  for (const r of sql(`SELECT * FROM order_rows WHERE order_id = ${id}`))
    console.log(
      `  ${r.quantity} × ${r.article_number} ${r.name} (${r.size}) ${money(r.total, o.currency)}`,
    );
  console.log(`discount   ${money(o.discount, o.currency)}`);
  console.log(`total      ${money(o.total, o.currency)} (ex VAT ${money(o.total_ex, o.currency)})`);
  if (o.message) console.log(`message    ${o.message}`);
  for (const s of sql(`SELECT * FROM order_shipments WHERE order_id = ${id}`))
    console.log(`shipment   ${s.name} ${s.parcel_number ?? ''} ${s.tracking_link ?? ''}`);
  for (const f of sql(`SELECT * FROM order_refunds WHERE order_id = ${id}`))
    console.log(`refund     ${money(f.total, o.currency)} ${f.reason ?? ''}`);
} else if (action === 'outbox' && (rest[0] === undefined || /^[1-9]\d{0,5}$/.test(rest[0]))) {
  const n = rest[0] === undefined ? 20 : id;
  const mails = sql(`SELECT * FROM outbox ORDER BY id DESC LIMIT ${n}`);
  if (!mails.length) console.log('outbox: empty');
  for (const m of mails.reverse())
    console.log(`--- #${m.id} ${m.created_at} to ${m.recipient}\n${m.subject}\n\n${m.body}\n`);
} else if (action === 'status' && Number.isInteger(id) && STATUSES.includes(rest[1])) {
  const to = rest[1];
  const [o] = sql(
    `SELECT o.status, s.status = 'pending' AS pending FROM orders o
    LEFT JOIN payment_sessions s ON s.id = o.public_id WHERE o.id = ${id}`,
  );
  if (!o) fail(`no order #${id}`);
  const { statusChange } = await importTs('../orders/status-change.ts');
  const change = statusChange({ id, status: o.status, paymentPending: o.pending === 1 }, to);
  if (change.kind === 'refused') fail(change.reason);
  const changed = sql(
    `UPDATE orders SET status = '${to}', updated_at = datetime('now'), completed_at = CASE WHEN '${to}' = 'completed' THEN datetime('now') ELSE completed_at END
    WHERE id = ${id} AND status = '${o.status}' RETURNING id`,
  );
  if (!changed.length) fail(`#${id} changed meanwhile; look again (orders -- show ${id})`);
  console.log(`orders: #${id} is ${to}`);
} else if (action === 'ship' && Number.isInteger(id) && rest[1]) {
  const added = sql(
    `INSERT INTO order_shipments (order_id, shipping_id, name, parcel_number, tracking_link, shipping_date)
    SELECT id, shipping_id, shipping_name, ${quote(rest[1])}, ${rest[2] ? quote(rest[2]) : 'NULL'}, datetime('now')
    FROM orders WHERE id = ${id} RETURNING id`,
  );
  if (!added.length) fail(`no order #${id}`);
  console.log(`orders: #${id} shipped (${rest[1]})`);
} else usage(USAGE);
