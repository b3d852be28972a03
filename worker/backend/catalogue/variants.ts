import type { Scope } from '../scope';
import { stockType } from './stock';

interface MemberRow {
  id: number;
  alias: string;
  cat: string;
  variant_group: string;
  name: string;
  colour: string | null;
  colour_label: string | null;
  length: string | null;
  length_label: string | null;
}
interface SkuRow {
  id: number;
  product_id: number;
  size: string;
  in_stock: number;
  oversellable: number;
  static_stock: number;
  incoming: string | null;
}

/**
 * ProductType.variantGroup: the Merchant API's nested VariantType. Level 1 is the colour; when the group's
 * products also differ in length, level 2 is the length (one product each) and level 3 the size (SKUs);
 * otherwise level 2 is the size. A node above the products points at the first product under it.
 * Null for a product alone.
 */
export async function variantGroup(db: D1Database, scope: Scope, productId: number) {
  const l = scope.lang;
  const rows = (
    await db
      .prepare(
        `SELECT p.id, p.alias, c.alias AS cat, p.variant_group, p.name_${l} AS name,
        col.value_key AS colour, col.value_${l} AS colour_label, len.value_key AS length, len.value_${l} AS length_label
      FROM products p JOIN categories c ON c.id = p.category_id
      LEFT JOIN parameters col ON col.product_id = p.id AND col.identifier = 'color'
      LEFT JOIN parameters len ON len.product_id = p.id AND len.identifier = 'length'
      WHERE p.variant_group = (SELECT variant_group FROM products WHERE id = ?) ORDER BY p.id`,
      )
      .bind(productId)
      .all<MemberRow>()
  ).results;
  if (rows.length < 2) return null;
  const skus = (
    await db
      .prepare(
        `SELECT * FROM skus WHERE product_id IN (${rows.map((r) => r.id).join(',')}) ORDER BY id`,
      )
      .all<SkuRow>()
  ).results;
  const base = (r: MemberRow) => ({
    productId: r.id,
    name: r.name,
    alias: r.alias,
    canonicalUrl: `/p/${r.cat}/${r.alias}`,
    primaryImage: `p${r.id}-1.svg`,
    attributes: [],
    incoming: null,
    shelf: null,
  });
  const stockOf = (products: MemberRow[]) => {
    const total = skus
      .filter((s) => products.some((p) => p.id === s.product_id))
      .reduce((sum, s) => sum + s.in_stock + s.oversellable + s.static_stock, 0);
    return { inStock: total, oversellable: 0, static: 0, totalStock: total, incoming: null };
  };
  const sizes = (r: MemberRow, level: number) =>
    skus
      .filter((s) => s.product_id === r.id)
      .map((s) => ({
        ...base(r),
        level,
        dimension: 'Size',
        type: 'Size',
        value: s.size,
        label: s.size,
        skuId: s.id,
        incoming: s.incoming,
        stock: stockType(s),
        variants: [],
      }));
  const withLengths = rows.some((r) => r.length);
  const colours = [...new Set(rows.map((r) => r.colour ?? ''))];
  return {
    variantGroupId: Number(rows[0]!.variant_group.replace(/\D/g, '')) || rows[0]!.id,
    name: rows[0]!.name,
    mainProductId: rows[0]!.id,
    collapseInLists: false,
    activeProducts: rows.length,
    variants: colours.map((colour) => {
      const members = rows.filter((r) => (r.colour ?? '') === colour);
      const first = members[0]!;
      return {
        ...base(first),
        level: 1,
        dimension: 'Color',
        type: 'Color',
        value: colour,
        label: first.colour_label ?? '',
        skuId: null,
        stock: stockOf(members),
        variants: withLengths
          ? members.map((m) => ({
              ...base(m),
              level: 2,
              dimension: 'Length',
              type: 'Length',
              value: m.length ?? '',
              label: m.length_label ?? '',
              skuId: null,
              stock: stockOf([m]),
              variants: sizes(m, 3),
            }))
          : sizes(first, 2),
      };
    }),
  };
}
