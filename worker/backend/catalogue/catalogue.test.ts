import { describe, expect, it } from 'vitest';
import { backend } from '../../testing/graphql';

describe('catalogue operations', () => {
  it('lists the channel with four markets', async () => {
    const r = await backend(`{ channel(channelId: "1|se") { defaultMarketId markets { alias currency { code } allowedLanguages { code } } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.channel.markets.map((m: any) => m.alias)).toEqual(['se', 'fi', 'no', 'dk']);
  });
  it('pages products with count and facets', async () => {
    const r = await backend(`query($f: FilterInputType) { products(take: 5, skip: 0, filter: $f) { count products { alias name unitPrice { sellingPriceIncVatFormatted } } filters { facets { filterId type values { facetId label count } } } } }`, { f: { sort: 'PRICE' } });
    expect(r.errors).toBeUndefined();
    console.log(JSON.stringify(r.data).slice(0, 1500));
  });
});
