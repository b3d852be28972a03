import { shopLink, type ShopLinks } from '../storefront-origin';

/** The account's mails (plain text, sv or en), written to the outbox like the order confirmation. */
type Lang = 'sv' | 'en';

const RESET = {
  sv: {
    subject: 'Återställ ditt lösenord',
    body: (link: string) =>
      `Hej!\n\nVi har fått en begäran om att återställa lösenordet för ditt konto. Välj ett nytt lösenord här (länken gäller i en timme och kan användas en gång):\n\n${link}\n\nHar du inte bett om det här kan du bortse från mejlet.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link: string) =>
      `Hi,\n\nWe received a request to reset the password of your account. Choose a new password here (the link is valid for one hour and can be used once):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  },
};

const COMPANY_WELCOME = {
  sv: {
    subject: 'Ditt företagskonto är klart',
    body: (company: string, link: string) =>
      `Hej!\n\nDu har nu ett konto för ${company}. Välj ditt lösenord här (länken gäller i en timme):\n\n${link}\n\nGår länken ut kan du be om en ny med "Glömt lösenord" på inloggningen.`,
  },
  en: {
    subject: 'Your company account is ready',
    body: (company: string, link: string) =>
      `Hi,\n\nYou now have an account for ${company}. Choose your password here (the link is valid for one hour):\n\n${link}\n\nIf the link expires, ask for a new one with "Forgot password" when you log in.`,
  },
};

const COMPANY_REJECTED = {
  sv: {
    subject: 'Din förfrågan om företagskonto',
    application: (company: string) => `din ansökan om ett företagskonto för ${company}`,
    'extra-user': (company: string) => `din förfrågan om en ny användare för ${company}`,
    body: (what: string) =>
      `Hej!\n\nTack för ${what}. Vi kan tyvärr inte godkänna den just nu. Kontakta kundservice om du har frågor.`,
  },
  en: {
    subject: 'Your company account request',
    application: (company: string) => `your application for a company account for ${company}`,
    'extra-user': (company: string) => `your request for a new user for ${company}`,
    body: (what: string) =>
      `Hi,\n\nThank you for ${what}. Unfortunately we cannot approve it at this time. Please contact customer service if you have any questions.`,
  },
};

const COMPANY_RECEIVED = {
  sv: {
    subject: 'Vi har tagit emot din ansökan om företagskonto',
    body: (company: string) =>
      `Hej!\n\nTack för din ansökan om ett företagskonto för ${company}. Vi går igenom den och skriver till den här adressen när vi har behandlat den.\n\nHar du inte ansökt om något företagskonto kan du bortse från mejlet.`,
  },
  en: {
    subject: 'We have received your company account application',
    body: (company: string) =>
      `Hi,\n\nThank you for your application for a company account for ${company}. We will review it and write to this address once we have handled it.\n\nIf you did not apply for a company account, you can ignore this e-mail.`,
  },
};

/** The set-password page for a key, in the market (alias) and language it was asked from. */
export const resetLink = (links: ShopLinks, where: { market: string; lang: Lang }, key: string) =>
  shopLink(links, where, `/account/reset-password?resetKey=${encodeURIComponent(key)}`);

export const resetMail = (lang: Lang, link: string) => ({
  subject: RESET[lang].subject,
  body: RESET[lang].body(link),
});

/** The applicant's receipt for an application in the operator's queue. */
export const companyReceivedMail = (lang: Lang, company: string) => ({
  subject: COMPANY_RECEIVED[lang].subject,
  body: COMPANY_RECEIVED[lang].body(company),
});

/** The operator's decisions (company-decisions.ts, run by tools/companies.mjs). */
export const companyWelcomeMail = (lang: Lang, company: string, link: string) => ({
  subject: COMPANY_WELCOME[lang].subject,
  body: COMPANY_WELCOME[lang].body(company, link),
});
export const companyRejectedMail = (
  lang: Lang,
  kind: 'application' | 'extra-user',
  company: string,
) => ({
  subject: COMPANY_REJECTED[lang].subject,
  body: COMPANY_REJECTED[lang].body(COMPANY_REJECTED[lang][kind](company)),
});

/** The operator's notice of a new request in the company queue (English: the operator's language). */
export const OPERATOR_EMAIL = 'operator@ralph.local';
export const operatorMail = (kind: 'application' | 'extra-user', id: number, summary: string) => ({
  subject: `Company ${kind === 'application' ? 'account application' : 'extra user request'} #${id}`,
  body: `${summary}\n\nnpm run companies -- list\nnpm run companies -- approve ${id}\nnpm run companies -- reject ${id}`,
});

export const outboxInsert = (
  db: D1Database,
  recipient: string,
  mail: { subject: string; body: string },
) =>
  db
    .prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
    .bind(recipient, mail.subject, mail.body, new Date().toISOString());
