// The sandbox payment provider's later answers (npm run payments -- …), with the storefront running:
//   list                  payments accepted as pending (order number, public id, method, total)
//   approve <order>       the provider approves: the order is paid, its confirmation page updates
//   reject <order>        the provider refuses: the order is cancelled, its stock back, a mail sent
// <order> is the order number (#12) or its public id. The answer goes as the provider sends it: a
// signed POST to the storefront's /_commerce/pay/callback (STOREFRONT_ORIGIN, default
// http://127.0.0.1:$PORT or :8787), signed with PAYMENT_CALLBACK_SECRET (environment or .dev.vars). The
// tool says where it posts: `list` reads the local database, which is no proof that the server on that
// port is the one serving it; an answer without the callback's JSON is named as another server's.
// `list` and order numbers read the local D1 database
// (WRANGLER_PERSIST_TO points at another local state folder, as for the seed).

import { fail, localOrigin, usage } from './cli.mjs';
import { devSecret } from './dev-secret.mjs';
import { importTs } from './import-ts.mjs';
import { sql } from './local-d1.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The backend's own signing code (payments/callback-signature.ts), bundled for Node. */
const signature = () => importTs('../payments/callback-signature.ts');

/** The payment's id (the order's public id) of an order number or a public id. */
function paymentOf(arg) {
  if (UUID.test(arg ?? '')) return arg;
  if (!/^#?\d{1,12}$/.test(arg ?? '')) fail('give an order number or its public id', 2);
  const [order] = sql(`SELECT public_id FROM orders WHERE id = ${Number(arg.replace('#', ''))}`);
  if (!order) fail(`no order ${arg}`);
  return order.public_id;
}

const [action, arg] = process.argv.slice(2);
if (action === 'list') {
  const rows = sql(
    `SELECT o.id, o.public_id, s.method, o.total, o.currency, o.created_at FROM orders o
    JOIN payment_sessions s ON s.id = o.public_id WHERE s.status = 'pending' ORDER BY o.id`,
  );
  if (!rows.length) console.log('payments: none pending');
  for (const r of rows)
    console.log(
      `#${r.id} ${r.public_id} ${r.method} ${(r.total / 100).toFixed(2)} ${r.currency} ${r.created_at}`,
    );
} else if (action === 'approve' || action === 'reject') {
  const payment = paymentOf(arg);
  const { signCallback, SIGNATURE_HEADER } = await signature();
  const body = JSON.stringify({ payment, answer: action === 'approve' ? 'approved' : 'rejected' });
  const origin = localOrigin();
  const url = new URL('/_commerce/pay/callback', origin);
  console.log(`payments: posting '${action}' for ${payment} to ${url}`);
  let res;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signCallback(
          devSecret('PAYMENT_CALLBACK_SECRET', 'payments'),
          body,
        ),
      },
      body,
    });
  } catch (error) {
    fail(
      `nothing answered at ${origin} (npm start? PORT or STOREFRONT_ORIGIN for another): ${error.message}`,
    );
  }
  const answer = await res.json().catch(() => ({}));
  const storefront = ['paid', 'failed'].includes(answer.state) || typeof answer.error === 'string';
  if (!storefront)
    fail(
      `the server at ${origin} is not this storefront (it answered ${res.status} without the callback's JSON); set PORT or STOREFRONT_ORIGIN to the one \`npm start\` serves`,
    );
  if (res.status === 200) console.log(`payments: ${payment} is ${answer.state}`);
  else if (res.status === 409) fail(`${payment} was already settled: ${answer.state}`);
  else if (res.status === 404) fail(`${payment} is not a payment awaiting an answer`);
  else fail(`the storefront answered ${res.status} ${answer.error ?? ''}`);
} else usage('npm run payments -- list | approve <order> | reject <order>');
