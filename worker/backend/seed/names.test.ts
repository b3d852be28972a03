import { describe, expect, it } from 'vitest';
import { FULL_CATALOGUE, generateCatalogue } from './generate';
import { ADJECTIVES, DEPARTMENTS, MATERIALS, type LeafSpec } from './words';

const today = new Date('2026-11-01T12:00:00Z');
const tables = generateCatalogue({ ...FULL_CATALOGUE, today });
const rows = (name: string) => {
  const t = tables.find((x) => x.name === name)!;
  return t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])));
};
const leaves = new Map<string, LeafSpec>(
  DEPARTMENTS.flatMap((d) => d.branches.flatMap((b) => b.leaves.map((l) => [l.alias, l]))),
);
const leafOf = new Map(rows('categories').map((c) => [c.id, leaves.get(String(c.alias))]));
const FORM = { en: 0, ett: 1, pl: 2 } as const;

describe('generated product names', () => {
  it('the word table knows Swedish: ett-words and plural nouns, adjective forms by the rules', () => {
    const items = [...leaves.values()].flatMap((l) => l.items);
    const gender = (sv: string) => items.find((i) => i.sv === sv)?.gender;
    for (const sv of ['förkläde', 'linne', 'badlakan', 'kaffe', 'te'])
      expect(gender(sv), sv).toBe('ett');
    for (const sv of ['strumpor', 'byxor', 'jeans', 'shorts', 'chinos', 'handskar', 'vantar'])
      expect(gender(sv), sv).toBe('pl');
    for (const sv of ['kjol', 't-shirt', 'mugg', 'filt', 'roman', 'lakrits'])
      expect(gender(sv), sv).toBe('en');
    for (const {
      sv: [en, ett, pl],
    } of ADJECTIVES) {
      if (en === 'Vintage') continue;
      expect(ett, en).toBe(/t$/.test(en) ? en : en === 'Mild' ? 'Milt' : `${en}t`);
      expect(pl, en).toBe(en === 'Enkel' ? 'Enkla' : `${en}a`);
    }
    // Ceramics are for cups and mugs, leather not for tea towels.
    for (const l of leaves.values())
      for (const i of l.items) {
        if (l.kind !== 'hard') expect(i.materials, i.sv).not.toContain('ceramic');
        if (l.kind === 'book' || l.kind === 'food') expect(i.materials, i.sv).toEqual([]);
      }
  });

  it('every name agrees in gender and number, with a material that fits (sv and en)', () => {
    const products = rows('products');
    expect(products.length).toBe(FULL_CATALOGUE.products);
    const wrong: string[] = [];
    for (const p of products) {
      const leaf = leafOf.get(p.category_id)!;
      const sv = String(p.name_sv),
        en = String(p.name_en);
      const ok = leaf.items.some((item) =>
        ADJECTIVES.filter((a) => a.kinds.includes(leaf.kind)).some((a) => {
          const head = `${a.sv[FORM[item.gender]]} ${item.sv}`;
          if (!item.materials.length) return sv === head && en === `${a.en} ${item.en}`;
          return item.materials.some(
            (m) =>
              sv === `${head} i ${MATERIALS[m][0]}` &&
              en === `${a.en} ${MATERIALS[m][1]} ${item.en}`,
          );
        }),
      );
      if (!ok) wrong.push(`${sv} / ${en}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // The examples of the issue.
    const names = new Set(products.map((p) => p.name_sv));
    for (const bad of ['Exklusiv förkläde', 'Ren strumpor', 'Enkel linne'])
      expect(names).not.toContain(bad);
    expect([...names].some((n) => /^(Blus|.* blus) i keramik/.test(String(n)))).toBe(false);
  });

  it('labels materials with a capital letter, as the colours are', () => {
    const materials = rows('parameters').filter((p) => p.identifier === 'material');
    expect(materials.length).toBeGreaterThan(0);
    for (const m of materials) {
      expect(String(m.value_sv)).toMatch(/^[A-ZÅÄÖ]/);
      expect(String(m.value_en)).toMatch(/^[A-Z]/);
    }
  });
});
