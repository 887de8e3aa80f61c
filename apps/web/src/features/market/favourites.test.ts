import { describe, expect, it } from 'vitest';
import { favouritesToMerge, toggledFavourites } from './favourites.ts';

describe('toggledFavourites', () => {
  it('adds at the end, removes wherever it is', () => {
    expect(toggledFavourites([3, 1], 2, 5)).toEqual([3, 1, 2]);
    expect(toggledFavourites([3, 1, 2], 1, 5)).toEqual([3, 2]);
  });

  it('adds nothing to a full list, but still removes from it', () => {
    expect(toggledFavourites([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggledFavourites([1, 2], 2, 2)).toEqual([1]);
  });
});

describe('favouritesToMerge', () => {
  it('adds the visitor’s the account lacks, in the visitor’s order, once each', () => {
    expect(favouritesToMerge([5, 1], [2, 1, 7, 2], 50)).toEqual([2, 7]);
  });

  it('adds no more than the account has room for', () => {
    expect(favouritesToMerge([1, 2, 3], [4, 5, 6], 4)).toEqual([4]);
    expect(favouritesToMerge([1, 2, 3, 4], [5], 4)).toEqual([]);
  });
});
