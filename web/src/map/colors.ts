import { GEOMETRY_COLORS } from '@ppd/domain';

export type Rgba = [number, number, number, number];

export function hexToRgba(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha];
}

/** Type 1 = Oportunidades, 2 = Amenazas (spec §3). */
export const TYPE_OPPORTUNITY = 1;
export const TYPE_THREAT = 2;

/** The spec's geometry colour by record type: green opportunity, red threat, blue otherwise. */
export function typeColorHex(typeId: number | null | undefined): string {
  if (typeId === TYPE_OPPORTUNITY) return GEOMETRY_COLORS.oportunidad;
  if (typeId === TYPE_THREAT) return GEOMETRY_COLORS.amenaza;
  return GEOMETRY_COLORS.neutral;
}

export function typeColor(typeId: number | null | undefined, alpha = 255): Rgba {
  return hexToRgba(typeColorHex(typeId), alpha);
}

/** Colour of shapes being drawn (no type chosen yet). */
export const DRAW_COLOR = hexToRgba(GEOMETRY_COLORS.neutral);
