import { type Db, recordEvent } from '@ppd/db';
import {
  type DrawnFeatureCollection,
  formatDate,
  messages,
  type NewRecordBody,
  type RecordFields,
  recordMessages,
} from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { mustBeAuthorOrAdmin } from '../../shared/authorship.ts';
import { type Classification, findClassification, geometriesAreValid, lockRecord } from './queries.ts';

export const recordNotFound = () => new AppError('NotFound', messages.generic.notFoundDetail, 'id');

type ClassificationIds = Pick<RecordFields, 'id_proyecto' | 'id_cat_principal' | 'id_tipo' | 'id_cat_secundaria'>;

/**
 * The four ids must name existing, enabled rows (the screens offer no other), and the subcategory must belong to the
 * chosen category and type. An edit may keep an entry the record already has, though it was disabled since.
 */
async function checkClassification(
  db: Db,
  fields: RecordFields,
  current?: ClassificationIds,
): Promise<Required<NonNullableFields<Classification>>> {
  const c = await findClassification(db, fields);
  const usable = <T extends { enabled: boolean }>(row: T | null, id: keyof ClassificationIds): row is T =>
    row !== null && (row.enabled || fields[id] === current?.[id]);
  if (!usable(c.project, 'id_proyecto')) throw validationError('id_proyecto', messages.records.projectRequired);
  if (!usable(c.category, 'id_cat_principal')) {
    throw validationError('id_cat_principal', messages.records.categoryRequired);
  }
  if (!usable(c.type, 'id_tipo')) throw validationError('id_tipo', messages.records.typeRequired);
  if (!usable(c.subcategory, 'id_cat_secundaria')) {
    throw validationError('id_cat_secundaria', messages.records.subcategoryRequired);
  }
  if (c.subcategory.id_maincategory !== c.category.id || c.subcategory.tipo_id !== c.type.id) {
    throw validationError('id_cat_secundaria', recordMessages.subcategoryMismatch);
  }
  return c as Required<NonNullableFields<Classification>>;
}
type NonNullableFields<T> = { [K in keyof T]: NonNullable<T[K]> };

async function checkGeometries(db: Db, fc: DrawnFeatureCollection): Promise<void> {
  const valid = await geometriesAreValid(db, fc);
  if (valid === null) throw validationError('geometries', recordMessages.invalidGeometry);
  if (!valid) throw validationError('geometries', recordMessages.selfIntersecting);
}

interface PropertyContext {
  fields: RecordFields;
  names: Required<NonNullableFields<Classification>>;
  fecha: string;
  source: string;
  geosource: string;
  altitude: string;
}

/** Each feature carries the record's classification (spec §3 feature properties), kept true to the record's columns. */
function withRecordProperties(fc: DrawnFeatureCollection, ctx: PropertyContext): DrawnFeatureCollection {
  const info = (row: { id: number; nombre: string }) => ({ id: row.id, nombre: row.nombre });
  const shared = {
    projectInfo: info(ctx.names.project),
    categoryInfo: info(ctx.names.category),
    typeInfo: info(ctx.names.type),
    subCategoryInfo: info(ctx.names.subcategory),
    nombre: ctx.fields.nombre,
    descripcion: ctx.fields.descripcion,
    fecha: ctx.fecha,
    metodo: ctx.geosource,
    fuente: ctx.source,
    altitud: ctx.altitude,
  };
  return {
    type: 'FeatureCollection',
    features: fc.features.map((f) => ({ ...f, properties: { ...f.properties, ...shared } })),
  };
}

const classificationOf = (fc: { features: { properties?: Record<string, unknown> | null }[] }) =>
  fc.features[0]?.properties ?? {};

export async function createRecord(db: Db, me: SessionUser, body: NewRecordBody): Promise<number> {
  await checkGeometries(db, body.geometries);
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const geojson = withRecordProperties(body.geometries, {
      fields: body,
      names: await checkClassification(trx, body),
      fecha: body.fecha ?? formatDate(now),
      source: body.source,
      geosource: body.geosource,
      altitude: body.altitude,
    });
    const row = await trx
      .insertInto('records')
      .values({
        nombre: body.nombre,
        descripcion: body.descripcion,
        id_proyecto: body.id_proyecto,
        id_cat_principal: body.id_cat_principal,
        id_cat_secundaria: body.id_cat_secundaria,
        id_tipo: body.id_tipo,
        privado: body.privado,
        fecha_levantamiento: now,
        usuario: me.email,
        user_id: me.id,
        source: body.source,
        geosource: body.geosource,
        altitude: body.altitude,
        geojson: JSON.stringify(geojson),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, 'record.created', { record: { id: row.id, title: body.nombre } }, me);
    return row.id;
  });
}

/** The record, locked, if it exists and `me` may change it: its author or an admin. */
export async function lockForChange(trx: Db, me: SessionUser, id: number) {
  const record = await lockRecord(trx, id);
  if (!record) throw recordNotFound();
  mustBeAuthorOrAdmin(me, record.user_id);
  return record;
}

export async function updateRecord(db: Db, me: SessionUser, id: number, fields: RecordFields): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const record = await lockForChange(trx, me, id);
    const geojson = withRecordProperties(record.geojson as DrawnFeatureCollection, {
      fields,
      names: await checkClassification(trx, fields, record),
      fecha: String(classificationOf(record.geojson).fecha ?? formatDate(record.fecha_levantamiento)),
      source: record.source,
      geosource: record.geosource,
      altitude: record.altitude,
    });
    await trx
      .updateTable('records')
      .set({
        nombre: fields.nombre,
        descripcion: fields.descripcion,
        id_proyecto: fields.id_proyecto,
        id_cat_principal: fields.id_cat_principal,
        id_cat_secundaria: fields.id_cat_secundaria,
        id_tipo: fields.id_tipo,
        privado: fields.privado,
        geojson: JSON.stringify(geojson),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, 'record.updated', { record: { id, title: fields.nombre } }, me);
  });
}

export async function updateGeometries(db: Db, me: SessionUser, id: number, fc: DrawnFeatureCollection) {
  await checkGeometries(db, fc);
  await db.transaction().execute(async (trx) => {
    const record = await lockForChange(trx, me, id);
    // New shapes take the record's properties from the features already stored.
    const shared = classificationOf(record.geojson);
    const geojson: DrawnFeatureCollection = {
      type: 'FeatureCollection',
      features: fc.features.map((f) => ({ ...f, properties: { ...f.properties, ...pickShared(shared) } })),
    };
    await trx
      .updateTable('records')
      .set({ geojson: JSON.stringify(geojson), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, 'record.geometry_updated', { record: { id, title: record.nombre } }, me);
  });
}

const SHARED_KEYS = [
  'projectInfo',
  'categoryInfo',
  'typeInfo',
  'subCategoryInfo',
  'nombre',
  'descripcion',
  'fecha',
  'metodo',
  'fuente',
  'altitud',
] as const;
const pickShared = (p: Record<string, unknown>) =>
  Object.fromEntries(SHARED_KEYS.filter((k) => k in p).map((k) => [k, p[k]]));

/** Deletes the record (its comments go with it); answers its media folder for the caller to remove. */
export async function deleteRecord(db: Db, me: SessionUser, id: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const record = await lockForChange(trx, me, id);
    await trx.deleteFrom('records').where('id', '=', id).execute();
    await recordEvent(trx, 'record.deleted', { record: { id, title: record.nombre } }, me);
    return record.media_folder;
  });
}
