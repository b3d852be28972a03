// zod/mini, as in shared/reviews.ts: the browser gets the rule without all of zod.
import * as z from 'zod/mini';

/** An e-mail address as shoppers type it (surrounding spaces dropped): forms check it, the Worker again. */
export const EmailAddress = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());

export const isEmailAddress = (value: unknown): boolean => EmailAddress.safeParse(value).success;
