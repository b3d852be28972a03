import { stripControls } from './control-chars';
import type { Translate } from './i18n/translator';

/**
 * The one builder of a page's <title>: its parts joined by ' – ', then ' | Ralph' (the shop's name).
 * A part that already ends in ' | Ralph' (the API's list titles) loses it, so the suffix comes once, at
 * the end ('Skor – Sida 2 | Ralph'); the start page, whose title begins with the name ('Ralph – nordisk
 * design …'), is kept as it is. Control characters and runs of white space never reach a title.
 */
export function pageTitle(t: Translate, ...parts: (string | null | undefined)[]): string {
  const shop = t('shop.name');
  const suffix = ` | ${shop}`;
  const text = parts
    .map((part) =>
      stripControls(part ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .map((part) => (part.endsWith(suffix) ? part.slice(0, -suffix.length) : part))
    .filter(Boolean)
    .join(' – ');
  if (!text) return shop;
  return text === shop || text.startsWith(`${shop} – `) ? text : `${text}${suffix}`;
}
