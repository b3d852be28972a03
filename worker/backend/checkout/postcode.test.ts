import { describe, expect, it } from 'vitest';

import { parsePostcode } from '../../../shared/checkout/postcode';
import { shownPostcode } from './postcode';

// The backend keeps its own copy of the storefront's rule (it imports nothing of the storefront):
// a postcode the storefront shows one way is mailed the same way.
const INPUTS = [
  '11455',
  '114 55',
  'SE-114 55',
  'se11455',
  '01455',
  '00100',
  'FI-00100',
  'fi 00100',
  '0150',
  'NO-0150',
  '2100',
  'DK-2100',
  ' 2100 ',
  '123',
  '1234567',
  'SW1A 1AA',
  'sw1a  1aa',
  '00-950',
  'A',
  '--',
  '<b>',
  '',
];

describe('the backend and the storefront write a postcode alike', () => {
  it.each(['SE', 'FI', 'NO', 'DK', 'GB', 'se'])('in %s', (country) => {
    for (const zip of INPUTS) {
      const shop = parsePostcode(country, zip);
      expect([zip, shownPostcode(country, zip)]).toEqual([zip, shop.ok ? shop.display : zip]);
    }
  });
});
