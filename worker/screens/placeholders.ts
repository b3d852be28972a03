/**
 * Meta titles and descriptions from the commerce API may hold placeholders (original-storefront notes
 * 4.6.5): [count], [name], [brand], [pid], [cat]/[category], [price], [pmin], [pmax], [dshort], [dlong].
 * Known ones are filled, unknown ones ([gender], [color], [artnr], …) become empty, spaces are tidied.
 */
export interface PlaceholderValues {
  count?: number;
  name?: string;
  brand?: string;
  pid?: number | string;
  category?: string;
  price?: string;
  pmin?: string;
  pmax?: string;
  dshort?: string;
  dlong?: string;
}

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const known: Record<string, string | number | undefined> = { ...values, cat: values.category };
  return text
    .replace(/\[([a-z]+)\]/gi, (_, key: string) => String(known[key.toLowerCase()] ?? ''))
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.:;!?])/g, '$1')
    .trim();
}
