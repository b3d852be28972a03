// The operator's company queue on the local D1 database (npm run companies -- …):
//   list          pending applications for a company account and requests for extra users
//   approve <id>  create the account (and the company, for an application) and mail a set-password link
//   reject <id>   close the request and mail the result
// STOREFRONT_ORIGIN sets the link's origin (default http://127.0.0.1:$PORT, :8787 without PORT, as
// `npm start` serves it) and MARKETS_IN_PATH=true puts
// the request's market in it (/fi/en/…), as the shop's own variables do; WRANGLER_PERSIST_TO points
// at another local state folder, as for the seed. The statements come from
// worker/backend/account/company-decisions.ts, bundled here, so the tool and its test share them.

import { createHash, randomBytes } from 'node:crypto';
import { fail, localOrigin, usage } from './cli.mjs';
import { importTs } from './import-ts.mjs';
import { d1, sql } from './local-d1.mjs';

const decisions = () => importTs('../account/company-decisions.ts');

const [action, arg] = process.argv.slice(2);
const id = Number(arg);
if (action === 'list') {
  const rows = sql(
    `SELECT r.id, r.kind, r.email, r.details, r.created_at, c.name AS company, q.email AS requester
    FROM company_requests r LEFT JOIN company_accounts c ON c.id = r.company_account_id
    LEFT JOIN customers q ON q.id = r.requested_by WHERE r.status = 'pending' ORDER BY r.id`,
  );
  if (!rows.length) console.log('companies: none pending');
  for (const r of rows) {
    const d = JSON.parse(r.details);
    const who = `${d.firstName} ${d.lastName} <${r.email}>`;
    console.log(
      r.kind === 'application'
        ? `#${r.id} application ${d.companyName} (${d.organizationId}) ${who} ${r.created_at}${d.message ? `: ${d.message}` : ''}`
        : `#${r.id} extra user for ${r.company} asked by ${r.requester ?? '(deleted account)'}: ${who} ${r.created_at}`,
    );
  }
} else if ((action === 'approve' || action === 'reject') && Number.isInteger(id) && id > 0) {
  const { approvalStatements, rejectionStatements, quote } = await decisions();
  const [request] = sql(
    `SELECT r.id, r.kind, r.company_account_id, r.email, r.details, r.language, r.market, q.email AS requester_email
    FROM company_requests r LEFT JOIN customers q ON q.id = r.requested_by
    WHERE r.id = ${quote(id)} AND r.status = 'pending'`,
  );
  if (!request) fail(`no pending request #${id}`);
  const [company] = request.company_account_id
    ? sql(
        `SELECT id, name, organization_id FROM company_accounts WHERE id = ${quote(request.company_account_id)}`,
      )
    : [null];
  let statements;
  if (action === 'reject') statements = rejectionStatements(request, company ?? null, Date.now());
  else {
    if (sql(`SELECT id FROM customers WHERE email = ${quote(request.email)}`).length)
      fail(`${request.email} already has an account; reject #${id} or ask for another address`);
    const orgId = JSON.parse(request.details).organizationId;
    if (
      !company &&
      sql(`SELECT id FROM company_accounts WHERE organization_id = ${quote(orgId)}`).length
    )
      fail(`organisation ${orgId} already has a company account; reject #${id}`);
    const key = randomBytes(32).toString('base64url');
    const keyHash = createHash('sha256').update(key).digest('hex');
    const { storefrontOriginOf, storefrontOriginProblem } =
      await importTs('../storefront-origin.ts');
    const given = { STOREFRONT_ORIGIN: localOrigin() };
    if (storefrontOriginProblem(given)) fail(storefrontOriginProblem(given), 2);
    const origin = storefrontOriginOf(given);
    const marketsInPath = ['true', '1'].includes(process.env.MARKETS_IN_PATH ?? '');
    statements = approvalStatements(request, company ?? null, {
      key,
      keyHash,
      links: { origin, marketsInPath },
      now: Date.now(),
    });
  }
  d1(['--command', statements.join(';\n')]);
  console.log(
    `companies: #${id} ${action === 'approve' ? 'approved, set-password link mailed to' : 'rejected, mail to'} ${action === 'approve' ? request.email : (request.requester_email ?? request.email)}`,
  );
} else usage('npm run companies -- list | approve <id> | reject <id>');
