// Log in as a customer of the local D1 database (npm run impersonate -- <email> [sv|en] [port]): prints
// an account link with a one-hour access token and no refresh token, what an operator gets from Geins'
// admin. Signed with IDENTITY_SECRET (environment or .dev.vars). The link is on the local server on
// [port] when one is named, else on the storefront the other tools use (cli.mjs localOrigin).
import { signTokenNode } from '../identity/node-token.mjs';
import { fail, localOrigin, usage } from './cli.mjs';
import { devSecret } from './dev-secret.mjs';
import { sql } from './local-d1.mjs';

const [email, lang = 'sv', port] = process.argv.slice(2);
if (
  !email ||
  !/^[^\s'"\\]+@[^\s'"\\]+$/.test(email) ||
  !['sv', 'en'].includes(lang) ||
  (port !== undefined && !/^\d+$/.test(port))
) {
  usage('npm run impersonate -- <email> [sv|en] [port]');
}
const [customer] = sql(
  `SELECT id, email, customer_type, member_type, member_id FROM customers WHERE email = '${email}' COLLATE NOCASE`,
);
if (!customer) fail(`no customer with the address ${email}`);

const token = signTokenNode(
  devSecret('IDENTITY_SECRET', 'impersonate'),
  {
    sid: String(customer.id),
    name: customer.email,
    customerType: customer.customer_type,
    ...(customer.member_type ? { memberType: customer.member_type } : {}),
    ...(customer.member_id ? { memberId: customer.member_id } : {}),
  },
  3600,
  Date.now(),
);
console.log(`${localOrigin(port)}/${lang}/account?loginToken=${token}`);
