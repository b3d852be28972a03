import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('meta placeholders from the commerce API', () => {
  it('fills the known ones and empties the others, tidying spaces', () => {
    const values = {
      count: 42,
      name: 'Ullmössa',
      brand: 'Fjällstad',
      pid: 7,
      category: 'Mössor',
      price: '299 kr',
      dshort: 'Varm.',
    };
    expect(fillPlaceholders('[name] från [brand] – [price]', values)).toBe(
      'Ullmössa från Fjällstad – 299 kr',
    );
    expect(fillPlaceholders('[count] produkter i [cat] [gender] [color].', values)).toBe(
      '42 produkter i Mössor.',
    );
    expect(fillPlaceholders('[CATEGORY]: [dshort] ([pid])', values)).toBe('Mössor: Varm. (7)');
    expect(fillPlaceholders('Inga platshållare', {})).toBe('Inga platshållare');
  });
});
