import { z } from 'zod';
import { PHONE_DIGITS, STUDY_LEVELS } from '../constants.ts';
import { messages } from '../messages.ts';
import { cleanText, email, id, integer, newPassword, PASSWORD_MIN, password, requiredText } from './fields.ts';
import { noticeVersion } from './privacy.ts';

const m = messages.people;

/** Texts of the monitors and gestores screens and API that the spec does not state. */
export const peopleMessages = {
  ageInvalid: 'La edad debe ser un número mayor o igual a 0',
  sexInvalid: 'Seleccione un sexo válido',
  studyLevelInvalid: 'Seleccione un nivel de estudios',
  notFound: 'No se encontró a la persona',
  selfDelete: 'No puede eliminar su propia cuenta',
  selfDemote: 'No puede quitarse a sí mismo el rol de administrador',
  selfDeactivate: 'No puede desactivar su propia cuenta',
  activated: 'Activado exitosamente',
  deactivated: 'Desactivado exitosamente',
  // Not stated by the spec: the refusal of an image change without an image.
  imageRequired: 'Seleccione una imagen',
  // Not stated by the spec: a category deleted while the monitor's form was open.
  categoryUnknown: 'Seleccione una categoría válida',
} as const;

/** Forms send every field as text: '' means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const phone = z
  .string({ error: m.phoneDigits })
  .trim()
  .regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`), m.phoneDigits);

const optionalText = z.preprocess(blankToUndefined, cleanText().trim().max(500).optional());
const age = z.preprocess(blankToUndefined, integer(peopleMessages.ageInvalid, 0, 130).optional());
const sex = z.preprocess(blankToUndefined, z.enum(['H', 'M'], { error: peopleMessages.sexInvalid }).optional());
/** 'true' / 'false' from a form, or a JSON boolean. */
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
  z.boolean().optional(),
);

/** auth_id: required, and not only spaces (the spec has a message for each). */
const authId = cleanText(m.authIdRequired)
  .min(1, m.authIdRequired)
  .refine((v) => v.trim().length > 0, m.authIdBlank)
  .transform((v) => v.trim());
/** auth_id as an authority is created: it is also its first app password, so the password rule holds for it. */
const firstAuthId = authId.refine((v) => v.length >= PASSWORD_MIN, m.authIdTooShort);

const personFields = {
  name: requiredText(m.nameRequired),
  last_name: requiredText(m.lastNameRequired),
  address: optionalText,
  phone_number: phone,
  sex,
  age,
};

/** The monitor (authority) modal: create and edit (the e-mail is not editable). */
export const authorityForm = z.object({
  email: email(m.emailRequired, m.emailInvalid),
  ...personFields,
  auth_id: firstAuthId,
  project_id: id(m.projectRequired),
  category_id: z.preprocess(blankToUndefined, id().optional()),
});
export type AuthorityForm = z.infer<typeof authorityForm>;
/** Editing keeps the password: a changed auth_id is only the identifier. */
export const authorityUpdate = authorityForm.omit({ email: true }).extend({ auth_id: authId });
export type AuthorityUpdate = z.infer<typeof authorityUpdate>;

/** The gestor modal on create: password and its repeat, checked in the browser. */
export const gestorCreateForm = z
  .object({
    email: email(m.emailRequired, m.emailInvalid),
    ...personFields,
    password: newPassword(),
    password_again: password(),
    is_admin: flag,
  })
  .refine((f) => f.password === f.password_again, {
    path: ['password_again'],
    message: messages.auth.passwordMismatch,
  });
export type GestorCreateForm = z.infer<typeof gestorCreateForm>;

/**
 * PUT /monitors/{id}: name and last name required (the phone only checked when given: the first administrator has
 * none); `is_admin` only from the list's modal.
 */
export const gestorUpdate = z.object({
  ...personFields,
  phone_number: z.preprocess(blankToUndefined, phone.optional()),
  is_admin: flag,
});
export type GestorUpdate = z.infer<typeof gestorUpdate>;

