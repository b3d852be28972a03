import { z } from 'zod';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import { rememberCustomerType } from '../edge/cookies';
import { ReturnPath } from './browser-request';
import { formAction } from './form-action';

const Form = z.object({
  type: z.enum(CUSTOMER_TYPES),
  return: ReturnPath,
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
