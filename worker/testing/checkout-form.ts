// A shopper's checkout form as the browser posts it (the checkout tests').
import { request } from './app';

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

/** Places an order as the form does without JavaScript: Anna's details, over them `fields`. */
export const placeByForm = (path: string, cookie: string, fields: Record<string, string>) =>
  request(path, {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      ...ANNA_CHECKOUT,
      return: path,
      intent: 'place',
      attemptId: crypto.randomUUID(),
      ...fields,
    }).toString(),
  });
