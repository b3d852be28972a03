import { z } from 'zod';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import { rememberCustomerType } from '../edge/cookies';
import { refusedSwitchOf } from './business-only';
import { BrowserScope, ReturnPath } from './browser-request';
import { formAction, pathWith } from './form-action';

const Form = BrowserScope.extend({
  type: z.enum(CUSTOMER_TYPES),
  return: ReturnPath,
});

/**
 * Switches between private (inc VAT) and business (ex VAT) prices; works without JavaScript. A user
 * of a company account stays a business and is told why (business-only.ts).
 */
export const customerType = formAction({
  endpoint: 'customer-type',
  schema: Form,
  run: async (c, { type, return: back, ...scope }) => {
    if (await refusedSwitchOf(c, type, scope)) {
      // Said under the header of the page it was pressed on (chrome/account-control.tsx).
      rememberCustomerType(c, 'ORGANIZATION');
      return c.redirect(pathWith(back, 'notice', 'account.companyTypeFixed'), 303);
    }
    rememberCustomerType(c, type);
    return c.redirect(back, 303);
  },
});
