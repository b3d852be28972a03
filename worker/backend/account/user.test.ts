import { describe, expect, it } from 'vitest';
import {
  DELETE_USER_MUTATION,
  GET_USER_QUERY,
  UPDATE_USER_MUTATION,
} from '../../../shared/graphql/account';
import { testCustomer } from '../../testing/customer';
import { backend, backendRequest } from '../../testing/graphql';
import { testDb } from '../checkout/test-carts';
import { bearer, codeOf, FORGED, placeInvoiceOrder } from '../../testing/account';

/** Intl puts no-break spaces in amounts; the tests compare them as plain spaces. */
const plain = (balances: { amountFormatted: string }[]) =>
  balances.map((b) => ({ ...b, amountFormatted: b.amountFormatted }));

describe('getUser', () => {
  it('refuses without a bearer and with a forged one (HTTP 401)', async () => {
    expect(codeOf(await backend(GET_USER_QUERY))).toBe('UNAUTHENTICATED');
    expect(codeOf(await backend(GET_USER_QUERY, {}, FORGED))).toBe('UNAUTHENTICATED');
    const res = await backendRequest(JSON.stringify({ query: GET_USER_QUERY }), FORGED);
    expect(res.status).toBe(401);
  });

  it('answers the account with its address and balances in every currency, formatted for the language', async () => {
    const c = await testCustomer({ address: { firstName: 'Tolvan', city: 'Lund' } });
    await testDb()
      .prepare(
        'INSERT INTO customer_balances (customer_id, currency, amount) VALUES (?, ?, ?), (?, ?, ?)',
      )
      .bind(c.id, 'SEK', 12_350, c.id, 'EUR', 500)
      .run();
    const sv = await backend(GET_USER_QUERY, { marketId: 'se', languageId: 'sv-SE' }, bearer(c));
    expect(sv.errors).toBeUndefined();
    const user = sv.data!.getUser;
    expect(user).toMatchObject({
      id: c.id,
      email: c.email,
      customerType: 'PERSON',
      newsletter: false,
      personalId: null,
      gender: 'UNSPECIFIED',
      metaData: null,
      memberType: '',
      memberId: 0,
    });
    expect(user.address).toMatchObject({ firstName: 'Tolvan', city: 'Lund', zip: '', company: '' });
    expect(plain(user.balances)).toEqual([
      { currency: 'EUR', amount: 5, amountFormatted: '5\u00a0€' },
      { currency: 'SEK', amount: 123.5, amountFormatted: '123,50\u00a0kr' },
    ]);
    const en = await backend(GET_USER_QUERY, { marketId: 'fi', languageId: 'en-US' }, bearer(c));
    expect(en.data!.getUser.balances[0]).toEqual({
      currency: 'EUR',
      amount: 5,
      // Money follows the market, not the language (issue 13).
      amountFormatted: '5\u00a0€',
    });
  });

  it("always answers the market's currency, 0 when the customer has no balance", async () => {
    const c = await testCustomer();
    const r = await backend(GET_USER_QUERY, { marketId: 'dk', languageId: 'en-US' }, bearer(c));
    expect(plain(r.data!.getUser.balances)).toEqual([
      { currency: 'DKK', amount: 0, amountFormatted: '0\u00a0kr.' },
    ]);
  });
});

