import { TIME_ZONE } from '@ppd/domain';
import { type Drawing, forSaving } from '../../map/zones.ts';
import type { RecordFormNames } from '../records/index.ts';

export interface SaveFields {
  nombre: string;
  descripcion: string;
  id_proyecto: number;
  id_cat_principal: number;
  id_tipo: number;
  id_cat_secundaria: number;
  privado: boolean;
}

/** Mexico City local time as the spec's `fecha` text (es-MX). */
export function mexicoCityNow(now = new Date()): string {
  return now.toLocaleString('es-MX', { timeZone: TIME_ZONE });
}

const ref = (id: number, named: { nombre: string } | undefined) => ({ id, nombre: named?.nombre ?? '' });

/** The survey record of spec §3, with every feature carrying the record's properties. */
export function newRecordBody(
  fields: SaveFields,
  names: RecordFormNames,
  drawing: Drawing,
  user: { email: string; user_id: number },
  now = new Date(),
) {
  const fecha = mexicoCityNow(now);
  const properties = {
    projectInfo: ref(fields.id_proyecto, names.project),
    categoryInfo: ref(fields.id_cat_principal, names.category),
    typeInfo: ref(fields.id_tipo, names.type),
    subCategoryInfo: ref(fields.id_cat_secundaria, names.subcategory),
    nombre: fields.nombre,
    descripcion: fields.descripcion,
    fecha,
    metodo: 'manual',
    fuente: 'web',
    altitud: 'N/A',
  };
  return {
    ...fields,
    fecha,
    usuario: user.email,
    user_id: user.user_id,
    source: 'web' as const,
    geosource: 'manual' as const,
    altitude: 'N/A',
    geometries: forSaving(drawing, properties),
  };
}
