import { type BodyIn, peopleRoutes, sessionRoutes } from '@ppd/domain';
import { api } from '../../lib/api.ts';

export const profileApi = {
  update: (body: BodyIn<typeof sessionRoutes.updateProfile>) => api.call(sessionRoutes.updateProfile, { body }),
  /** One's own picture (the same call an admin uses for anyone's). */
  setImage: (userId: number, image: File) => {
    const form = new FormData();
    form.append('user_id', String(userId));
    form.append('image', image);
    return api.call(peopleRoutes.profileImage, { body: form });
  },
  changePassword: (body: BodyIn<typeof sessionRoutes.changePassword>) =>
    api.call(sessionRoutes.changePassword, { body }),
};
