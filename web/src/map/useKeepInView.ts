import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect } from 'react';
import { keepInView, type Padding, type ViewState } from './views.ts';
import type { Drawing } from './zones.ts';

/** The gap kept between a shape and a control, and along edges without controls. */
const GAP = 16;

/**
 * What the map's floating controls cover along each edge, plus a gap: measured on the elements inside `container`
 * marked `data-map-edge="top" | "right" | "bottom" | "left"` (the edge each one sits on).
 */
export function controlPadding(container: HTMLElement): Padding {
  const box = container.getBoundingClientRect();
  const padding: Padding = { top: GAP, right: GAP, bottom: GAP, left: GAP };
  for (const control of container.querySelectorAll<HTMLElement>('[data-map-edge]')) {
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const edge = control.dataset.mapEdge;
    if (edge === 'top') padding.top = Math.max(padding.top, rect.bottom - box.top + GAP);
    if (edge === 'bottom') padding.bottom = Math.max(padding.bottom, box.bottom - rect.top + GAP);
    if (edge === 'left') padding.left = Math.max(padding.left, rect.right - box.left + GAP);
    if (edge === 'right') padding.right = Math.max(padding.right, box.right - rect.left + GAP);
  }
  return padding;
}

/**
 * Moves the map, after each finished edit (`revision`) or change of its controls (`controls`), so that the drawing
 * is not hidden under the toolbar, the buttons or the 'Medidas' panel.
 */
export function useKeepInView(
  container: RefObject<HTMLElement | null>,
  drawing: Drawing,
  revision: number,
  setView: Dispatch<SetStateAction<ViewState>>,
  controls?: unknown,
): void {
  // Measured after the render that shows the controls as they now are (the panel grows with each shape). Only
  // finished edits and control changes move the map: not the drawing's every move during a drag.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    setView((view) => keepInView(view, drawing, { width, height }, controlPadding(element)));
  }, [revision, controls]);
}
