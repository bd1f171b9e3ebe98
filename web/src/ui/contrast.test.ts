import { describe, expect, it } from 'vitest';
import { textOn } from './contrast.ts';

describe('text on a chosen colour', () => {
  it('is white on dark colours and black on the mid ones where white reads under 4.5:1', () => {
    expect(textOn('#1f6f5c')).toBe('#fff');
    expect(textOn('#d32f2f')).toBe('#fff');
    // The demo's activity categories: white read 3.67, 3.3 and 2.37 on them.
    expect(textOn('#1e88e5')).toBe('#000');
    expect(textOn('#43a047')).toBe('#000');
    expect(textOn('#fb8c00')).toBe('#000');
    expect(textOn('#ffffff')).toBe('#000');
  });
});
