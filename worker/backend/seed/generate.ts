import { CURRENCIES } from '../markets';
import { Random, slugify } from './random';
import { adjectivesFor, ANY_MATERIAL, label, productNames } from './grammar';
import {
  BRAND_NAMES,
  COLOURS,
  DEPARTMENTS,
  MATERIALS,
  REVIEW_AUTHORS,
  REVIEW_COMMENTS,
  SIZE_SETS,
  type LeafSpec,
  type Pair,
} from './words';

export type Row = (string | number | null)[];
export interface Table {
  name: string;
  columns: string[];
  rows: Row[];
}
export interface SeedOptions {
  products: number;
  seed: number;
  today: Date;
}

export const FULL_CATALOGUE: Omit<SeedOptions, 'today'> = { products: 5200, seed: 20261122 };

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Rounds a price in whole units to a shop-like ending: 299, 1 249, 4,95. */
function shopPrice(units: number, currency: keyof typeof CURRENCIES): number {
  if (currency === 'EUR') return Math.max(95, Math.round(units) * 100 - 5);
  const step = units < 100 ? 10 : 50;
  return Math.max(900, (Math.ceil(units / step) * step - 1) * 100);
}

interface Leaf {
  id: number;
  spec: LeafSpec;
  vat: number;
  pathNames: Pair[];
  priceRange: [number, number];
}

const PRICE_RANGES: Record<string, [number, number]> = {
  clothing: [199, 1499],
  shoes: [499, 1999],
  accessories: [99, 699],
  home: [79, 899],
  books: [99, 349],
  pantry: [39, 199],
};

/** The one-size category whose most sold product is sold out with a restock date (a page to show it on). */
export const RESTOCK_LEAF = 'beanies';
const RESTOCK_IN_DAYS = 14;

/** Sets the most sold product of the leaf sold out, back in RESTOCK_IN_DAYS (the API's incoming date). */
function restockDemo(products: Table, skus: Table, leafId: number | undefined, today: number) {
  const col = (t: Table, name: string) => t.columns.indexOf(name);
  const inLeaf = products.rows.filter((r) => r[col(products, 'category_id')] === leafId);
  const top = inLeaf.reduce<Row | null>(
    (best, r) =>
      !best || Number(r[col(products, 'sold_count')]) > Number(best[col(products, 'sold_count')])
        ? r
        : best,
    null,
  );
  for (const sku of skus.rows)
    if (top && sku[col(skus, 'product_id')] === top[0]) {
      sku[col(skus, 'in_stock')] = 0;
      sku[col(skus, 'oversellable')] = 0;
      sku[col(skus, 'static_stock')] = 0;
      sku[col(skus, 'incoming')] = isoDay(new Date(today + RESTOCK_IN_DAYS * DAY));
    }
}

/** The restock demo as SQL, for a catalogue written in parts ({@link catalogueParts}). */
export function restockSql(today: Date): string {
  const incoming = isoDay(new Date(today.getTime() + RESTOCK_IN_DAYS * DAY));
  return `UPDATE skus SET in_stock = 0, oversellable = 0, static_stock = 0, incoming = '${incoming}'
    WHERE product_id = (SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.alias = '${RESTOCK_LEAF}' ORDER BY p.sold_count DESC, p.id LIMIT 1);`;
}

const LENGTH_LEAVES = new Set(['jeans', 'trousers']);
const REGULAR = ['regular', 'Normal', 'Regular'] as const;
const LONG = ['long', 'Lång', 'Long'] as const;

const table = (name: string, columns: string[]): Table => ({ name, columns, rows: [] });

