import type { Profile } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { USER_TYPE } from '../../lib/config.ts';
import type { SessionUser } from '../../lib/session.ts';

type Ok = { status: 'ok' };

export function toSessionUser(profile: Profile): SessionUser {
  return {
    user_id: profile.user_id,
    uuid: profile.uuid,
    email: profile.email,
    name: profile.name,
    last_name: profile.last_name,
    profile_image: profile.profile_image,
    is_admin: profile.is_admin,
  };
}

export const sessionApi = {
  login: (email: string, password: string, isSavedLogin: boolean) =>
    api.post<{ token: string; expiresIn: string }>(
      '/users/login/',
      { email, password, type: USER_TYPE, isSavedLogin },
      { auth: false },
    ),
  /** The signed-in user's profile; `token` right after login, before the session is stored. */
  info: (email: string, token?: string) =>
    api.post<Profile>('/users/info', { type: USER_TYPE, email }, token ? { token } : {}),
  logout: () => api.post<Ok>('/users/logout'),
  forgotPassword: (body: { email: string; source: 'web' | 'app'; usertypeWeb: string }) =>
    api.post<Ok>('/users/forgot_password', body, { auth: false }),
  verifyResetToken: (token: string, signal?: AbortSignal) =>
    api.get<Ok>('/users/reset_password', { query: { token }, auth: false, signal }),
  updatePassword: (token: string, password: string) =>
    api.post<Ok>('/users/update_password', { token, password }, { auth: false }),
};

export const sessionKeys = {
  resetToken: (token: string) => ['session', 'reset-token', token] as const,
};

/**
 * Whether a password-reset link's token is still good: asked once per visit of the page (no token: not asked), not
 * retried, and forgotten when the page closes (setting the password spends it).
 */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: sessionKeys.resetToken(token),
    queryFn: ({ signal }) => sessionApi.verifyResetToken(token, signal),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });
