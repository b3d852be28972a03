import { apiError } from '../errors';
import { customerOf, requireCustomer } from '../identity/customer';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';
import { applicationFor, EXTRA_USER, parsed } from './company-input';
import { companyReceivedMail, OPERATOR_EMAIL, operatorMail, outboxInsert } from './mails';

/** Stores a pending request, then tells the operator and, when one is given, sends `receipt` to its address. */
async function queue(
  ctx: BackendContext,
  args: ScopeArgs,
  request: {
    kind: 'application' | 'extra-user';
    email: string;
    details: object;
    companyAccountId?: string | null;
    requestedBy?: number;
    summary: string;
    /** The mail to the request's address that it has been received. */
    receipt?: { to: string; mail: { subject: string; body: string } };
  },
) {
  // Approval creates a user with this address (company-decisions.ts): it must not exist yet, nor
  // wait in another request (whose approval would make this one fail).
  const found = await ctx.db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM customers WHERE email = ?1) AS account,
        EXISTS (SELECT 1 FROM company_requests WHERE status = 'pending' AND email = ?1) AS pending`,
    )
    .bind(request.email)
    .first<{ account: number; pending: number }>();
  if (found?.account)
    throw apiError('An account with this e-mail address exists already', 'ALREADY_EXISTS');
  if (found?.pending)
    throw apiError('A request for this e-mail address is waiting already', 'ALREADY_PENDING');
  const row = await ctx.db
    .prepare(
      `INSERT INTO company_requests (kind, company_account_id, requested_by, email, details, language, market, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      request.kind,
      request.companyAccountId ?? null,
      request.requestedBy ?? null,
      request.email,
      JSON.stringify(request.details),
      scopeOf(args).lang,
      scopeOf(args).market.alias,
      new Date().toISOString(),
    )
    .first<{ id: number }>();
  const mails = [
    outboxInsert(ctx.db, OPERATOR_EMAIL, operatorMail(request.kind, row!.id, request.summary)),
  ];
  if (request.receipt) mails.push(outboxInsert(ctx.db, request.receipt.to, request.receipt.mail));
  await ctx.db.batch(mails);
}

/** Extensions (not in the Merchant API): company accounts are applied for, extra users requested. */
export const companyResolvers = {
  /**
   * Anyone may apply; the organisation number is checked by the address's country (the market's when
   * none is given); an operator decides (npm run companies). A logged-in applicant gets a receipt at
   * the account's own address: the application's is typed by anyone and proven by nothing, and a
   * receipt there would let anyone have the shop mail any address a company name of their choosing.
   */
  async applyForCompanyAccount(args: ScopeArgs & { application: unknown }, ctx: BackendContext) {
    const marketCountry = scopeOf(args).market.country.code;
    const application = parsed(applicationFor(marketCountry), args.application);
    const applicant = await customerOf(ctx);
    await queue(ctx, args, {
      kind: 'application',
      email: application.email,
      details: application,
      summary: `${application.companyName} (${application.organizationId}), ${application.firstName} ${application.lastName}`,
      // In the application's language, as the operator's decision will be (company-decisions.ts).
      ...(applicant
        ? {
            receipt: {
              to: applicant.email,
              mail: companyReceivedMail(scopeOf(args).lang, application.companyName),
            },
          }
        : {}),
    });
    return true;
  },

  /** A user of a company account (ORGANIZATION with a member id) asks for one more user. */
  async requestCompanyUser(args: ScopeArgs & { request: unknown }, ctx: BackendContext) {
    const customer = await requireCustomer(ctx);
    const member = await ctx.db
      .prepare('SELECT customer_type, member_id FROM customers WHERE id = ?')
      .bind(customer.id)
      .first<{ customer_type: string; member_id: string | null }>();
    if (member?.customer_type !== 'ORGANIZATION' || !member.member_id)
      throw apiError('Only a user of a company account can ask for more users', 'FORBIDDEN');
    const request = parsed(EXTRA_USER, args.request);
    await queue(ctx, args, {
      kind: 'extra-user',
      email: request.email,
      details: request,
      companyAccountId: member.member_id,
      requestedBy: customer.id,
      summary: `company account ${member.member_id}: ${request.firstName} ${request.lastName}`,
    });
    return true;
  },
};
