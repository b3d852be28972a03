import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const ENDPOINTS = ['/graphql', '/reviews', '/stock-watch'];
const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(path, {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', ...headers },
    body,
  });
const envelope = async (res: Response) =>
  (await res.json()) as { errors: { message: string; code: string }[] };

/** A body of `bytes` that announces no length: the cap must hold while reading. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('['.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe('the BFF request helper: bad input is a 4xx envelope with the shopper text, never a 5xx', () => {
  it('refuses a 10 MB body with 413 from its Content-Length, before reading it', async () => {
    const big = JSON.stringify({ locale: 'en', padding: 'x'.repeat(10 * 1024 * 1024) });
    for (const path of ENDPOINTS) {
      const res = await send(path, big);
      expect(res.status, path).toBe(413);
      expect(await envelope(res), path).toEqual({
        errors: [{ message: 'Det du skickade var för stort.', code: 'PAYLOAD_TOO_LARGE' }],
      });
    }
  });

  it('refuses a 10 MB body without a length, and 10^6-deep JSON, with 413 before parsing', async () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    for (const path of ENDPOINTS) {
      expect((await send(path, streamed(10 * 1024 * 1024))).status, path).toBe(413);
      expect((await send(path, deep)).status, path).toBe(413);
    }
  });

  it('answers malformed JSON with 400 and other media types with 415', async () => {
    for (const path of ENDPOINTS) {
      const malformed = await send(path, '{"locale": "en",');
      expect(malformed.status, path).toBe(400);
      expect((await envelope(malformed)).errors[0]!.code, path).toBe('BAD_REQUEST');
      const text = await send(path, '{}', { 'content-type': 'text/plain' });
      expect(text.status, path).toBe(415);
      // /stock-watch and /reviews take a plain form too (no JavaScript), whose refusals are a short
      // text page.
      if (path !== '/graphql')
        expect(await text.text()).toBe(
          'Det du skickade kunde inte läsas. Ladda om sidan och försök igen.',
        );
      else expect((await envelope(text)).errors[0]!.code, path).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('takes a body just under the cap (16 KiB) to the schema', async () => {
    const res = await send(
      '/stock-watch',
      JSON.stringify({ locale: 'en', email: 'nope', skuId: 1, padding: 'x'.repeat(16_000) }),
    );
    expect(res.status).toBe(400);
    expect((await envelope(res)).errors[0]!.message).toBe('You have to enter a valid email');
  });

  it('refuses a 10 MB form to /customer-type with 413', async () => {
    const res = await request('/customer-type', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `type=PERSON&return=${'x'.repeat(10 * 1024 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });
});

describe('a refusal before the body is read speaks the language of the page that sent it', () => {
  const UNREADABLE = {
    sv: 'Det du skickade kunde inte läsas. Ladda om sidan och försök igen.',
    en: 'What you sent could not be read. Reload the page and try again.',
  };

  it('takes the Referer of this site (JSON and form endpoints), never another site’s', async () => {
    const fromEnglish = { referer: 'http://shop.test/se/en/p/t-shirts/some-shirt-1' };
    const json = await send('/graphql', '{}', { 'content-type': 'text/plain', ...fromEnglish });
    expect(json.status).toBe(415);
    expect((await envelope(json)).errors[0]!.message).toBe(UNREADABLE.en);
    const tooLarge = await send('/reviews', streamed(64 * 1024), {
      referer: 'http://shop.test/en/p/x',
    });
    expect(tooLarge.status).toBe(413);
    expect((await envelope(tooLarge)).errors[0]!.message).toBe('What you sent was too large.');
    const form = await send('/cart/add', 'x', { 'content-type': 'text/plain', ...fromEnglish });
    expect(form.status).toBe(415);
    expect(await form.text()).toBe(UNREADABLE.en);
    const elsewhere = await send('/graphql', '{}', {
      'content-type': 'text/plain',
      referer: 'https://other.example/en/',
    });
    expect((await envelope(elsewhere)).errors[0]!.message).toBe(UNREADABLE.sv);
  });

  it('else the language the visitor chose (ralph-locale), else Swedish', async () => {
    const chosen = await send('/stock-watch', 'x', {
      'content-type': 'text/plain',
      cookie: 'ralph-locale=en',
    });
    expect(await chosen.text()).toBe(UNREADABLE.en);
    // A Swedish page outweighs the cookie: it is what the shopper is reading.
    const page = await send('/stock-watch', 'x', {
      'content-type': 'text/plain',
      cookie: 'ralph-locale=en',
      referer: 'http://shop.test/sv/favoriter',
    });
    expect(await page.text()).toBe(UNREADABLE.sv);
    const junk = await send('/stock-watch', 'x', {
      'content-type': 'text/plain',
      cookie: 'ralph-locale=xx',
    });
    expect(await junk.text()).toBe(UNREADABLE.sv);
  });

  it('refuses another origin in the visitor’s language, as a form’s text or a JSON envelope', async () => {
    const form = await request('/favorite', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'ralph-locale=en',
      },
      body: 'productId=1&favorite=on',
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toBe(
      "What you sent did not come from the shop's pages and was refused. Go back to the shop and try again.",
    );
    const json = await send('/graphql', '{}', { origin: 'https://evil.example' });
    expect(json.status).toBe(403);
    expect((await envelope(json)).errors[0]!.message).toMatch(/^Det du skickade kom inte från/);
  });
});
