import { describe, expect, it } from 'vitest';
import { toAccountUser } from './account';
import { statusGroup } from './order-status';

describe('order status groups (research 5.2; unknown statuses are the caller’s to log)', () => {
  it.each([
    ['pending', 'received'],
    ['pending-payment', 'received'],
    ['backorder', 'received'],
    ['received', 'received'],
    ['partial', 'processing'],
    ['inactive', 'processing'],
    ['on-hold', 'processing'],
    ['processing', 'processing'],
    ['cancelled', 'cancelled'],
    ['out-of-stock', 'cancelled'],
    ['completed', 'completed'],
    ['refunded', 'completed'],
    [' Completed ', 'completed'],
    ['shipped-to-the-moon', null],
    ['', null],
  ])('%j → %s', (raw, group) => expect(statusGroup(raw)).toBe(group));
});

describe('the account as the pages read it', () => {
  const user = {
    email: 'a@example.com',
    customerType: 'ORGANIZATION',
    personalId: null,
    newsletter: null,
    gender: 'SOMETHING-NEW',
    address: { firstName: 'Anna', zip: null },
    balances: [{ currency: 'SEK', amount: 12.5, amountFormatted: '12,50 kr' }, null],
    memberType: null,
    memberId: 0,
  };
  it('fills what is missing, keeps unknown enum values out, reads memberId 0 as none', () => {
    expect(toAccountUser(user)).toMatchObject({
      customerType: 'ORGANIZATION',
      personalId: '',
      newsletter: false,
      gender: 'UNSPECIFIED',
      address: { firstName: 'Anna', zip: '', city: '' },
      balances: [{ currency: 'SEK', amount: 12.5, amountText: '12,50 kr' }],
      memberId: '',
    });
    expect(toAccountUser({ ...user, memberId: 7 }).memberId).toBe('7');
  });
  it('refuses an answer without an e-mail (an upstream shape error, not a crash)', () => {
    expect(() => toAccountUser({ ...user, email: undefined })).toThrow(/Unexpected user/);
  });
});
