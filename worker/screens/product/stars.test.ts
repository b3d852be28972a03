import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { Stars } from './reviews';

const starsOf = (score: number) =>
  renderToString(createElement(Stars, { t: createTranslator('en'), score }));

describe('review stars', () => {
  it('show the score to the nearest half star, and say it exactly', () => {
    expect(starsOf(3.5)).toBe(
      '<span class="stars" role="img" aria-label="3.5 out of 5 stars">★★★<span class="star-half">★</span><span class="stars-empty">★</span></span>',
    );
    expect(starsOf(3.7)).toContain(
      '★★★<span class="star-half">★</span><span class="stars-empty">★<',
    );
    expect(starsOf(3.8)).toContain('★★★★<span class="stars-empty">★<');
    expect(starsOf(5)).toContain('★★★★★<span class="stars-empty"></span>');
    expect(starsOf(0)).toContain('<span class="stars-empty">★★★★★</span>');
  });
});
