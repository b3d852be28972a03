// A shopper's checkout form as the browser posts it (the checkout tests').
/** Anna's details, invoice and the terms: all a person's order needs but the e-mail. */
export const ANNA_CHECKOUT = {
  customerType: 'PERSON',
  firstName: 'Anna',
  lastName: 'Svensson',
  addressLine1: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: 'SE',
  phone: '070-123 45 67',
  shippingId: '1',
  paymentMethod: 'invoice',
  identityNumber: '121212-1212',
  termsAccepted: 'on',
};
