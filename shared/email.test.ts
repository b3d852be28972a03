import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('e-mail addresses, one rule for the notify form and the Worker', () => {
  it('takes an address with spaces around it and refuses what is not one', () => {
    expect(isEmailAddress(' kund@example.se ')).toBe(true);
    for (const bad of ['inte-en-adress', 'a@b', '@example.se', `${'x'.repeat(250)}@example.se`, 42])
      expect(isEmailAddress(bad), String(bad)).toBe(false);
  });
});
