import type { Profile } from '@ppd/domain';
import { api } from '../../lib/api.ts';

export const profileApi = {
  update: (body: { name: string; last_name: string }) => api.put<Profile>('/users/me', body),
  changePassword: (body: { old_password: string; new_password: string }) =>
    api.post<{ status: 'ok'; token: string }>('/users/update_my_password', body),
};
