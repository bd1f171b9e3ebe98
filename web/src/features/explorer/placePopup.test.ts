import { describe, expect, it } from 'vitest';
import { POPUP_GAP, POPUP_MARGIN, placePopup } from './placePopup.ts';

const map = { width: 1000, height: 600 };
const popup = { width: 300, height: 200 };

describe('the record popup’s place', () => {
  it('goes centred above the clicked point when there is room', () => {
    expect(placePopup([500, 400], popup, map)).toEqual({ left: 350, top: 400 - POPUP_GAP - 200 });
  });

  it('goes below a point near the top edge', () => {
    expect(placePopup([500, 30], popup, map)).toEqual({ left: 350, top: 30 + POPUP_GAP });
  });

  it('moves back inside the left and right edges', () => {
    expect(placePopup([20, 400], popup, map).left).toBe(POPUP_MARGIN);
    expect(placePopup([990, 400], popup, map).left).toBe(1000 - 300 - POPUP_MARGIN);
  });

  it('fits neither above nor below: the roomier side, inside the map', () => {
    const tall = { width: 300, height: 500 };
    expect(placePopup([500, 200], tall, map).top).toBe(600 - 500 - POPUP_MARGIN);
    expect(placePopup([500, 450], tall, map).top).toBe(POPUP_MARGIN);
  });

  it('keeps the top-left corner (title and close button) on a map smaller than the popup', () => {
    expect(placePopup([50, 20], popup, { width: 200, height: 150 })).toEqual({ left: POPUP_MARGIN, top: POPUP_MARGIN });
  });

  it('stays inside the map for a point that has left it', () => {
    expect(placePopup([-80, -40], popup, map)).toEqual({ left: POPUP_MARGIN, top: POPUP_MARGIN });
    expect(placePopup([1200, 900], popup, map)).toEqual({
      left: 1000 - 300 - POPUP_MARGIN,
      top: 600 - 200 - POPUP_MARGIN,
    });
  });
});
