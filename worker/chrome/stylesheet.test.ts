import { describe, expect, it } from 'vitest';
import { INLINE_CSS } from './stylesheet';

// client/build.mjs refuses a part of client/styles/ that index.css does not import.
describe('the inline stylesheet', () => {
  it('is the minified bundle of client/styles, first part to last', () => {
    expect(INLINE_CSS).not.toMatch(/\n\s/);
    expect(INLINE_CSS.startsWith(':root{')).toBe(true);
    for (const selector of ['.site-header{', '.card{', '.cart-panel{', '.widget-image img{'])
      expect(INLINE_CSS).toContain(selector);
    expect(INLINE_CSS.indexOf('.review-form button{')).toBeGreaterThan(
      INLINE_CSS.indexOf('.card{'),
    );
  });
});
