import { cloneCartResolvers } from './clone-cart';
import { companyResolvers } from './companies';
import { newsletterResolvers } from './newsletter';
import { accountOrderResolvers } from './orders';
import { passwordResetResolvers } from './password-reset';
import { userResolvers } from './user';

/** The account's root fields (issue 10, part B), for graphql.ts. */
export const accountResolvers = {
  ...userResolvers,
  ...accountOrderResolvers,
  ...passwordResetResolvers,
  ...newsletterResolvers,
  ...cloneCartResolvers,
  ...companyResolvers,
};
