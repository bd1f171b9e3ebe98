import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { email, newPassword, password, requiredText } from './fields.ts';

const userType = z.enum(USER_TYPES, { error: messages.validation.invalid });

export const loginBody = z
  .object({
    email: email(messages.auth.emailInvalid),
    password: password(),
    type: userType,
    isSavedLogin: z.boolean().optional(),
  })
  .meta({ examples: [{ email: 'juan.perez@ejemplo.mx', password: 'una-clave-segura', type: 'visitor' }] });
export type LoginBody = z.infer<typeof loginBody>;

export const loginReply = z.object({ token: z.string(), expiresIn: z.string() });

export const infoBody = z.object({ type: userType, email: email(messages.auth.emailInvalid) });

export const profile = z.object({
  user_id: z.number(),
  uuid: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  is_admin: z.boolean(),
  type: userType,
});
export type Profile = z.infer<typeof profile>;

export const updateMyPasswordBody = z
  .object({ old_password: password(), new_password: newPassword() })
  .refine((b) => b.new_password !== b.old_password, {
    path: ['new_password'],
    message: messages.auth.passwordSameAsOld,
  });

/** The profile modal's form: the server body plus the repeat field, checked only in the browser. */
export const changePasswordForm = z
  .object({ old_password: password(), new_password: newPassword(), repeat_password: password() })
  .refine((f) => f.new_password === f.repeat_password, {
    path: ['repeat_password'],
    message: messages.auth.passwordMismatch,
  })
  .refine((f) => f.new_password !== f.old_password, {
    path: ['new_password'],
    message: messages.auth.passwordSameAsOld,
  });

export const forgotPasswordBody = z.object({
  email: email(messages.auth.emailInvalid),
  source: z.literal('web').or(z.literal('app')).default('web'),
  usertypeWeb: userType.default('monitor'),
});

export const resetTokenQuery = z.object({ token: requiredText(messages.auth.resetTokenInvalid) });

export const updatePasswordBody = z.object({
  token: requiredText(messages.auth.resetTokenInvalid),
  password: newPassword(),
});

export const resetPasswordForm = z
  .object({ password: newPassword(), repeat_password: password() })
  .refine((f) => f.password === f.repeat_password, {
    path: ['repeat_password'],
    message: messages.auth.passwordMismatch,
  });

export const okReply = z.object({ status: z.literal('ok'), message: z.string().optional() });
/** A password change spends every token issued before it; the one who changed it goes on with this one. */
export const passwordChangedReply = okReply.extend({ token: z.string() });

export const profileUpdateBody = z.object({
  name: requiredText(messages.people.nameRequired),
  last_name: requiredText(messages.people.lastNameRequired),
});
