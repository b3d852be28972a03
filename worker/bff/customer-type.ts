import { z } from 'zod';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import { rememberCustomerType } from '../edge/cookies';
import { formAction } from './form-action';

const Form = z.object({
  type: z.enum(CUSTOMER_TYPES),
  // Only a path on this site: never an open redirect.
  return: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(2000)
    .catch('/'),
});

/** Switches between private (inc VAT) and business (ex VAT) prices; works without JavaScript. */
export const customerType = formAction({
  endpoint: 'customer-type',
  schema: Form,
  run: (c, { type, return: back }) => {
    rememberCustomerType(c, type);
    return c.redirect(back, 303);
  },
});
