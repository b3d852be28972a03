// A plain rule, no zod: the notify, newsletter and checkout forms run it in the browser, where
// zod/mini cost 7.9 KB gzip (README decision 210). The Worker's schemas call it (worker/bff/browser-request.ts).

/** Dot-separated words of letters, digits and _ ' + - (not ending in '), then a domain with a TLD of letters. */
const ADDRESS = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[A-Za-z\d][A-Za-z\d-]*\.)+[A-Za-z]{2,}$/;
const MAX_LENGTH = 254;

/** An e-mail address as shoppers type it (surrounding spaces dropped): forms check it, the Worker again. */
export const isEmailAddress = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().length <= MAX_LENGTH && ADDRESS.test(value.trim());