/** Every table the seed fills, parents first (the order they are written and emptied in reverse). */
function emptyTables() {
  const categories = table('categories', [
    'id',
    'parent_id',
    'sort_order',
    'alias',
    'path',
    'name_sv',
    'name_en',
    'description_sv',
    'description_en',
  ]);
  const brands = table('brands', ['id', 'alias', 'name', 'description_sv', 'description_en']);
  const campaigns = table('campaigns', [
    'id',
    'alias',
    'kind',
    'code',
    'value',
    'min_order',
    'hide_title',
    'name_sv',
    'name_en',
  ]);
  const campaignAmounts = table('campaign_amounts', [
    'campaign_id',
    'currency',
    'value',
    'min_order',
  ]);
  const products = table('products', [
    'id',
    'article_number',
    'alias',
    'brand_id',
    'category_id',
    'variant_group',
    'vat_rate',
    'name_sv',
    'name_en',
    'text1_sv',
    'text1_en',
    'text2_sv',
    'text2_en',
    'image_count',
    'sold_count',
    'created_at',
    'rating_score',
    'rating_count',
  ]);
  const productCategories = table('product_categories', ['product_id', 'category_id']);
  const productCampaigns = table('product_campaigns', ['product_id', 'campaign_id']);
  const prices = table('prices', ['product_id', 'currency', 'regular', 'selling']);
  const history = table('price_history', ['product_id', 'currency', 'day', 'selling']);
  const skus = table('skus', [
    'id',
    'product_id',
    'article_number',
    'size',
    'gtin',
    'in_stock',
    'oversellable',
    'static_stock',
    'incoming',
  ]);
  const parameters = table('parameters', [
    'product_id',
    'group_id',
    'identifier',
    'value_key',
    'value_sv',
    'value_en',
  ]);
  const reviews = table('reviews', [
    'id',
    'product_id',
    'author',
    'rating',
    'comment',
    'created_at',
    'status',
  ]);
  const fts = table('products_fts', [
    'rowid',
    'name_sv',
    'name_en',
    'brand',
    'categories',
    'article_number',
  ]);

  return {
    categories,
    brands,
    campaigns,
    campaignAmounts,
    products,
    productCategories,
    productCampaigns,
    prices,
    history,
    skus,
    parameters,
    reviews,
    fts,
  };
}
type Tables = ReturnType<typeof emptyTables>;

