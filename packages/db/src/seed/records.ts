import type { RecordFeature, RecordFeatureProperties } from '../tables/records.ts';
import type { Catalogs, Ref } from './catalogs.ts';
import { daysAgo, HOUR, localDateTime, type SeedContext } from './context.ts';
import { CDMX_BOX, circle, type Position, path, pointIn, rectangle, ring } from './geo.ts';
import type { People } from './people.ts';

export const RECORD_COUNT = 40;

/** What is drawn, in turn: markers, lines, polygons, rectangles, influence zones (web) and GPS zones (app). */
const KINDS = ['point', 'line', 'polygon', 'rectangle', 'zone', 'point', 'polygon', 'line', 'app', 'point'] as const;
type Kind = (typeof KINDS)[number];

const LOCALITIES: Record<string, string[]> = {
  'Ciudad de México': [
    'Lago Mayor',
    'Castillo de Chapultepec',
    'Paseo de la Reforma',
    'Polanco',
    'Lomas de Chapultepec',
    'Anzures',
  ],
  Yucatán: ['Tekit', 'Mama', 'Chumayel', 'Teabo', 'Mayapán', 'Cantamayec', 'Sotuta'],
};

const DETAILS = [
  'Se observó durante el recorrido de la mañana.',
  'Reportado por vecinos de la zona.',
  'Requiere seguimiento en la próxima visita.',
  'Se tomaron notas y fotografías de referencia.',
  'Visible desde la calle principal.',
  'Se recomienda coordinar con la autoridad local.',
];

const COMMENTS = [
  'Muy buen lugar, se nota el cuidado.',
  'Hace falta mantenimiento.',
  'Lo visité el fin de semana y estaba limpio.',
  'Hay mucha basura cerca de la entrada.',
  'Excelente iniciativa de la comunidad.',
  'Falta iluminación por la noche.',
  'Me gustaría que hubiera más actividades.',
  'Se pone peligroso después de las 8 pm.',
];

export interface SeededRecord {
  id: number;
  privado: boolean;
  fecha: Date;
}

const point = (coordinates: Position) => ({ type: 'Point', coordinates });
const polygon = (ring: Position[]) => ({ type: 'Polygon', coordinates: [ring] });

function geometries(ctx: SeedContext, kind: Kind, centre: Position, base: RecordFeatureProperties, key: number) {
  const { rng } = ctx;
  const feature = (geometry: RecordFeature['geometry'], extra: Partial<RecordFeatureProperties> = {}, n = 0) =>
    ({ type: 'Feature', geometry, properties: { ...base, id: key + n, ...extra } }) as RecordFeature;
  switch (kind) {
    case 'point':
      return [feature(point(centre))];
    case 'line':
      return [feature({ type: 'LineString', coordinates: path(rng, centre, rng.int(3, 6), 0.25) })];
    case 'polygon':
      return [feature(polygon(ring(rng, centre, rng.float(0.1, 0.5), rng.int(5, 9))))];
    case 'rectangle':
      return [feature(polygon(rectangle(centre, rng.float(0.2, 0.8), rng.float(0.2, 0.6))))];
    case 'zone':
    case 'app': {
      const radius = rng.pick([0.5, 1, 2]);
      // A web zone is marked explicitly; the app's are recognised by shape (point = marker, polygon = buffer).
      const marker = kind === 'zone' ? { typeGeometry: 'MarkerToBuffer' as const, radioValueParsed: radius } : {};
      const buffer =
        kind === 'zone'
          ? { typeGeometry: 'Buffer' as const, radioValueParsed: radius, markerId: key }
          : { radioValueParsed: radius };
      return [feature(point(centre), marker), feature(polygon(circle(rng, centre, radius)), buffer, 1)];
    }
  }
}

export async function seedRecords(ctx: SeedContext, catalogs: Catalogs, people: People): Promise<SeededRecord[]> {
  const { db, rng } = ctx;
  const projects = catalogs.projectList.filter((p) => p.enabled);
  const info = ({ id, nombre }: Ref) => ({ id, nombre });
  const records: SeededRecord[] = [];

  for (let i = 0; i < RECORD_COUNT; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const project = projects[i % projects.length]!;
    const region = project.box === CDMX_BOX ? 'Ciudad de México' : 'Yucatán';
    const locality = rng.pick(LOCALITIES[region]!);
    const category = rng.pick(catalogs.mainCategories);
    const type = catalogs.types[rng.chance(0.55) ? 0 : 1]!;
    const subcategory = rng.pick(
      catalogs.subcategories.filter((s) => s.id_maincategory === category.id && s.tipo_id === type.id),
    );
    const fromApp = kind === 'app';
    const fecha = daysAgo(ctx, i * 2.2 + rng.float(0, 1));
    const nombre = `${subcategory.nombre} en ${locality}`;
    const descripcion = `${type.id === 1 ? 'Oportunidad' : 'Amenaza'} registrada en ${locality}: ${subcategory.nombre.toLowerCase()}. ${rng.pick(DETAILS)}`;
    const altitude = fromApp ? (region === 'Yucatán' ? rng.float(8, 40) : rng.float(2230, 2290)).toFixed(1) : 'N/A';
    const author = i % 3 === 0 ? people.gestor : people.admin;
    const base: RecordFeatureProperties = {
      projectInfo: info(project),
      categoryInfo: info(category),
      typeInfo: info(type),
      subCategoryInfo: info(subcategory),
      nombre,
      descripcion,
      fecha: localDateTime(fecha),
      metodo: fromApp ? 'GPS' : 'manual',
      fuente: fromApp ? 'app' : 'web',
      altitud: altitude,
    };
    const centre = pointIn(rng, project.box, 0.01);
    const features = geometries(ctx, kind, centre, base, 1000 + i * 10);

    const row = await db
      .insertInto('records')
      .values({
        nombre,
        descripcion,
        id_proyecto: project.id,
        id_cat_principal: category.id,
        id_cat_secundaria: subcategory.id,
        id_tipo: type.id,
        privado: i % 4 === 3,
        fecha_levantamiento: fecha,
        usuario: author.email,
        user_id: author.id,
        source: fromApp ? 'app' : 'web',
        geosource: fromApp ? 'GPS' : 'manual',
        altitude,
        geojson: JSON.stringify({ type: 'FeatureCollection', features }),
        created_at: fecha,
        updated_at: fecha,
      })
      .returning(['id', 'privado'])
      .executeTakeFirstOrThrow();
    records.push({ ...row, fecha });
  }
  return records;
}

/** A few visitor comments on public records, some hidden by a moderator. */
export async function seedPlaceComments(ctx: SeedContext, records: SeededRecord[], people: People): Promise<void> {
  const { db, rng } = ctx;
  const commented = records.filter((r) => !r.privado).slice(0, 8);
  for (const [i, record] of commented.entries()) {
    const count = 1 + (i % 3);
    for (let k = 0; k < count; k++) {
      await db
        .insertInto('place_comments')
        .values({
          id_point: record.id,
          user_id: rng.pick(people.visitors).id,
          stars: rng.pick([1, 2, 3, 4, 4, 5, 5]),
          comment: rng.pick(COMMENTS),
          status: !(i === 1 || (k === 1 && i % 2 === 0)),
          created: new Date(Math.min(ctx.now.getTime(), record.fecha.getTime() + (k + 1) * 6 * HOUR)),
        })
        .execute();
    }
  }
}
