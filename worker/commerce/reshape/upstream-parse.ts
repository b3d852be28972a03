import type { z } from 'zod';
import type { Price, Stock } from '../../../shared/types';
import { CommerceError } from '../errors';
import { PriceSchema, StockSchema } from '../upstream-schemas';

/** Validates an upstream value; a shape we cannot read is an upstream failure, not a crash in a component. */
export function parseUpstream<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw CommerceError.shape(what, `${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

export interface ImageOptions {
  imageBase: string;
}

export const imageUrl = (o: ImageOptions, fileName: string, size = '600x600') =>
  `${o.imageBase}/product/${size}/${encodeURIComponent(fileName)}`;

export function toPrice(p: z.infer<typeof PriceSchema>): Price {
  return {
    sellingIncVat: p.sellingPriceIncVat,
    sellingExVat: p.sellingPriceExVat,
    regularIncVat: p.regularPriceIncVat,
    regularExVat: p.regularPriceExVat,
    sellingIncVatText: p.sellingPriceIncVatFormatted,
    sellingExVatText: p.sellingPriceExVatFormatted,
    regularIncVatText: p.regularPriceIncVatFormatted,
    regularExVatText: p.regularPriceExVatFormatted,
    isDiscounted: p.isDiscounted,
    discountPercentage: p.discountPercentage,
  };
}

export const toStock = (s: z.infer<typeof StockSchema>): Stock => ({
  inStock: s.inStock,
  oversellable: s.oversellable,
  static: s.static,
  totalStock: s.totalStock,
  incoming: s.incoming,
});
