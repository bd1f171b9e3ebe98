import type { Locator } from 'playwright-core';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On the explorer (centre (20.58651, -89.01501), zoom 9): zooms three steps on a record's pin at [lon, lat] (the
 * scroll keeps the point under the cursor; no clusters from zoom 11), then clicks the pin's body.
 */
export async function clickPin(map: Locator, [lon, lat]: number[]) {
  const box = (await map.boundingBox())!;
  // deck's world is 512 px wide at zoom 0.
  const project = (lo: number, la: number, zoom: number) => {
    const scale = 512 * 2 ** zoom;
    const y = Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360));
    return [((lo + 180) / 360) * scale, (0.5 - y / (2 * Math.PI)) * scale] as const;
  };
  const [cx, cy] = project(-89.01501, 20.58651, 9);
  const [px, py] = project(lon!, lat!, 9);
  const x = box.width / 2 + (px - cx);
  const y = box.height / 2 + (py - cy);
  await map.hover({ position: { x, y } });
  for (let i = 0; i < 3; i++) {
    await map.page().mouse.wheel(0, -500);
    await pause(700);
  }
  await map.click({ position: { x, y: y - 12 } });
}
