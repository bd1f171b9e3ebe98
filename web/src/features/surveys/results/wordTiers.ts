import { WORDCLOUD_TIERS, type WordCount } from '@ppd/domain';

/** Spec §9: words said more than 10 times, more than 5 times, and the rest each get their own colour. */
export const TIER_COLORS = ['#1f6f5c', '#58a5cc', '#8a9a95'] as const;

export function tierOf(count: number): 0 | 1 | 2 {
  const [high, middle] = WORDCLOUD_TIERS;
  return count > high ? 0 : count > middle ? 1 : 2;
}

export const tierColor = (count: number) => TIER_COLORS[tierOf(count)];

/** Font size by count, within [min, max] px, on a square-root scale (one loud word does not drown the rest). */
export function fontSizes(words: readonly WordCount[], min = 14, max = 48): (word: WordCount) => number {
  const top = Math.max(1, ...words.map((w) => w.value));
  return (word) => min + (max - min) * Math.sqrt(word.value / top);
}
