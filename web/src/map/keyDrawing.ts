import type { Geometry, Position } from 'geojson';
import type { DrawTool } from './drawingLayer.ts';
import type { ViewState } from './views.ts';

/** The tools a shape can be made with from the keyboard, and how many vertices each needs at least. */
export const KEY_TOOLS: Partial<Record<DrawTool, number>> = { marker: 1, line: 2, polygon: 3 };

/** The shape `tool` makes of `vertices` ([longitude, latitude]), or null while it has too few. */
export function shapeOf(tool: DrawTool, vertices: readonly Position[]): Geometry | null {
  const needed = KEY_TOOLS[tool];
  if (needed === undefined || vertices.length < needed) return null;
  if (tool === 'marker') return { type: 'Point', coordinates: [...vertices[0]!] };
  if (tool === 'line') return { type: 'LineString', coordinates: vertices.map((v) => [...v]) };
  return { type: 'Polygon', coordinates: [[...vertices.map((v) => [...v]), [...vertices[0]!]]] };
}

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*$`);

/**
 * Typed or pasted coordinates, one "latitude, longitude" a line (as a phone's map app copies them), as positions
 * ([longitude, latitude]); null when a line is not a pair in range.
 */
export function parseCoordinates(text: string): Position[] | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const positions: Position[] = [];
  for (const line of lines) {
    const match = PAIR.exec(line);
    const [lat, lon] = [Number(match?.[1]), Number(match?.[2])];
    if (!match || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    positions.push([lon, lat]);
  }
  return positions.length > 0 ? positions : null;
}

/** Pixels an arrow key moves the map. */
const STEP_PX = 100;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** The view moved by an arrow key (STEP_PX on screen at its zoom), or null for any other key. */
export function panned(view: ViewState, key: string): ViewState | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  // A Web Mercator world is 512 px wide at zoom 0; north-south, a degree shrinks with the cosine of the latitude.
  const degrees = (STEP_PX * 360) / (512 * 2 ** view.zoom);
  const latitude = view.latitude + arrow[1] * degrees * Math.cos((view.latitude * Math.PI) / 180);
  return {
    ...view,
    longitude: view.longitude + arrow[0] * degrees,
    latitude: Math.max(-85, Math.min(85, latitude)),
  };
}
