import type { PathBuffers } from './explorerData.ts';

/** Degrees of longitude per pixel at zoom 0 (deck's world is 512 px wide). */
const DEGREES_PER_PX = 360 / 512;

/**
 * Each segment of the paths as a thin closed quad `widthPx` wide at `zoom`, for SolidPolygonLayer.
 * SwiftShader (software WebGL) pays a draw per instance, so PathLayer's one instance per segment cost more
 * than all the rest of the map; quads are plain triangles, drawn in one call. They are rebuilt when the zoom
 * changes (see explorerView.ts), since their width is in degrees.
 */
export function outlineQuads(paths: PathBuffers, zoom: number, widthPx: number): PathBuffers {
  const { positions: p, colors: c, startIndices, length } = paths;
  const half = (widthPx / 2) * (DEGREES_PER_PX / 2 ** zoom);
  const segments = Math.max(0, startIndices[length]! - length);
  const positions = new Float64Array(segments * 10);
  const colors = new Uint8Array(segments * 20);
  let q = 0;
  for (let path = 0; path < length; path++) {
    for (let v = startIndices[path]!; v < startIndices[path + 1]! - 1; v++) {
      const [ax, ay, bx, by] = [p[v * 2]!, p[v * 2 + 1]!, p[v * 2 + 2]!, p[v * 2 + 3]!];
      const cos = Math.cos((ay * Math.PI) / 180);
      // The normal in Mercator's local square units, back to degrees (latitude shrinks by cos).
      const [dx, dy] = [bx - ax, (by - ay) / cos];
      const norm = Math.hypot(dx, dy);
      if (norm === 0) continue;
      const [ox, oy] = [(-dy / norm) * half, (dx / norm) * half * cos];
      positions.set([ax + ox, ay + oy, bx + ox, by + oy, bx - ox, by - oy, ax - ox, ay - oy, ax + ox, ay + oy], q * 10);
      for (let k = 0; k < 5; k++) colors.set(c.subarray(v * 4, v * 4 + 4), q * 20 + k * 4);
      q++;
    }
  }
  const starts = Uint32Array.from({ length: q + 1 }, (_, i) => i * 5);
  return { length: q, startIndices: starts, positions: positions.slice(0, q * 10), colors: colors.slice(0, q * 20) };
}
