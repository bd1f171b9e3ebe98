import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { glideCanvas, glideMargin, glideOffset, shownView } from './glide.ts';
import { EXPLORER_VIEW, type ViewState } from './views.ts';

const view = { width: 1000, height: 601 };
const canvas = glideCanvas(view);
const at12: ViewState = { ...EXPLORER_VIEW, zoom: 12 };

describe('a glided map', () => {
  it('draws a canvas reaching a quarter of the longer side beyond every edge, in whole pixels, centred on the view', () => {
    expect(glideMargin(view)).toBe(250);
    expect(canvas).toEqual({ width: 1500, height: 1101, left: -250, top: -250 });
    expect(glideCanvas({ width: 390, height: 844 })).toEqual({ width: 812, height: 1266, left: -211, top: -211 });
  });

  it('moves the canvas with the view: a view 100 px east and 40 px north shows the canvas moved left and down', () => {
    const drawn = new WebMercatorViewport({ ...at12, ...canvas });
    const [longitude, latitude] = drawn.unproject([canvas.width / 2 + 100, canvas.height / 2 - 40]) as number[];
    const offset = glideOffset(at12, { ...at12, longitude: longitude!, latitude: latitude! }, canvas);
    expect(offset[0]).toBeCloseTo(-100, 6);
    expect(offset[1]).toBeCloseTo(40, 6);
  });

  it('turns the view deck.gl computes for the canvas into the view shown through it, and back', () => {
    const shown = { ...at12, longitude: -88.99, latitude: 20.6 };
    const offset = glideOffset(at12, shown, canvas);
    const back = shownView(at12, offset, canvas);
    expect(back.longitude).toBeCloseTo(shown.longitude, 9);
    expect(back.latitude).toBeCloseTo(shown.latitude, 9);
    expect(back.zoom).toBe(12);
    // Unmoved, the view is the canvas's own.
    expect(shownView(at12, [0, 0], canvas).longitude).toBeCloseTo(at12.longitude, 9);
  });
});
