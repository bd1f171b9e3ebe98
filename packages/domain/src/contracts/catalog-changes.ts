import type { z } from 'zod';
import { CATALOG_KINDS, type CatalogKind } from '../events/payloads.ts';
import { catalogDeleted, catalogSaved, deleteBlocked } from '../schemas/catalogs.ts';
import { idParams } from '../schemas/fields.ts';

const saved = { 200: catalogSaved };

interface Saving<M extends 'POST' | 'PUT', B extends z.ZodType, Form extends boolean> {
  method: M;
  path: string;
  access: 'admin';
  summary: string;
  body: B;
  multipart: Form;
  responses: typeof saved;
}

/** The update of a catalogue that names the row in its path, or (`IdInBody`) sends its id in the body. */
type Update<B extends z.ZodType, Form extends boolean, IdInBody extends boolean> = Saving<'PUT', B, Form> &
  (IdInBody extends true ? unknown : { params: typeof idParams });

export type CatalogChanges<
  C extends z.ZodType,
  U extends z.ZodType,
  Form extends boolean = false,
  IdInBody extends boolean = false,
> = {
  create: Saving<'POST', C, Form>;
  update: Update<U, Form, IdInBody>;
  remove: CatalogRemoval;
};

export interface CatalogRemoval {
  method: 'DELETE';
  path: string;
  access: 'admin';
  summary: string;
  params: typeof idParams;
  responses: { 200: typeof catalogDeleted };
  refusals: { 409: typeof deleteBlocked };
}

export interface CatalogChangeSpec<C, U, Form, IdInBody> {
  create: { path: string; body: C };
  /** `idInBody`: the spec's authority and complaint categories send the row's id in the body, not the path. */
  update: { path: string; body: U; idInBody?: IdInBody };
  remove: string;
  /** The forms that may carry a new icon file send multipart (or JSON naming a library icon). */
  multipart?: Form;
}

/**
 * The three admin-only changes every configuration catalogue has: create and update answer the spec's success
 * text; a delete answers its status, or 409 with the lists of what uses the row (and deletes nothing).
 */
export function catalogChanges<
  C extends z.ZodType,
  U extends z.ZodType,
  Form extends boolean = false,
  IdInBody extends boolean = false,
>(kind: CatalogKind, spec: CatalogChangeSpec<C, U, Form, IdInBody>): CatalogChanges<C, U, Form, IdInBody> {
  const name = CATALOG_KINDS[kind];
  const multipart = (spec.multipart ?? false) as Form;
  return {
    create: {
      method: 'POST',
      path: spec.create.path,
      access: 'admin',
      summary: `Crear ${name}`,
      body: spec.create.body,
      multipart,
      responses: saved,
    },
    update: {
      method: 'PUT',
      path: spec.update.path,
      access: 'admin',
      summary: `Guardar los cambios de ${name}`,
      ...(spec.update.idInBody ? {} : { params: idParams }),
      body: spec.update.body,
      multipart,
      responses: saved,
    } as Update<U, Form, IdInBody>,
    remove: {
      method: 'DELETE',
      path: spec.remove,
      access: 'admin',
      summary: `Eliminar ${name} que nada usa (si algo lo usa, 409 con la lista y no se elimina)`,
      params: idParams,
      responses: { 200: catalogDeleted },
      refusals: { 409: deleteBlocked },
    },
  };
}
