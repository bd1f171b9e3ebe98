import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './gallery.ts';

describe('the results gallery pages', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('shows 10 items a page', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageOf(items, 0).items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 2).items).toEqual([20, 21, 22]);
  });

  it('keeps the page inside the range', () => {
    expect(pageOf(items, 9)).toMatchObject({ page: 2 });
    expect(pageOf([], 3)).toEqual({ page: 0, items: [] });
    expect(pageCount(0)).toBe(1);
  });
});
