import { WebMercatorViewport } from '@deck.gl/core';
import type { ViewState } from './views.ts';

export interface Size {
  width: number;
  height: number;
}

/** Pixels right and down. */
export type Offset = readonly [number, number];

/** What a glided map's canvas is drawn for: a view, and the size of the map it shows it in. */
export interface Glide {
  view: ViewState;
  size: Size;
}

/**
 * A glided map's canvas reaches this fraction of the map's longer side beyond each edge, the same on every side: a
 * drag is as long up and down as across (a quarter of the height alone was shorter than a common drag).
 */
export const GLIDE_MARGIN = 0.25;

/** The margin of a glided map's canvas beyond each edge of the view, whole pixels. */
export const glideMargin = (view: Size): number => Math.round(GLIDE_MARGIN * Math.max(view.width, view.height));

/** The canvas of a glided map, whole pixels: the view grown by its margin on each side, centred on it. */
export function glideCanvas(view: Size): Size & { left: number; top: number } {
  const margin = glideMargin(view);
  return {
    width: Math.round(view.width) + 2 * margin,
    height: Math.round(view.height) + 2 * margin,
    left: -margin,
    top: -margin,
  };
}

const viewportOf = (view: ViewState, size: Size) => new WebMercatorViewport({ ...view, ...size });

/** How far the canvas drawn for `drawn` moves so that the view's centre shows `view`'s centre. */
export function glideOffset(drawn: ViewState, view: ViewState, canvas: Size): Offset {
  const [x, y] = viewportOf(drawn, canvas).project([view.longitude, view.latitude]) as [number, number];
  return [canvas.width / 2 - x, canvas.height / 2 - y];
}

/**
 * The view shown through a canvas moved by `offset` when it is drawn for `drawn`: deck.gl's controller answers a
 * gesture on the canvas with the view the canvas should be drawn for, this is what the user then sees.
 */
export function shownView<T extends ViewState>(drawn: T, offset: Offset, canvas: Size): T {
  const centre = [canvas.width / 2 - offset[0], canvas.height / 2 - offset[1]];
  const [longitude, latitude] = viewportOf(drawn, canvas).unproject(centre) as [number, number];
  return { ...drawn, longitude, latitude };
}
