import { describe, expect, it } from 'vitest';
import { passwordDigest } from './digest';

describe('password digest (research note 1.1 test vectors)', () => {
  it.each([
    ['password', 'TqQX01rg0eGU8RzVE7Z+5QQKPN5X2TBUG63Os6jd4eqFxSYqUm7uzortWfdoS9vJ'],
    ['Hemligt123', 'rK2tU6iB2kf28S/ZgPVdH46msNJXxsbxshtNrtSTyCiNiymfOJw+K3Zi7Te1LzG3'],
    ['åäö-lösen', 'kTfCCT3TOM+qt06VLwqBIonxjLsYCSaAqfKTuirUevAC5QgOfMXGh5+gHqsC0TiB'],
  ])('%s', async (password, digest) => {
    expect(await passwordDigest(password)).toBe(digest);
  });
});
