import type { MessageKey } from '../../shared/i18n/messages';

/**
 * Each posted field's label, for its control and for the error summary's links. Not the promo code:
 * activating one is no attempt to place the order, so its message stays at its field (focused).
 */
export const FIELD_LABELS: Record<string, MessageKey> = {
  company: 'checkout.company',
  organizationId: 'checkout.organizationId',
  firstName: 'checkout.firstName',
  lastName: 'checkout.lastName',
  careOf: 'checkout.careOf',
  addressLine1: 'checkout.addressLine1',
  addressLine2: 'checkout.addressLine2',
  entryCode: 'checkout.entryCode',
  zip: 'checkout.zip',
  city: 'checkout.city',
  country: 'checkout.country',
  phone: 'checkout.phone',
  email: 'checkout.email',
  shippingId: 'checkout.shipping',
  paymentMethod: 'checkout.paymentMethod',
  identityNumber: 'checkout.personalId',
  message: 'checkout.message',
  termsAccepted: 'checkout.terms',
};

/** Fields in page order: the summary lists problems as the shopper meets them. */
export const FIELD_ORDER = Object.keys(FIELD_LABELS);
