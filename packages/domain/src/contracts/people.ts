import { z } from 'zod';
import { defineRoutes, fileReply, STAFF, XLSX_TYPE } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import {
  createdUser,
  createUserBody,
  profileImageBody,
  profileImageReply,
  updateActivityBody,
} from '../schemas/people.ts';
import { okReply } from '../schemas/session.ts';

/**
 * What Monitores (authorities) and Gestores share: creating a person, turning an account on or off, and a profile
 * picture. Their forms are multipart (the fields, and an optional `image` file) or, without a picture, JSON.
 */
export const peopleRoutes = defineRoutes('Personas', {
  create: {
    method: 'POST',
    path: '/users',
    access: 'admin',
    summary: 'Dar de alta una autoridad (su primera contraseña es su auth_id) o un gestor, con su foto opcional',
    body: createUserBody,
    multipart: true,
    responses: { 201: createdUser },
  },
  setActivity: {
    method: 'POST',
    path: '/users/updateActivity',
    access: 'admin',
    summary: 'Activar o desactivar una autoridad o un gestor (no a sí mismo)',
    body: updateActivityBody,
    responses: { 200: okReply },
  },
  profileImage: {
    method: 'POST',
    path: '/users/update_profile_image',
    access: STAFF,
    summary: 'Cambiar la foto de perfil: la propia, o la de cualquiera siendo administrador',
    body: profileImageBody,
    multipart: true,
    responses: { 200: profileImageReply },
  },
});

/** How a kind of person's routes read: who they are, and what their workbook holds. */
interface PersonKindTexts {
  /** 'una autoridad', 'un gestor'. */
  one: string;
  plural: string;
  onDelete: string;
  workbook: string;
  sheets: string;
}

/** The routes every kind of person has, administrators only: the list, a change (multipart), a delete, a workbook. */
export const personRoutes = <R extends z.ZodType, F extends z.ZodType>(
  path: string,
  row: R,
  form: F,
  says: PersonKindTexts,
) =>
  ({
    list: {
      method: 'GET',
      path,
      access: 'admin',
      summary: `${says.plural}, por nombre`,
      responses: { 200: z.array(row) },
    },
    update: {
      method: 'PUT',
      path: `${path}/:id`,
      access: 'admin',
      summary: `Guardar los cambios de ${says.one} (sus campos y una foto opcional)`,
      params: idParams,
      body: form,
      multipart: true,
      responses: { 200: row },
    },
    remove: {
      method: 'DELETE',
      path: `${path}/:id`,
      access: 'admin',
      summary: `Eliminar ${says.one}: ${says.onDelete}`,
      params: idParams,
      responses: { 200: okReply },
    },
    export: {
      method: 'GET',
      path: `${path}/:id/export`,
      access: 'admin',
      summary: `La hoja de cálculo de ${says.one}`,
      params: idParams,
      responses: { 200: fileReply(XLSX_TYPE, `${says.workbook} (hojas ${says.sheets})`) },
    },
  }) as const;
