/**
 * Money as each market writes it (README decision "Money follows the market"), in both interface
 * languages: groups of three digits and the currency separated by a no-break space (U+00A0) only,
 * decimals only when the amount has them.
 */
const NB = '\u00a0';
const grouped = (sep: string) => `\\d{1,3}(?:${sep}\\d{3})*`;
export const MONEY = {
  se: new RegExp(`^${grouped(NB)}(?:,\\d{2})?${NB}kr$`),
  no: new RegExp(`^${grouped(NB)}(?:,\\d{2})?${NB}kr$`),
  fi: new RegExp(`^${grouped(NB)}(?:,\\d{2})?${NB}€$`),
  dk: new RegExp(`^${grouped('\\.')}(?:,\\d{2})?${NB}kr\\.$`),
} as const;