function* tableParts(options: SeedOptions, partSize: number): Generator<Tables> {
  const rnd = new Random(options.seed);
  const today = options.today.getTime();
  let part = emptyTables();
  // Category tree: department → branch → leaf. Products live in leaves and are listed in every ancestor.
  const leaves: Leaf[] = [];
  const ancestors = new Map<number, number[]>();
  let categoryId = 0;
  DEPARTMENTS.forEach((dept, di) => {
    const deptId = ++categoryId;
    part.categories.rows.push([
      deptId,
      0,
      di,
      dept.alias,
      `/c/${dept.alias}`,
      dept.name[0],
      dept.name[1],
      `Allt inom ${dept.name[0].toLowerCase()}.`,
      `Everything in ${dept.name[1].toLowerCase()}.`,
    ]);
    dept.branches.forEach((branch, bi) => {
      const branchId = ++categoryId;
      part.categories.rows.push([
        branchId,
        deptId,
        bi,
        branch.alias,
        `/c/${dept.alias}/${branch.alias}`,
        branch.name[0],
        branch.name[1],
        `${branch.name[0]} för alla tillfällen.`,
        `${branch.name[1]} for every occasion.`,
      ]);
      branch.leaves.forEach((spec, li) => {
        const id = ++categoryId;
        part.categories.rows.push([
          id,
          branchId,
          li,
          spec.alias,
          `/c/${dept.alias}/${branch.alias}/${spec.alias}`,
          spec.name[0],
          spec.name[1],
          `Utvalda ${spec.name[0].toLowerCase()} från nordiska märken.`,
          `Selected ${spec.name[1].toLowerCase()} from Nordic brands.`,
        ]);
        ancestors.set(id, [id, branchId, deptId]);
        leaves.push({
          id,
          spec,
          vat: dept.vat,
          pathNames: [dept.name, branch.name, spec.name],
          priceRange: PRICE_RANGES[dept.alias] ?? [99, 999],
        });
      });
    });
  });

  BRAND_NAMES.forEach((name, i) =>
    part.brands.rows.push([
      i + 1,
      slugify(name),
      name,
      `${name} gör hållbara vardagsprodukter.`,
      `${name} makes durable everyday goods.`,
    ]),
  );

  const CAMPAIGN = { winter: 1, outlet: 2, threeForTwo: 3, save10: 4, minus100: 5 } as const;
  part.campaigns.rows.push(
    [CAMPAIGN.winter, 'winter-sale', 'price', null, 20, 0, 0, 'Vinterrea', 'Winter sale'],
    [CAMPAIGN.outlet, 'outlet', 'price', null, 40, 0, 0, 'Outlet', 'Outlet'],
    [
      CAMPAIGN.threeForTwo,
      'three-for-two',
      'buy3pay2',
      null,
      0,
      0,
      0,
      'Köp 3 betala för 2',
      'Buy 3, pay for 2',
    ],
    [CAMPAIGN.save10, 'save10', 'promo_percent', 'SAVE10', 10, 0, 0, '10 % rabatt', '10% off'],
    [
      CAMPAIGN.minus100,
      'minus100',
      'promo_fixed',
      'MINUS100',
      10000,
      50000,
      0,
      '100 kr rabatt',
      '100 SEK off',
    ],
  );
  // MINUS100's own amounts where the currency is not SEK (migration 0019): 10 € off from 50 €.
  part.campaignAmounts.rows.push(
    [CAMPAIGN.minus100, 'EUR', 1000, 5000],
    [CAMPAIGN.minus100, 'NOK', 10000, 50000],
    [CAMPAIGN.minus100, 'DKK', 7500, 35000],
  );

  // Clothing and shoes weigh more so that sizes give at least three SKUs per product on average.
  const weighted = leaves.flatMap((l) =>
    Array<Leaf>(l.spec.sizes === 'clothing' || l.spec.sizes === 'shoes' ? 4 : 1).fill(l),
  );
  let productId = 0,
    skuId = 100000,
    reviewId = 0;
  while (productId < options.products) {
    if (part.products.rows.length >= partSize) {
      yield part;
      part = emptyTables();
    }
    const leaf = rnd.pick(weighted);
    // One draw each, whatever the lists hold, so that the rest of the catalogue stays as it was.
    const item = rnd.pick(leaf.spec.items),
      adjective = rnd.pick(adjectivesFor(leaf.spec.kind)),
      drawn = rnd.pick(
        item.materials.length ? item.materials.map((m) => MATERIALS[m]) : ANY_MATERIAL,
      );
    const brandId = rnd.int(1, BRAND_NAMES.length);
    const brandName = BRAND_NAMES[brandId - 1]!;
    const wearable = leaf.spec.sizes === 'clothing' || leaf.spec.sizes === 'shoes';
    const colours = wearable ? rnd.int(1, 3) : 1;
    const firstColour = rnd.int(0, COLOURS.length - 1);
    const baseUnits = rnd.int(leaf.priceRange[0], leaf.priceRange[1]);
    const campaign = rnd.chance(0.08) ? CAMPAIGN.winter : rnd.chance(0.04) ? CAMPAIGN.outlet : null;
    const group = `g${productId + 1}`;
    const created = today - rnd.int(0, 365) * DAY - rnd.int(0, DAY - 1);
    // Trousers and jeans of several colours come in two lengths of the first colour: three variant levels
    // (colour, length, size), as the Merchant API nests them.
    const lengths = colours > 1 && LENGTH_LEAVES.has(leaf.spec.alias);
    for (let c = 0; c < colours && productId < options.products; c++) {
      const id = ++productId;
      const [colourKey, colourSv, colourEn] =
        COLOURS[(firstColour + (lengths ? Math.max(0, c - 1) : c)) % COLOURS.length]!;
      // Books and pantry goods are not made of a material.
      const material = item.materials.length ? drawn : null;
      const [nameSv, nameEn] = productNames(adjective, item, material);
      const article = `RA-${String(id).padStart(6, '0')}`;
      const alias = `${slugify(nameEn)}-${wearable ? colourKey + '-' : ''}${lengths && c === 1 ? 'long-' : ''}${id}`;
      const textSv = !material
        ? `<p>${nameSv} från ${brandName}.</p>`
        : `<p>${nameSv} från ${brandName}. Tillverkad i ${material[0]} för lång hållbarhet.</p>`;
      const textEn = !material
        ? `<p>${nameEn} by ${brandName}.</p>`
        : `<p>${nameEn} by ${brandName}. Made from ${material[1]} to last.</p>`;
      const longSv = `<p>Skötselråd: följ tvättrådet på etiketten. ${leaf.pathNames[2]![0]} från ${brandName} designas i Sverige.</p>`;
      const longEn = `<p>Care: follow the label. ${leaf.pathNames[2]![1]} from ${brandName} are designed in Sweden.</p>`;
      const ratings: number[] = [];
      const reviewCount = rnd.chance(0.5) ? rnd.int(1, 6) : 0;
      for (let r = 0; r < reviewCount; r++) {
        const rating = rnd.chance(0.7) ? rnd.int(4, 5) : rnd.int(1, 3);
        const comment = rnd.pick(REVIEW_COMMENTS);
        ratings.push(rating);
        part.reviews.rows.push([
          ++reviewId,
          id,
          rnd.pick(REVIEW_AUTHORS),
          rating,
          rnd.chance(0.5) ? comment[0] : comment[1],
          new Date(today - rnd.int(1, 300) * DAY).toISOString(),
          'accepted',
        ]);
      }
      const score = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : 0;
      part.products.rows.push([
        id,
        article,
        alias,
        brandId,
        leaf.id,
        group,
        leaf.vat,
        nameSv,
        nameEn,
        textSv,
        textEn,
        longSv,
        longEn,
        rnd.int(1, 4),
        rnd.int(0, 5000),
        new Date(created - c * 1000).toISOString(),
        score,
        ratings.length,
      ]);
      for (const cat of ancestors.get(leaf.id) ?? []) part.productCategories.rows.push([id, cat]);
      if (campaign) part.productCampaigns.rows.push([id, campaign]);
      const threeForTwo = leaf.spec.alias === 'socks' || leaf.spec.alias === 'chocolate';
      if (threeForTwo) part.productCampaigns.rows.push([id, CAMPAIGN.threeForTwo]);
      part.parameters.rows.push([id, 1, 'color', colourKey, colourSv, colourEn]);
      if (lengths) part.parameters.rows.push([id, 1, 'length', ...(c === 1 ? LONG : REGULAR)]);
      if (material)
        part.parameters.rows.push([
          id,
          1,
          'material',
          slugify(material[1]),
          label(material[0]),
          label(material[1]),
        ]);
      part.fts.rows.push([id, nameSv, nameEn, brandName, leaf.pathNames.flat().join(' '), article]);

      const percent = campaign === CAMPAIGN.winter ? 20 : campaign === CAMPAIGN.outlet ? 40 : 0;
      const raisedDaysAgo = rnd.chance(0.15) ? rnd.int(31, 55) : 0;
      for (const code of Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[]) {
        const regular = shopPrice(baseUnits * CURRENCIES[code].perSek, code);
        // A campaign price is always below the regular one, even where rounding to a shop ending would meet it.
        const selling = percent
          ? Math.max(
              100,
              Math.min(
                shopPrice((regular / 100) * (1 - percent / 100), code),
                regular - (code === 'EUR' ? 100 : 1000),
              ),
            )
          : regular;
        part.prices.rows.push([id, code, regular, selling]);
        const start = isoDay(new Date(today - 60 * DAY));
        if (raisedDaysAgo) {
          part.history.rows.push([
            id,
            code,
            start,
            shopPrice(baseUnits * 0.85 * CURRENCIES[code].perSek, code),
          ]);
          part.history.rows.push([
            id,
            code,
            isoDay(new Date(today - raisedDaysAgo * DAY)),
            regular,
          ]);
        } else part.history.rows.push([id, code, start, regular]);
        if (percent)
          part.history.rows.push([id, code, isoDay(new Date(today - 10 * DAY)), selling]);
      }

      const sizes = SIZE_SETS[leaf.spec.sizes];
      const from = leaf.spec.sizes === 'shoes' ? rnd.int(0, 2) : 0;
      for (const size of sizes.slice(from)) {
        const sid = ++skuId;
        const roll = rnd.next();
        // in stock 70 %, few left 10 %, out of stock 7 %, oversellable 6 %, static 3 %, incoming 4 %
        const [inStock, oversellable, staticStock, incoming] =
          roll < 0.7
            ? [rnd.int(6, 60), 0, 0, null]
            : roll < 0.8
              ? [rnd.int(1, 5), 0, 0, null]
              : roll < 0.87
                ? [0, 0, 0, null]
                : roll < 0.93
                  ? [rnd.int(0, 3), 50, 0, null]
                  : roll < 0.96
                    ? [0, 0, 999, null]
                    : [0, 0, 0, isoDay(new Date(today + rnd.int(5, 40) * DAY))];
        part.skus.rows.push([
          sid,
          id,
          `${article}-${slugify(size)}`,
          size,
          `73${String(sid).padStart(11, '0')}`,
          inStock,
          oversellable,
          staticStock,
          incoming,
        ]);
      }
    }
  }
  yield part;
}

/**
 * The catalogue in parts of about `partSize` products each (the first part also holds the categories,
 * brands and campaigns): a big catalogue is written part by part without holding it all. The parts
 * together are exactly `generateCatalogue` except for the restock demo, which needs every product
 * ({@link restockSql} applies it afterwards).
 */
export function* catalogueParts(options: SeedOptions, partSize: number): Generator<Table[]> {
  for (const part of tableParts(options, partSize)) yield Object.values(part);
}

export function generateCatalogue(options: SeedOptions): Table[] {
  const all = emptyTables();
  for (const part of tableParts(options, Infinity)) Object.assign(all, part);
  const restockLeaf = all.categories.rows.find((r) => r[3] === RESTOCK_LEAF)?.[0];
  restockDemo(all.products, all.skus, Number(restockLeaf), options.today.getTime());
  return Object.values(all);
}