describe('updateUser', () => {
  it('changes only the fields sent, merges the address and stores metaData', async () => {
    const c = await testCustomer({ address: { firstName: 'Anna', city: 'Lund', zip: '22100' } });
    const first = await backend(
      UPDATE_USER_MUTATION,
      {
        user: {
          newsletter: true,
          gender: 'WOMAN',
          personalId: '19121212-1212',
          address: { city: 'Malmö', careOf: 'Berg', zip: null },
          metaData: JSON.stringify({ favorites: [11, 12] }),
        },
      },
      bearer(c),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateUser).toMatchObject({
      newsletter: true,
      gender: 'WOMAN',
      personalId: '19121212-1212',
      metaData: '{"favorites":[11,12]}',
      address: { firstName: 'Anna', city: 'Malmö', careOf: 'Berg', zip: '22100' },
    });
    const second = await backend(UPDATE_USER_MUTATION, { user: { newsletter: false } }, bearer(c));
    expect(second.data!.updateUser).toMatchObject({
      newsletter: false,
      gender: 'WOMAN',
      personalId: '19121212-1212',
      metaData: '{"favorites":[11,12]}',
      address: { firstName: 'Anna', city: 'Malmö' },
    });
    const read = await backend(GET_USER_QUERY, {}, bearer(c));
    expect(read.data!.getUser).toEqual(second.data!.updateUser);
  });

  it('checks personalId by customer type and allows changing the type', async () => {
    const c = await testCustomer();
    const bad = await backend(
      UPDATE_USER_MUTATION,
      { user: { personalId: '121212-1213' } },
      bearer(c),
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect((bad.errors![0]!.extensions as { field?: string }).field).toBe('personalId');
    // An organisation number is not a personal number.
    const org = { personalId: '556036-0793' };
    expect(codeOf(await backend(UPDATE_USER_MUTATION, { user: org }, bearer(c)))).toBe(
      'BAD_USER_INPUT',
    );
    const changed = await backend(
      UPDATE_USER_MUTATION,
      { user: { ...org, customerType: 'ORGANIZATION', address: { company: 'Acme AB' } } },
      bearer(c),
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateUser).toMatchObject({
      customerType: 'ORGANIZATION',
      personalId: '556036-0793',
      address: { company: 'Acme AB' },
    });
    const tooLong = await backend(
      UPDATE_USER_MUTATION,
      { user: { address: { city: 'x'.repeat(201) } } },
      bearer(c),
    );
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  it("checks a person's number by the address's country (the market's when none) and keeps it written so", async () => {
    const c = await testCustomer({ address: { country: 'Finland' } });
    const update = (personalId: string, marketId = 'se') =>
      backend(UPDATE_USER_MUTATION, { user: { personalId }, marketId }, bearer(c));
    expect(codeOf(await update('121212-1212'))).toBe('BAD_USER_INPUT');
    expect((await update('131052 - 308t')).data!.updateUser.personalId).toBe('131052-308T');
    const d = await testCustomer();
    const danish = (personalId: string) =>
      backend(UPDATE_USER_MUTATION, { user: { personalId }, marketId: 'dk' }, bearer(d));
    expect(codeOf(await danish('131052-308T'))).toBe('BAD_USER_INPUT');
    expect((await danish('0707614285')).data!.updateUser.personalId).toBe('070761-4285');
    // Sweden's is kept with its century, as the storefront sends it.
    const s = await testCustomer({ address: { country: 'SE' } });
    const swedish = await backend(
      UPDATE_USER_MUTATION,
      { user: { personalId: '121212-1212' } },
      bearer(s),
    );
    expect(swedish.data!.updateUser.personalId).toBe('20121212-1212');
  });

  it('refuses without a valid bearer', async () => {
    expect(codeOf(await backend(UPDATE_USER_MUTATION, { user: { newsletter: true } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      codeOf(await backend(UPDATE_USER_MUTATION, { user: { newsletter: true } }, FORGED)),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('deleteUser', () => {
  it('deletes the account and its sessions; its orders stay, no longer linked', async () => {
    const db = testDb();
    const c = await testCustomer();
    const { orderId } = await placeInvoiceOrder(c, 20);
    await db
      .prepare('INSERT INTO refresh_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
      .bind(`hash-${c.id}`, c.id, Date.now() + 60_000)
      .run();
    expect(codeOf(await backend(DELETE_USER_MUTATION, {}, FORGED))).toBe('UNAUTHENTICATED');
    const r = await backend(DELETE_USER_MUTATION, {}, bearer(c));
    expect(r).toEqual({ data: { deleteUser: true } });
    const count = (sql: string) =>
      db
        .prepare(sql)
        .bind(c.id)
        .first<{ n: number }>()
        .then((row) => row!.n);
    expect(await count('SELECT count(*) AS n FROM customers WHERE id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM refresh_tokens WHERE customer_id = ?')).toBe(0);
    const order = await db
      .prepare('SELECT customer_id FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ customer_id: number | null }>();
    expect(order).toEqual({ customer_id: null });
    expect(codeOf(await backend(GET_USER_QUERY, {}, bearer(c)))).toBe('UNAUTHENTICATED');
  });
});
