/**
 * Where a catalogue page shows the visitor's favorites, as the page renders them: each heart's
 * aria-pressed (client/components/favorite-button.tsx, its attributes in this order) and the header's
 * count (favorites-link.tsx). With scripts, nothing else on a catalogue page depends on them but a
 * list of the favorites themselves (the start page's CMS widget, which says so: showsFavoritesList),
 * so a page kept for visitors without favorites serves a visitor with some, these filled in
 * (worker/screens/page-cache.ts). Without scripts a heart is a form whose value says the other state:
 * such pages are not filled.
 */

/** An unpressed heart; the group `hole` is its state, `product` its product's id. */
export const UNPRESSED_HEART =
  /data-favorite="(?<product>\d+)" data-favorite-alias="[^"]*" aria-pressed="(?<hole>false)"/dg;
/** Every heart, pressed or not. */
export const ANY_HEART = /data-favorite="/g;
/** The header's count of a visitor without favorites; the group `hole` is the number. */
export const NO_FAVORITES_COUNT = /data-favorites-count="">(?<hole>0)</dg;
