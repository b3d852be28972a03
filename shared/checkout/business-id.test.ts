import { describe, expect, it } from 'vitest';
import { parseBusinessId } from './business-id';

const parsed = (country: string, input: string) => {
  const r = parseBusinessId(country, input);
  return r.ok ? r.normalized : r.reason;
};

describe('a business registration number', () => {
  it.each`
    country | input               | expected         | rule
    ${'SE'} | ${'556091-2148'}    | ${'556091-2148'} | ${'Sweden: the organisationsnummer (identity-number.ts)'}
    ${'se'} | ${'556091-2149'}    | ${'checksum'}    | ${'its Luhn digit'}
    ${'FI'} | ${'0112038-9'}      | ${'0112038-9'}   | ${'Finland: the Y-tunnus'}
    ${'fi'} | ${'FI01120389'}     | ${'0112038-9'}   | ${'its VAT form'}
    ${'FI'} | ${'1572860-0'}      | ${'1572860-0'}   | ${'a remainder of 0 gives 0'}
    ${'FI'} | ${'0112038-8'}      | ${'checksum'}    | ${'a wrong check digit'}
    ${'FI'} | ${'112038-9'}       | ${'format'}      | ${'a digit short'}
    ${'NO'} | ${'974 760 673'}    | ${'974760673'}   | ${'Norway: the organisasjonsnummer, in groups'}
    ${'NO'} | ${'NO974760673MVA'} | ${'974760673'}   | ${'its VAT form'}
    ${'NO'} | ${'974760674'}      | ${'checksum'}    | ${'a wrong check digit'}
    ${'DK'} | ${'10150817'}       | ${'10150817'}    | ${'Denmark: the CVR-nummer'}
    ${'DK'} | ${'DK-10 15 08 17'} | ${'10150817'}    | ${'its VAT form, spaced'}
    ${'DK'} | ${'10150818'}       | ${'checksum'}    | ${'a wrong check digit'}
    ${'DK'} | ${'1015081A'}       | ${'format'}      | ${'a letter'}
    ${'DE'} | ${'hrb 12345'}      | ${'HRB 12345'}   | ${'elsewhere: letters and digits, unchecked'}
    ${'DE'} | ${'x'}              | ${'format'}      | ${'but at least two'}
    ${'DE'} | ${'<script>'}       | ${'format'}      | ${'and nothing else'}
  `('$rule: $country $input → $expected', ({ country, input, expected }) =>
    expect(parsed(country, input)).toBe(expected),
  );
});
