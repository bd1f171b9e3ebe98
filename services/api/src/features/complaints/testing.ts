import type { Db } from '@ppd/db';
import { multipartForm } from '../../../test/multipart.ts';

let seq = 0;

/** A complaint category of its own (unique name, or this one), with these recipients. */
export function createCategory(db: Db, email = '', enabled = true, name?: string) {
  seq += 1;
  return db
    .insertInto('complaint_categories')
    .values({ name: name ?? `Categoría ${seq} ${Math.random().toString(36).slice(2, 7)}`, email, enabled })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export function insertComplaint(
  db: Db,
  values: { category_id: number; visitor_id: number; status?: 'no atendida' | 'en proceso' | 'atendida'; date?: Date },
) {
  return db
    .insertInto('complaints')
    .values({ text: 'Hay una coladera sin tapa.', date: new Date(), updated_at: new Date(), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A multipart form as the app sends it: fields, then at most one file. */
export function complaintForm(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  return multipartForm(fields, file ? [file] : []);
}

/** The smallest byte string file-type calls a JPEG. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
