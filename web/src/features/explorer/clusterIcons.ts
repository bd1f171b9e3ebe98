import { GEOMETRY_COLORS } from '@ppd/domain';
import potpack from 'potpack';
import { hexToRgba } from '../../map/colors.ts';
import { clusterRadius } from './markers.ts';

const STROKE = 3;
const [r, g, b, a] = hexToRgba(GEOMETRY_COLORS.neutral, 220);
const FILL = `rgba(${r}, ${g}, ${b}, ${a / 255})`;

export interface IconSpot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of a cluster's icon: its circle and the white ring around it. */
export function clusterIconSize(count: number): number {
  return Math.ceil(2 * (clusterRadius(count) + STROKE / 2)) + 2;
}

/**
 * One counted circle per distinct count, drawn on a canvas: each cluster is then a single icon instance
 * instead of a circle plus one TextLayer instance per digit (SwiftShader pays a draw per instance).
 */
export function clusterAtlas(counts: readonly number[]): {
  atlas: HTMLCanvasElement;
  mapping: Record<string, IconSpot>;
} {
  const distinct = [...new Set(counts)];
  const boxes = distinct.map((count) => ({ count, w: clusterIconSize(count), h: clusterIconSize(count), x: 0, y: 0 }));
  const { w, h } = potpack(boxes);
  const atlas = document.createElement('canvas');
  atlas.width = Math.max(1, w);
  atlas.height = Math.max(1, h);
  const context = atlas.getContext('2d');
  const mapping: Record<string, IconSpot> = {};
  for (const { count, x, y, w: side } of boxes) {
    const spot = { x, y, width: side, height: side };
    mapping[String(count)] = spot;
    if (context) drawCluster(context, spot, count);
  }
  return { atlas, mapping };
}

function drawCluster(context: CanvasRenderingContext2D, { x, y, width }: IconSpot, count: number): void {
  const [cx, cy] = [x + width / 2, y + width / 2];
  context.beginPath();
  context.arc(cx, cy, clusterRadius(count), 0, 2 * Math.PI);
  context.fillStyle = FILL;
  context.fill();
  context.lineWidth = STROKE;
  context.strokeStyle = '#fff';
  context.stroke();
  context.fillStyle = '#fff';
  context.font = 'bold 13px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(count), cx, cy);
}
