/** A width and a height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The popup keeps this many pixels from every edge of the map. */
export const POPUP_MARGIN = 12;
/** Between the clicked point and the popup: clears a pin (28 px tall) clicked anywhere on its body. */
export const POPUP_GAP = 36;

/** `value` moved into [POPUP_MARGIN, room - POPUP_MARGIN]; the low edge wins when it does not fit. */
const within = (value: number, room: number) => Math.max(POPUP_MARGIN, Math.min(value, room - POPUP_MARGIN));

/**
 * Where a popup goes in the map (its top-left corner, in the map's pixels): centred above the clicked point, below
 * it when there is no room above, and moved back inside the map when it would cross an edge. When it fits on
 * neither side it takes the roomier one and overlaps the point: the title and the close button stay on the map.
 */
export function placePopup([x, y]: readonly [number, number], popup: Size, map: Size): { left: number; top: number } {
  const above = y - POPUP_GAP - popup.height;
  const below = y + POPUP_GAP;
  const fitsAbove = above >= POPUP_MARGIN;
  const fitsBelow = below + popup.height <= map.height - POPUP_MARGIN;
  const top = fitsAbove || (!fitsBelow && y > map.height / 2) ? above : below;
  return { left: within(x - popup.width / 2, map.width - popup.width), top: within(top, map.height - popup.height) };
}
