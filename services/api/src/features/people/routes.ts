import { peopleRoutes as contract, messages, peopleMessages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { createPerson, setActivity, setProfileImage } from './people.ts';
import { profileForm } from './profile-form.ts';

export interface PeopleRoutesOptions {
  /** Where profile images are stored (served under /media). */
  storage: MediaStorage;
}

/** What Monitores and Gestores share: creating a person (POST /users), their picture, and (de)activation. */
export const peopleRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  serve(app, contract.create, async (request) => {
    const { body, image } = await profileForm(request, contract.create.body);
    return createPerson(app.db, sessionOf(request), body, image, opts.storage);
  });

  // The spec's call after a new person's form when an image was chosen (POST /users and the PUTs take it too), and
  // the profile's own picture: an admin changes anyone's, a gestor only their own. Answers the picture's path.
  serve(app, contract.profileImage, async (request) => {
    const me = sessionOf(request);
    const { body, image } = await profileForm(request, contract.profileImage.body);
    if (body.user_id !== me.id && !me.isAdmin) throw new AppError('Forbidden', messages.auth.forbidden, 'user_id');
    if (!image) throw validationError('image', peopleMessages.imageRequired);
    const profile_image = await setProfileImage(app.db, me, body.user_id, image, opts.storage);
    return { status: 'ok' as const, profile_image };
  });

  serve(app, contract.setActivity, async (request) => {
    const { id, inactive } = request.body;
    await setActivity(app.db, sessionOf(request), id, inactive);
    app.accounts.forget(id);
    return { status: 'ok' as const, message: inactive ? peopleMessages.deactivated : peopleMessages.activated };
  });
};
