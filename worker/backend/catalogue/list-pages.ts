import type { Condition } from './condition';

/**
 * The demo's curated lists (/l/<alias>): what a Geins account configures as list pages with fixed filters.
 * Each has texts in both languages and a condition over `products p` joined with `prices pr`.
 */
export const LIST_PAGES: Record<
  string,
  {
    id: number;
    sv: { name: string; description: string };
    en: { name: string; description: string };
    condition: Condition;
  }
> = {
  sale: {
    id: 9001,
    condition: { sql: 'pr.selling < pr.regular', params: [] },
    sv: { name: 'Rea', description: 'Allt som är nedsatt just nu – [count] produkter.' },
    en: { name: 'Sale', description: 'Everything that is reduced right now – [count] products.' },
  },
  'top-rated': {
    id: 9002,
    condition: { sql: 'p.rating_count >= 3 AND p.rating_score >= 4', params: [] },
    sv: { name: 'Högst betyg', description: 'Produkter som kunderna ger minst fyra stjärnor.' },
    en: { name: 'Top rated', description: 'Products our customers give at least four stars.' },
  },
};

/** The list alias of a generic list URL (/l/sale, /list/sale), or null for other URLs. */
export function listAlias(parts: string[]): string | null {
  return parts[0] === 'l' || parts[0] === 'list' ? (parts[parts.length - 1] ?? null) : null;
}
