import {
  ADJECTIVES,
  MATERIALS,
  type AdjectiveSpec,
  type Gender,
  type ItemSpec,
  type Kind,
  type Pair,
} from './words';

const FORM: Record<Gender, 0 | 1 | 2> = { en: 0, ett: 1, pl: 2 };

/** The Swedish adjective form that agrees with the noun: "Exklusiv kjol", "Exklusivt förkläde", "Exklusiva strumpor". */
export const agreeing = (adjective: AdjectiveSpec, gender: Gender): string =>
  adjective.sv[FORM[gender]];

/** The adjectives that fit a kind of product, in the word list's order. */
export const adjectivesFor = (kind: Kind): AdjectiveSpec[] =>
  ADJECTIVES.filter((a) => a.kinds.includes(kind));

/** Every material, for drawing a number where a product has none (the seed's sequence stays the same). */
export const ANY_MATERIAL: Pair[] = Object.values(MATERIALS);

/**
 * A product's names: "Klassisk t-shirt i bomull" / "Classic cotton t-shirt"; goods not made of a
 * material (books, food) have none: "Nordiskt kaffe" / "Nordic coffee".
 */
export function productNames(
  adjective: AdjectiveSpec,
  item: ItemSpec,
  material: Pair | null,
): [sv: string, en: string] {
  const sv = `${agreeing(adjective, item.gender)} ${item.sv}`;
  return material
    ? [`${sv} i ${material[0]}`, `${adjective.en} ${material[1]} ${item.en}`]
    : [sv, `${adjective.en} ${item.en}`];
}

/** A facet label: the first letter in upper case ("Bomull", "Organic cotton"). */
export const label = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
