import { type BodyIn, type Profile, sessionRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { USER_TYPE } from '../../lib/config.ts';
import type { SessionUser } from '../../lib/session.ts';

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

const signedOut = { auth: false } as const;

export const sessionApi = {
  login: (email: string, password: string, isSavedLogin: boolean) =>
    api.call(sessionRoutes.login, { body: { email, password, type: USER_TYPE, isSavedLogin } }, signedOut),
  /** The signed-in user's profile; `token` right after login, before the session is stored. */
  info: (email: string, token?: string) =>
    api.call(sessionRoutes.info, { body: { type: USER_TYPE, email } }, token ? { token } : {}),
  logout: () => api.call(sessionRoutes.logout, {}),
  forgotPassword: (body: BodyIn<typeof sessionRoutes.forgotPassword>) =>
    api.call(sessionRoutes.forgotPassword, { body }, signedOut),
  verifyResetToken: (token: string, signal?: AbortSignal) =>
    api.call(sessionRoutes.checkResetToken, { query: { token } }, { ...signedOut, signal }),
  updatePassword: (token: string, password: string) =>
    api.call(sessionRoutes.resetPassword, { body: { token, password } }, signedOut),
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
