import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { setCookiesOf } from '../../testing/auth';
import { newCartCookie } from '../../testing/cart';
import { placeByForm } from '../../testing/checkout-form';
import { customerWithBalance, testCustomer } from '../../testing/customer';

/** The page as a browser shows it: without React's text separators. */
const plain = (html: string) => html.replaceAll('<!-- -->', '');
/** The sums of the orders shown (confirmation, account): each one's summary list, joined. */
const sumsOf = (html: string) =>
  plain(html)
    .split('class="checkout-summary-list"')
    .slice(1)
    .map((part) => part.slice(0, part.indexOf('</dl>')))
    .join('\n');
const summaryOf = (html: string) => {
  const start = html.indexOf('class="checkout-summary"');
  return plain(html.slice(start, html.indexOf('</section>', start)));
};

describe('a customer’s balance at the checkout', () => {
  it('the summary shows the total before the balance, the balance taken off and what is left to pay', async () => {
    const c = await customerWithBalance(5_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const sv = summaryOf(await (await request('/sv/kassan', { headers: { cookie } })).text());
    const before = /data-testid="summary-before-balance" data-money="">([^<]+)</.exec(sv)?.[1];
    expect(sv).toContain('<dt>Totalt före saldo</dt>');
    expect(sv).toContain(
      '<dt>Betalas med saldo</dt><dd data-testid="summary-balance">−<span data-money="">50\u00a0kr</span>',
    );
    expect(sv).toContain('<dt class="total">Att betala</dt>');
    const toPay = /data-testid="summary-total" data-money="">([^<]+)</.exec(sv)?.[1];
    const kr = (text: string | undefined) => Number(text!.replace(/\D/g, ''));
    expect(kr(before) - kr(toPay)).toBe(50);
    const en = summaryOf(await (await request('/en/checkout', { headers: { cookie } })).text());
    expect(en).toContain('<dt>Total before balance</dt>');
    expect(en).toContain('<dt>Paid with balance</dt>');
    expect(en).toContain('<dt class="total">To pay</dt>');
  });

  it('in euro, what the balance pays has cents when the sums around it have them (decision 195)', async () => {
    const c = await customerWithBalance(1_000, 'EUR');
    const cookie = `${c.cookie}; ${await newCartCookie()}; ralph-checkout-market=fi`;
    const sv = summaryOf(await (await request('/sv/kassan', { headers: { cookie } })).text());
    const total = /data-testid="summary-before-balance" data-money="">([^<]+)</.exec(sv)?.[1];
    expect(total).toMatch(/,\d\d\u00a0€$/);
    expect(sv).toContain('data-testid="summary-balance">−<span data-money="">10,00\u00a0€</span>');
  });

  it('a guest, and a customer with no balance, see the total as before', async () => {
    const guest = summaryOf(
      await (await request('/sv/kassan', { headers: { cookie: await newCartCookie() } })).text(),
    );
    const none = await testCustomer();
    const cookie = `${none.cookie}; ${await newCartCookie()}`;
    const customer = summaryOf(await (await request('/sv/kassan', { headers: { cookie } })).text());
    for (const html of [guest, customer]) {
      expect(html).toContain('<dt class="total">Totalbelopp inkl. moms</dt>');
      expect(html).not.toContain('saldo');
    }
  });

  it('an invoice order uses it: the confirmation and the account’s order show it, the balance is lower', async () => {
    const c = await customerWithBalance(5_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const placed = await placeByForm('/sv/kassan', cookie, { email: c.email });
    expect(placed.status).toBe(303);
    const order = setCookiesOf(placed).get('ralph-order');
    const confirmation = sumsOf(
      await (
        await request(placed.headers.get('location')!, {
          headers: { cookie: `${c.cookie}; ralph-order=${order!.value}` },
        })
      ).text(),
    );
    expect(confirmation).toContain(
      '<dt>Betalt med saldo</dt><dd data-testid="order-balance">−50\u00a0kr</dd>',
    );
    expect(confirmation).toContain('<dt>Återstående belopp</dt><dd data-testid="order-to-pay">');
    const orders = sumsOf(
      await (await request('/en/my-account/orders', { headers: { cookie: c.cookie } })).text(),
    );
    expect(orders).toContain(
      '<dt>Paid with balance</dt><dd data-testid="order-balance">−50\u00a0kr</dd>',
    );
    const balance = await (
      await request('/sv/mina-sidor/saldo', { headers: { cookie: c.cookie } })
    ).text();
    expect(balance).toMatch(/data-testid="balance">0\u00a0kr</);
  });
  it('a balance that pays the whole order asks no payment method’s fields, says so, and orders without them', async () => {
    const c = await customerWithBalance(10_000_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const sv = plain(await (await request('/sv/kassan', { headers: { cookie } })).text());
    expect(summaryOf(sv)).toMatch(/data-testid="summary-total" data-money="">0\u00a0kr</);
    expect(sv).toContain('Ditt saldo betalar hela ordern, så du behöver inte välja betalsätt.');
    // The personal number is kept in the form, hidden; the radios too, with the choice.
    expect(sv).toMatch(/<p class="field" hidden=""><label for="checkout-identityNumber"/);
    const radios = [
      ...sv.matchAll(
        /<label class="option"( hidden="")?><input type="radio" name="paymentMethod"/g,
      ),
    ];
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.every((m) => m[1])).toBe(true);
    const en = await (await request('/en/checkout', { headers: { cookie } })).text();
    expect(en).toContain(
      'Your balance pays the whole order, so there is no payment method to choose.',
    );
    // Invoice chosen, no personal number: ordered, paid by the balance.
    const form = { email: c.email, identityNumber: '', attemptId: crypto.randomUUID() };
    const placed = await placeByForm('/sv/kassan', cookie, form);
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/\/sv\/kassan\/bekraftelse$/);
    // The same form again (a second click without scripts): the order's confirmation, not an error
    // on the personal number, which the page does not show.
    const again = await placeByForm('/sv/kassan', cookie, form);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/\/sv\/kassan\/bekraftelse$/);
    expect(setCookiesOf(again).get('ralph-order')?.value).toBe(
      setCookiesOf(placed).get('ralph-order')?.value,
    );
  });

  it('a balance that pays part of the order still asks the invoice its personal number', async () => {
    const c = await customerWithBalance(1_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const sv = plain(await (await request('/sv/kassan', { headers: { cookie } })).text());
    expect(sv).not.toContain('Ditt saldo betalar hela ordern');
    expect(sv).toMatch(/<p class="field"><label for="checkout-identityNumber"/);
    const refused = await placeByForm('/sv/kassan', cookie, { email: c.email, identityNumber: '' });
    expect(refused.status).toBe(400);
    expect(plain(await refused.text())).toMatch(
      /id="checkout-identityNumber-error"[^>]*>Fältet är obligatoriskt/,
    );
  });

  it('a balance that grew while the shopper was on the card page charges nothing, says it changed, and the checkout shows it as it is now', async () => {
    const c = await customerWithBalance(1_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const placed = await placeByForm('/sv/kassan', cookie, {
      email: c.email,
      paymentMethod: 'card',
    });
    const payPage = placed.headers.get('location')!;
    expect(payPage).toMatch(/^\/_commerce\/pay\/card\//);
    // A refund in another tab: the balance is 20 kr now.
    const db = (env as unknown as { DB: D1Database }).DB;
    await db
      .prepare(
        "UPDATE customer_balances SET amount = 2000 WHERE customer_id = ? AND currency = 'SEK'",
      )
      .bind(c.id)
      .run();
    const paid = await request(payPage, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    });
    const failure = paid.headers.get('location')!;
    expect(failure).toBe('http://shop.test/sv/checkout/klarna-fail?error=BalanceChanged');
    const said = plain(await (await request(failure, { headers: { cookie } })).text());
    expect(said).toContain(
      '<h1>Ditt saldo har ändrats sedan betalningen påbörjades, så inget har dragits.',
    );
    expect(said).not.toContain('saldo på ditt konto');
    const orders = await db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?')
      .bind(c.id)
      .first<number>('n');
    expect(orders).toBe(0);
    const back = summaryOf(await (await request('/sv/kassan', { headers: { cookie } })).text());
    expect(back).toContain(
      '<dt>Betalas med saldo</dt><dd data-testid="summary-balance">−<span data-money="">20\u00a0kr</span>',
    );
  });

  it('a balance spent in another tab after the page was shown orders nothing: the page again, said so, with the balance as it is now', async () => {
    const c = await customerWithBalance(5_000);
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const shown = await (await request('/sv/kassan', { headers: { cookie } })).text();
    const attemptId = /name="attemptId" value="([\w-]+)"/.exec(shown)![1]!;
    const db = (env as unknown as { DB: D1Database }).DB;
    const orders = () =>
      db
        .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?')
        .bind(c.id)
        .first<number>('n');
    // Another tab spends 30 kr of it.
    await db
      .prepare(
        "UPDATE customer_balances SET amount = 2000 WHERE customer_id = ? AND currency = 'SEK'",
      )
      .bind(c.id)
      .run();
    const refused = await placeByForm('/sv/kassan', cookie, { email: c.email, attemptId });
    expect(refused.status).toBe(409);
    const page = plain(await refused.text());
    expect(page).toContain(
      'Ditt saldo har ändrats sedan sidan visades, så inget har beställts. Se över beloppet och slutför köpet igen.',
    );
    expect(summaryOf(page)).toContain('−<span data-money="">20\u00a0kr</span>');
    expect(await orders()).toBe(0);
    // The page now shown is ordered at once.
    const again = /name="attemptId" value="([\w-]+)"/.exec(page)![1]!;
    const placed = await placeByForm('/sv/kassan', cookie, { email: c.email, attemptId: again });
    expect(placed.status).toBe(303);
    expect(await orders()).toBe(1);
  });
});
