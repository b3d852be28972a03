import { companyRejectedMail, companyWelcomeMail, resetLink } from './mails';
import { RESET_KEY_LIFETIME_MS } from './keys';
import { marketFor } from '../markets';
import type { ShopLinks } from '../storefront-origin';

/**
 * The operator's decisions on the company queue, as SQL for `wrangler d1 execute --command` (the tool
 * npm run companies bundles this module; its test runs the same statements on the test D1). Values are
 * inlined as SQL literals: quote() is the only way text from the forms reaches the SQL.
 */
export interface CompanyRequest {
  id: number;
  kind: 'application' | 'extra-user';
  company_account_id: number | null;
  email: string;
  /** Who asked for an extra user (they hear of a rejection); null for an application. */
  requester_email: string | null;
  details: string;
  language: string;
  /** The market's alias the request was made in; null for requests older than the column. */
  market: string | null;
}
interface Details {
  companyName?: string;
  organizationId?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}
export interface Company {
  id: number;
  name: string;
  organization_id: string;
}

export const quote = (value: string | number | null) =>
  value === null
    ? 'NULL'
    : typeof value === 'number'
      ? String(Math.trunc(value))
      : `'${value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/'/g, "''")}'`;

const lang = (r: CompanyRequest) => (r.language === 'en' ? 'en' : 'sv');
const decided = (r: CompanyRequest, status: string, at: string) =>
  `UPDATE company_requests SET status = ${quote(status)}, decided_at = ${quote(at)} WHERE id = ${quote(r.id)} AND status = 'pending'`;
const mail = (to: string, m: { subject: string; body: string }, at: string) =>
  `INSERT INTO outbox (recipient, subject, body, created_at) VALUES (${quote(to)}, ${quote(m.subject)}, ${quote(m.body)}, ${quote(at)})`;

/**
 * Approval: (for an application) the company account; an ORGANIZATION customer of it without a
 * password; a reset key (given: made and hashed by the caller) and the mail with the set-password link.
 * `company` is the extra user's existing account; null for an application.
 */
export function approvalStatements(
  r: CompanyRequest,
  company: Company | null,
  reset: { key: string; keyHash: string; links: ShopLinks; now: number },
): string[] {
  const d = JSON.parse(r.details) as Details;
  const at = new Date(reset.now).toISOString();
  const name = company?.name ?? d.companyName ?? '';
  const orgId = company?.organization_id ?? d.organizationId ?? '';
  const companyId = company
    ? quote(company.id)
    : `(SELECT id FROM company_accounts WHERE organization_id = ${quote(orgId)})`;
  const address = {
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    company: name,
    phone: d.phone ?? '',
    mobile: d.phone ?? '',
    ...(company
      ? {}
      : {
          addressLine1: d.addressLine1 ?? '',
          addressLine2: d.addressLine2 ?? '',
          zip: d.zip ?? '',
          city: d.city ?? '',
          country: d.country ?? '',
        }),
  };
  const customer = `(SELECT id FROM customers WHERE email = ${quote(r.email)})`;
  return [
    decided(r, 'approved', at),
    ...(company
      ? []
      : [
          `INSERT INTO company_accounts (name, organization_id, created_at) VALUES (${quote(name)}, ${quote(orgId)}, ${quote(at)})`,
          `UPDATE company_requests SET company_account_id = ${companyId} WHERE id = ${quote(r.id)}`,
        ]),
    `INSERT INTO customers (email, customer_type, personal_id, address, member_type, member_id, created_at, updated_at)
      VALUES (${quote(r.email)}, 'ORGANIZATION', ${quote(orgId)}, ${quote(JSON.stringify(address))}, 'company', CAST(${companyId} AS TEXT), ${quote(at)}, ${quote(at)})`,
    `INSERT INTO password_resets (key_hash, customer_id, expires_at) VALUES (${quote(reset.keyHash)}, ${customer}, ${quote(reset.now + RESET_KEY_LIFETIME_MS)})`,
    mail(
      r.email,
      companyWelcomeMail(
        lang(r),
        name,
        resetLink(reset.links, { market: marketFor(r.market).alias, lang: lang(r) }, reset.key),
      ),
      at,
    ),
  ];
}

/** Rejection: the request closed and a mail saying so (to the applicant, or the user who asked for an extra user). */
export function rejectionStatements(r: CompanyRequest, company: Company | null, now: number) {
  const d = JSON.parse(r.details) as Details;
  const at = new Date(now).toISOString();
  return [
    decided(r, 'rejected', at),
    mail(
      r.requester_email ?? r.email,
      companyRejectedMail(lang(r), r.kind, company?.name ?? d.companyName ?? ''),
      at,
    ),
  ];
}
