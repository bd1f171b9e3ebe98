import { describe, expect, it } from 'vitest';
import { POPUP_NARROW, POPUP_WIDE, popupWidth } from './popupWidth.ts';

describe('popupWidth (spec §9: 500 px for landscape images, 300 px for portrait and audio)', () => {
  it('gives 500 px to a landscape image, a square one included', () => {
    expect(POPUP_WIDE).toBe(500);
    expect(popupWidth('image', { width: 4032, height: 3024 })).toBe(500);
    expect(popupWidth('image', { width: 800, height: 800 })).toBe(500);
  });

  it('gives 300 px to a portrait image', () => {
    expect(POPUP_NARROW).toBe(300);
    expect(popupWidth('image', { width: 3024, height: 4032 })).toBe(300);
  });

  it('keeps an image narrow until it has loaded, or when it has no size (broken)', () => {
    expect(popupWidth('image', null)).toBe(300);
    expect(popupWidth('image', { width: 0, height: 0 })).toBe(300);
  });

  it('treats a video like an image, by its own width and height', () => {
    expect(popupWidth('video', { width: 1920, height: 1080 })).toBe(500);
    expect(popupWidth('video', { width: 1080, height: 1920 })).toBe(300);
    expect(popupWidth('video', null)).toBe(300);
  });

  it('gives 300 px to audio and to a record without media, whatever size is passed', () => {
    expect(popupWidth('audio', null)).toBe(300);
    expect(popupWidth('audio', { width: 1920, height: 1080 })).toBe(300);
    expect(popupWidth(null, null)).toBe(300);
  });
});
