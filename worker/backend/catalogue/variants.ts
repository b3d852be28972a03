import type { Scope } from '../scope';
import { stockType } from './product-loader';

/**
 * ProductType.variantGroup: the products of one variant group (level 1, dimension Color), each with its
 * sizes (level 2, dimension Size) — the Merchant API's nested VariantType. Null for a product alone.
 */
export async function variantGroup(db: D1Database, scope: Scope, productId: number) {
  const l = scope.lang;
  const rows = (await db.prepare(`SELECT p.id, p.alias, c.alias AS cat, p.variant_group, p.name_${l} AS name, par.value_key AS colour, par.value_${l} AS colour_label
      FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN parameters par ON par.product_id = p.id AND par.identifier = 'color'
      WHERE p.variant_group = (SELECT variant_group FROM products WHERE id = ?) ORDER BY p.id`).bind(productId)
    .all<{ id: number; alias: string; cat: string; variant_group: string; name: string; colour: string | null; colour_label: string | null }>()).results;
  if (rows.length < 2) return null;
  const skus = (await db.prepare(`SELECT * FROM skus WHERE product_id IN (${rows.map((r) => r.id).join(',')}) ORDER BY id`)
    .all<{ id: number; product_id: number; size: string; in_stock: number; oversellable: number; static_stock: number; incoming: string | null }>()).results;
  const base = (r: (typeof rows)[number]) => ({ productId: r.id, name: r.name, alias: r.alias, canonicalUrl: `/p/${r.cat}/${r.alias}`, primaryImage: `p${r.id}-1.svg`, attributes: [] });
  return {
    variantGroupId: Number(rows[0]!.variant_group.replace(/\D/g, '')) || rows[0]!.id, name: rows[0]!.name, mainProductId: rows[0]!.id,
    collapseInLists: false, activeProducts: rows.length,
    variants: rows.map((r) => {
      const own = skus.filter((s) => s.product_id === r.id);
      const total = own.reduce((sum, s) => sum + s.in_stock + s.oversellable + s.static_stock, 0);
      return {
        ...base(r), level: 1, dimension: 'Color', type: 'Color', value: r.colour ?? '', label: r.colour_label ?? '', skuId: null, incoming: null, shelf: null,
        stock: { inStock: total, oversellable: 0, static: 0, totalStock: total, incoming: null },
        variants: own.map((s) => ({ ...base(r), level: 2, dimension: 'Size', type: 'Size', value: s.size, label: s.size, skuId: s.id, incoming: s.incoming, shelf: null, stock: stockType(s), variants: [] })),
      };
    }),
  };
}
