import { describe, expect, it } from 'vitest';
import { clampPage, pageCount } from './gallery.ts';

describe('the results gallery pages', () => {
  it('shows 10 items a page', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
  });

  it('keeps the page inside the range', () => {
    expect(clampPage(9, 23)).toBe(2);
    expect(clampPage(3, 0)).toBe(0);
    expect(clampPage(-1, 23)).toBe(0);
    expect(pageCount(0)).toBe(1);
  });
});
