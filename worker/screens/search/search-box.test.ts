import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

const boxOf = (html: string) => /<input id="search-q"[^>]*>/.exec(html)?.[0] ?? '';

describe("the header's search box on a search's page", () => {
  it('holds the search (escaped), in both languages; other pages leave it empty', async () => {
    const sv = await (await request('/sv/s/bl%C3%A5%20tr%C3%B6ja')).text();
    expect(boxOf(sv)).toContain('value="blå tröja"');
    expect(sv).toContain('"query":"blå tröja"');
    const en = await (await request('/en/s/%22shoes%22%3Cb%3E')).text();
    expect(boxOf(en)).toContain('value="&quot;shoes&quot;&lt;b&gt;"');
    for (const path of ['/sv', '/sv/c/clothing/tops']) {
      const html = await (await request(path)).text();
      expect(boxOf(html), path).toMatch(/^<input id="search-q"/);
      expect(boxOf(html), path).not.toContain('value=');
    }
  });
});
