import { WebMercatorViewport } from '@deck.gl/core';
import { squarePolygon } from '@ppd/domain/testing';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { fitFeatures, keepInView, type ViewState } from './views.ts';

const size = { width: 800, height: 600 };
const controls = { top: 70, right: 16, bottom: 160, left: 64 };
const square = (lon: number, lat: number, side = 0.02): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: squarePolygon(lon, lat, side) }],
});

/** The features' corners on screen in `view`. */
function screenBox(view: ViewState, collection: FeatureCollection) {
  const viewport = new WebMercatorViewport({ ...size, ...view });
  const ring = (collection.features[0]!.geometry as { coordinates: number[][][] }).coordinates[0]!;
  const points = ring.map((p) => viewport.project(p as [number, number]));
  const xs = points.map(([x]) => x!);
  const ys = points.map(([, y]) => y!);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const clearOfControls = (box: ReturnType<typeof screenBox>) =>
  box.left >= controls.left - 0.5 &&
  box.right <= size.width - controls.right + 0.5 &&
  box.top >= controls.top - 0.5 &&
  box.bottom <= size.height - controls.bottom + 0.5;

describe('keeping drawn shapes clear of the map controls', () => {
  const view: ViewState = { longitude: -89, latitude: 20.6, zoom: 12 };

  it('leaves the view alone when the shape is already clear', () => {
    const shape = square(-89.01, 20.59);
    expect(clearOfControls(screenBox(view, shape))).toBe(true);
    expect(keepInView(view, shape, size, controls)).toBe(view);
  });

  it('pans at the same zoom a shape drawn under the bottom panel', () => {
    const shape = square(-89.05, 20.54);
    expect(clearOfControls(screenBox(view, shape))).toBe(false);
    const moved = keepInView(view, shape, size, controls);
    expect(moved.zoom).toBe(view.zoom);
    expect(clearOfControls(screenBox(moved, shape))).toBe(true);
  });

  it('reads the size of a measured box (a DOMRect keeps width and height on its prototype)', () => {
    class Measured {
      get width() {
        return size.width;
      }
      get height() {
        return size.height;
      }
    }
    const shape = square(-89.01, 20.59);
    expect(keepInView(view, shape, new Measured(), controls)).toBe(view);
    expect(keepInView(view, square(-89.05, 20.54), new Measured(), controls)).toEqual(
      keepInView(view, square(-89.05, 20.54), size, controls),
    );
  });

  it('zooms out just enough for a shape larger than the free area', () => {
    const shape = square(-89.1, 20.5, 0.2);
    const moved = keepInView(view, shape, size, controls);
    expect(moved.zoom).toBeLessThan(view.zoom);
    expect(clearOfControls(screenBox(moved, shape))).toBe(true);
  });

  it('fits a record with room for the controls on each side', () => {
    const shape = square(-89.1, 20.5, 0.05);
    const fitted = fitFeatures(shape, size, view, controls);
    const box = screenBox(fitted, shape);
    expect(clearOfControls(box)).toBe(true);
    // Tight on at least one axis: the padding is what is kept, no more.
    expect(Math.min(box.left - controls.left, box.top - controls.top)).toBeLessThan(1);
  });
});
