import { describe, expect, it } from 'vitest';
import { fontSizes, TIER_COLORS, tierColor, tierOf } from './wordTiers.ts';

describe('the word cloud colours', () => {
  it('has three tiers: above 10, above 5, the rest', () => {
    expect([11, 10, 6, 5, 1].map(tierOf)).toEqual([0, 1, 1, 2, 2]);
    expect(tierColor(30)).toBe(TIER_COLORS[0]);
  });

  it('sizes the most said word largest', () => {
    const size = fontSizes([
      { text: 'sombra', value: 9 },
      { text: 'basura', value: 1 },
    ]);
    expect(size({ text: 'sombra', value: 9 })).toBe(48);
    expect(size({ text: 'basura', value: 1 })).toBeCloseTo(14 + 34 / 3);
  });
});