/** POST /users (multipart): an authority (first password = auth_id) or a gestor (password given). */
export const createUserBody = z.discriminatedUnion(
  'type',
  [
    authorityForm.extend({ type: z.literal('authority') }),
    z.object({
      type: z.literal('monitor'),
      email: email(m.emailRequired, m.emailInvalid),
      ...personFields,
      password: newPassword(),
      is_admin: flag,
    }),
  ],
  { error: messages.validation.invalid },
);
export type CreateUserBody = z.infer<typeof createUserBody>;

export const createdUser = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  username_id: z.string(),
  type: z.enum(['authority', 'monitor']),
});

export const updateActivityBody = z.object({
  id: id(),
  inactive: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: messages.validation.invalid }),
  ),
});

/** POST /users/update_profile_image: the person whose image changes (the image is the form's file). */
export const profileImageBody = z.object({ user_id: id() });
/** POST /users/update_profile_image's answer (not shown by the spec): the picture's new path. */
export const profileImageReply = z.object({ status: z.literal('ok'), profile_image: z.string() });

/** The visitor's profile a report row carries, which the reports break down by; null where the visitor gave none. */
export const reporterProfile = {
  sex: z.string().nullable(),
  age: z.number().nullable(),
  nivel_estudios: z.string().nullable(),
};

const personBase = {
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  age: z.number().nullable(),
  sex: z.enum(['H', 'M']).nullable(),
  profile_image: z.string().nullable(),
  inactive: z.boolean(),
  username: z.string().nullable(),
  username_id: z.string(),
  /** ISO instant of the last sign-in or reported position. */
  last_date: z.string().nullable(),
};

export const authorityRow = z.object({
  ...personBase,
  auth_id: z.string().nullable(),
  project_id: z.number().nullable(),
  project: z.string().nullable(),
  category_id: z.number().nullable(),
  name_category: z.string().nullable(),
  device_id: z.string().nullable(),
});
export type AuthorityRow = z.infer<typeof authorityRow>;

export const gestorRow = z.object({ ...personBase, is_admin: z.boolean() });
export type GestorRow = z.infer<typeof gestorRow>;

export const authorityCategory = z.object({
  id: z.number(),
  name_category: z.string(),
  area: z.string(),
  enabled: z.boolean(),
});

/** GET /authorities/active/list/: who can take an alert, and how long since they were last seen. */
export const activeAuthority = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  name_category: z.string().nullable(),
  last_date: z.string().nullable(),
  /** The server's clock, so "time since" does not depend on the browser's. */
  now: z.string(),
  /** The latest position's time (ISO), and near an alert the metres to it; null without a fix. */
  fixed_at: z.string().nullable(),
  distance_m: z.number().nullable(),
  /** An ASIGNADA alert is theirs. */
  busy: z.boolean(),
  /** Near an alert: the closest one with a fix and no assigned alert ("Más cercana"). */
  nearest: z.boolean(),
});
export type ActiveAuthority = z.infer<typeof activeAuthority>;

/** POST /api/app/visitors: a visitor signs up in the app. */
export const visitorSignUpBody = z
  .object({
    email: email(m.emailRequired, m.emailInvalid),
    password: newPassword(),
    name: requiredText(m.nameRequired),
    last_name: requiredText(m.lastNameRequired),
    sex: z.enum(['H', 'M'], { error: peopleMessages.sexInvalid }),
    age: integer(peopleMessages.ageInvalid, 0, 130),
    nivel_estudios: z.enum(STUDY_LEVELS, { error: peopleMessages.studyLevelInvalid }),
    /** The privacy notice's version the app showed; left out, signing up accepts the current one. */
    privacy_version: noticeVersion.optional(),
  })
  .meta({
    examples: [
      {
        email: 'juan.perez@ejemplo.mx',
        password: 'una-clave-segura',
        name: 'Juan',
        last_name: 'Pérez',
        sex: 'H',
        age: 34,
        nivel_estudios: 'Preparatoria',
      },
    ],
  });
export type VisitorSignUpBody = z.infer<typeof visitorSignUpBody>;

export const visitorSignedUp = z.object({ id: z.number(), email: z.string(), name: z.string(), last_name: z.string() });
