import type { Locator } from 'playwright-core';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A point in a map, in pixels from its top-left corner. */
export interface MapPixel {
  x: number;
  y: number;
}

/**
 * On the explorer (centre (20.58651, -89.01501), zoom 9): zooms three steps on a record's pin at [lon, lat] (the
 * scroll keeps the point under the cursor; no clusters from zoom 11), then drags the pin to `to` when given.
 * Returns where the pin's tip is.
 */
export async function zoomOnPin(map: Locator, [lon, lat]: number[], to?: MapPixel): Promise<MapPixel> {
  const box = (await map.boundingBox())!;
  // deck's world is 512 px wide at zoom 0.
  const project = (lo: number, la: number, zoom: number) => {
    const scale = 512 * 2 ** zoom;
    const y = Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360));
    return [((lo + 180) / 360) * scale, (0.5 - y / (2 * Math.PI)) * scale] as const;
  };
  const [cx, cy] = project(-89.01501, 20.58651, 9);
  const [px, py] = project(lon!, lat!, 9);
  const at = { x: box.width / 2 + (px - cx), y: box.height / 2 + (py - cy) };
  await map.hover({ position: at });
  const mouse = map.page().mouse;
  for (let i = 0; i < 3; i++) {
    await mouse.wheel(0, -500);
    await pause(700);
  }
  if (!to) return at;
  // deck applies a drag a move or two short (its pan starts once the pointer has moved): steps of 4 px keep the
  // pin within a few pixels of `to`, well inside its 28 px.
  const steps = Math.ceil(Math.hypot(to.x - at.x, to.y - at.y) / 4);
  await mouse.down();
  await mouse.move(box.x + to.x, box.y + to.y, { steps });
  await pause(300);
  await mouse.up();
  await pause(300);
  return to;
}

/** Zooms on a record's pin as `zoomOnPin` does, then clicks the pin's body. */
export async function clickPin(map: Locator, at: number[], to?: MapPixel) {
  const tip = await zoomOnPin(map, at, to);
  await map.click({ position: { x: tip.x, y: tip.y - 12 } });
}
