import { describe, expect, it } from 'vitest';
import { reviewProblems } from './reviews';

describe('review rules, shared by the form and the Worker', () => {
  it('name the fields that are missing or wrong, in form order', () => {
    expect(reviewProblems({ rating: 4.5, author: 'Ann', comment: 'Bra' })).toEqual(['rating']);
    expect(reviewProblems({ rating: 0, author: '   ', comment: 'Bra' })).toEqual([
      'rating',
      'author',
    ]);
    expect(reviewProblems({ rating: 5, author: 'Ann', comment: 'x'.repeat(2001) })).toEqual([
      'comment',
    ]);
    expect(reviewProblems({ author: 'Ann' })).toEqual(['rating', 'comment']);
    expect(reviewProblems({ rating: 5, author: 'Ann', comment: 'Bra' })).toEqual([]);
  });
});
