import { execFileSync } from 'node:child_process';

/** The exported fields as the shapefile names them (ASCII, 10 characters): the names all three files are read by. */
const FIELDS = ['Nombre', 'Proyecto', 'Categoria', 'Subcategor', 'Fecha', 'Tipo', 'Descripcio'];
const shortName = (key: string) =>
  key
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 10);

type Coordinates = number | Coordinates[];

/** Every vertex of a geometry in 2D, rounded: a ring's direction, a part split or a third coordinate do not count. */
function vertices(c: Coordinates): string[] {
  if (!Array.isArray(c)) return [];
  if (typeof c[0] === 'number') return [`${(c[0] as number).toFixed(7)} ${(c[1] as number).toFixed(7)}`];
  return c.flatMap(vertices);
}

interface ReadFeature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates?: Coordinates; geometries?: { coordinates: Coordinates }[] } | null;
}

const layersOf = (source: string) =>
  [
    ...execFileSync('ogrinfo', ['-ro', '-q', source], { encoding: 'utf8' }).matchAll(/^\d+: (.+?)(?: \([^)]*\))?$/gm),
  ].map((m) => m[1]!);

/**
 * A file as GDAL reads it (every layer; a shapefile zip as /vsizip/…): one line per feature, its fields by their
 * shapefile names and its sorted 2D vertices, sorted. Two files with the same lines hold the same features.
 */
export function featuresRead(source: string): string[] {
  return layersOf(source)
    .flatMap((layer) => {
      const json = execFileSync('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', source, layer], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      return (JSON.parse(json) as { features: ReadFeature[] }).features;
    })
    .map(({ properties, geometry }) => {
      const fields = Object.fromEntries(
        Object.entries(properties)
          .map(([key, value]) => [shortName(key), value] as const)
          .filter(([key]) => FIELDS.includes(key))
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const parts = geometry?.geometries?.map((g) => g.coordinates) ?? [geometry?.coordinates ?? []];
      return JSON.stringify({ fields, vertices: vertices(parts).sort() });
    })
    .sort();
}
