import type { Profile } from '@ppd/domain';
import { api } from '../../lib/api.ts';

export const profileApi = {
  update: (body: { name: string; last_name: string }) => api.put<Profile>('/users/me', body),
  /** One's own picture (the same call an admin uses for anyone's). */
  setImage: (userId: number, image: File) => {
    const form = new FormData();
    form.append('user_id', String(userId));
    form.append('image', image);
    return api.post<{ status: 'ok'; profile_image: string }>('/users/update_profile_image', form);
  },
  changePassword: (body: { old_password: string; new_password: string }) =>
    api.post<{ status: 'ok'; token: string }>('/users/update_my_password', body),
};
