import { authorityRoutes, messages, peopleMessages, peopleRoutes } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
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
  serve(app, authorityRoutes.list, async () => listAuthorities(app.db));

  serve(app, peopleRoutes.create, async (request) => {
    const { body, image } = await profileForm(request, peopleRoutes.create.body);
    return createPerson(app.db, sessionOf(request), body, image, opts.storage);
  });

  serve(app, authorityRoutes.update, async (request) => {
    const { body, image } = await profileForm(request, authorityRoutes.update.body);
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
  });

  // The spec's call after a new person's form when an image was chosen (POST /users and the PUTs take it too), and
  // the profile's own picture: an admin changes anyone's, a gestor only their own. Answers the picture's path.
  serve(app, peopleRoutes.profileImage, async (request) => {
    const me = sessionOf(request);
    const { body, image } = await profileForm(request, peopleRoutes.profileImage.body);
    if (body.user_id !== me.id && !me.isAdmin) throw new AppError('Forbidden', messages.auth.forbidden, 'user_id');
    if (!image) throw validationError('image', peopleMessages.imageRequired);
    const profile_image = await setProfileImage(app.db, me, body.user_id, image, opts.storage);
    return { status: 'ok' as const, profile_image };
  });

  serve(app, authorityRoutes.remove, async (request) => {
    await deletePerson(app.db, sessionOf(request), { id: request.params.id, type: 'authority' }, opts.storage);
    app.accounts.forget(request.params.id);
    return { status: 'ok' as const };
  });

  serve(app, peopleRoutes.setActivity, async (request) => {
    const { id, inactive } = request.body;
    await setActivity(app.db, sessionOf(request), id, inactive);
    app.accounts.forget(id);
    return { status: 'ok' as const, message: inactive ? peopleMessages.deactivated : peopleMessages.activated };
  });

  serve(app, authorityRoutes.categories, async () => listAuthorityCategories(app.db));
  serve(app, authorityRoutes.active, async () => listActiveAuthorities(app.db));
  serve(app, authorityRoutes.export, async (request, reply) =>
    exportAuthority(app.db, sessionOf(request), request.params.id, reply),
  );
};
