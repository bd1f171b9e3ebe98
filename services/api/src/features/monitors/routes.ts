import {
  activeAuthority,
  authorityCategory,
  authorityRow,
  authorityUpdate,
  createdUser,
  createUserBody,
  messages,
  okReply,
  peopleMessages,
  personIdParams,
  profileImageBody,
  profileImageReply,
  updateActivityBody,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { exportAuthority } from './export.ts';
import { createPerson, deletePerson, setActivity, setProfileImage, updatePerson } from './people.ts';
import { profileForm } from './profile-form.ts';
import { findAuthority, listActiveAuthorities, listAuthorities, listAuthorityCategories } from './queries.ts';

export interface PeopleRoutesOptions {
  /** Where profile images are stored (served under /media). */
  storage: MediaStorage;
}

/** Monitores (authorities), admin only, plus the user creation and activation shared with Gestores. */
export const monitorRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  app.get(
    '/authorities',
    { schema: { response: { 200: z.array(authorityRow) } }, config: { access: 'admin' } },
    async () => listAuthorities(app.db),
  );

  app.post(
    '/users',
    { schema: { response: { 201: createdUser } }, config: { access: 'admin', multipart: true } },
    async (request, reply) => {
      const { body, image } = await profileForm(request, createUserBody);
      const created = await createPerson(app.db, sessionOf(request), body, image, opts.storage);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/authorities/:id',
    {
      schema: { params: personIdParams, response: { 200: authorityRow } },
      config: { access: 'admin', multipart: true },
    },
    async (request) => {
      const { body, image } = await profileForm(request, authorityUpdate);
      const changes = {
        ...body,
        address: body.address ?? null,
        sex: body.sex ?? null,
        age: body.age ?? null,
        category_id: body.category_id ?? null,
      };
      const target = { id: request.params.id, type: 'authority' as const };
      await updatePerson(app.db, sessionOf(request), target, changes, image, opts.storage);
      app.accounts.forget(target.id);
      return (await findAuthority(app.db, target.id))!;
    },
  );

  // The spec's call after a new person's form when an image was chosen (POST /users and the PUTs take it too), and
  // the profile's own picture: an admin changes anyone's, a gestor only their own. Answers the picture's path.
  app.post(
    '/users/update_profile_image',
    { schema: { response: { 200: profileImageReply } }, config: { access: STAFF, multipart: true } },
    async (request) => {
      const me = sessionOf(request);
      const { body, image } = await profileForm(request, profileImageBody);
      if (body.user_id !== me.id && !me.isAdmin) throw new AppError('Forbidden', messages.auth.forbidden, 'user_id');
      if (!image) throw validationError('image', peopleMessages.imageRequired);
      const profile_image = await setProfileImage(app.db, me, body.user_id, image, opts.storage);
      return { status: 'ok' as const, profile_image };
    },
  );

  app.delete(
    '/authorities/:id',
    { schema: { params: personIdParams, response: { 200: okReply } }, config: { access: 'admin' } },
    async (request) => {
      await deletePerson(app.db, sessionOf(request), { id: request.params.id, type: 'authority' }, opts.storage);
      app.accounts.forget(request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/users/updateActivity',
    { schema: { body: updateActivityBody, response: { 200: okReply } }, config: { access: 'admin' } },
    async (request) => {
      const { id, inactive } = request.body;
      await setActivity(app.db, sessionOf(request), id, inactive);
      app.accounts.forget(id);
      return { status: 'ok' as const, message: inactive ? peopleMessages.deactivated : peopleMessages.activated };
    },
  );

  app.get(
    '/authorities/categories/listAll',
    { schema: { response: { 200: z.array(authorityCategory) } }, config: { access: STAFF } },
    async () => listAuthorityCategories(app.db),
  );

  app.get(
    '/authorities/active/list/',
    { schema: { response: { 200: z.array(activeAuthority) } }, config: { access: STAFF } },
    async () => listActiveAuthorities(app.db),
  );

  app.get(
    '/authorities/:id/export',
    { schema: { params: personIdParams }, config: { access: 'admin' } },
    async (request, reply) => exportAuthority(app.db, sessionOf(request), request.params.id, reply),
  );
};
