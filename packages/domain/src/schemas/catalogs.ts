import { z } from 'zod';
import { configTexts } from '../config-texts.ts';
import { AUTHORITY_AREAS } from '../constants.ts';
import { messages } from '../messages.ts';
import { cleanText, id, requiredText } from './fields.ts';
import { geometry } from './records.ts';

/** Bodies of the configuration catalogues (spec part 2 §5, §7). Forms and multipart send strings. */

const m = messages.catalogs;
const NAME_MAX = 200;

const name = (required: string) => requiredText(required).max(NAME_MAX, configTexts.nameTooLong);

/** `enabled` as JSON sends it, or as a form / multipart field ('true' / 'false'). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

/** An icon's name from getIcons (or the one just uploaded with the form). */
const iconName = cleanText().trim().max(NAME_MAX, configTexts.nameTooLong);
const requiredIcon = cleanText(m.iconRequired).trim().min(1, m.iconRequired).max(NAME_MAX);

export const projectBody = z.object({
  nombre: name(m.projectNameRequired),
  lugar: name(m.projectPlaceRequired),
  enabled: flag,
});
export type ProjectBody = z.infer<typeof projectBody>;

export const mainCategoryCreate = z.object({
  nombre: name(m.placeCategoryRequired),
  icon: requiredIcon,
  enabled: flag,
});
/** On edit only the name is required (spec §5). */
export const mainCategoryUpdate = mainCategoryCreate.extend({ icon: iconName.optional() });
export type MainCategoryBody = z.infer<typeof mainCategoryUpdate>;

export const recordTypeBody = z.object({ nombre: name(m.surveyTypeRequired), enabled: flag });
export type RecordTypeBody = z.infer<typeof recordTypeBody>;

export const subcategoryCreate = z.object({
  nombre: name(m.subcategoryNameRequired),
  id_maincategory: id(m.mainCategoryRequired),
  id_type: id(m.subcategoryTypeRequired),
  icon: requiredIcon,
  enabled: flag,
});
/** The icon check "exists but never blocks" on update (spec §5): keep the current icon when none is sent. */
export const subcategoryUpdate = subcategoryCreate.extend({ icon: iconName.optional() });
export type SubcategoryBody = z.infer<typeof subcategoryUpdate>;

export const authorityCategoryCreate = z.object({
  name_category: name(m.authorityCategoryRequired),
  area: z.enum(AUTHORITY_AREAS, { error: m.areaRequired }),
  enabled: flag,
});
/** PUT /authorities/categories/update carries the id in the body. */
export const authorityCategoryUpdate = authorityCategoryCreate.extend({ id: id() });
export type AuthorityCategoryBody = z.infer<typeof authorityCategoryCreate>;

/** The recipients, entered as tags and sent joined by commas; each must be an e-mail address. */
const recipients = z
  .string()
  .max(2000, messages.people.emailInvalid)
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email(messages.people.emailInvalid)))
  .transform((list) => [...new Set(list)].join(','));

export const complaintCategoryCreate = z.object({
  name: name(m.complaintCategoryRequired),
  email: recipients,
  enabled: flag,
});
export const complaintCategoryUpdate = complaintCategoryCreate.extend({ id: id() });
export type ComplaintCategoryBody = z.infer<typeof complaintCategoryCreate>;

export const emergencyNumberBody = z.object({
  nombre: name(m.emergencyNameRequired),
  numero: requiredText(m.emergencyNumberRequired)
    .max(30, configTexts.numberInvalid)
    .regex(/^[0-9+()\-\s]+$/, {
      message: configTexts.numberInvalid,
    }),
  /** Sent by the spec's client on create; ignored. */
  id: z.unknown().optional(),
});
export type EmergencyNumberBody = z.infer<typeof emergencyNumberBody>;

export const activityCategoryBody = z.object({
  name: name(configTexts.activityCategoryRequired),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, configTexts.colorInvalid)
    .optional(),
});
export type ActivityCategoryBody = z.infer<typeof activityCategoryBody>;

/** A venue: its name and, optionally, its outline (a GeoJSON polygon); null clears the outline. */
export const placeBody = z.object({
  nombre: name(configTexts.placeRequired),
  geometry: geometry
    .refine((g) => g.type === 'Polygon' || g.type === 'MultiPolygon', configTexts.placeOutlineInvalid)
    .nullable()
    .optional(),
});
export type PlaceBody = z.infer<typeof placeBody>;

// Answers.
export const complaintCategoryItem = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  email: z.string(),
});
export const emergencyNumberItem = z.object({ id: z.number(), nombre: z.string(), numero: z.string() });
export const activityCategoryItem = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type ActivityCategoryItem = z.infer<typeof activityCategoryItem>;
/** `geometry`: the venue's outline as GeoJSON (a Polygon or MultiPolygon, as placeBody accepts), or null. */
export const placeItem = z.object({ id: z.number(), nombre: z.string(), geometry: z.unknown().nullable() });
export type PlaceItem = z.infer<typeof placeItem>;
export const iconItem = z.object({ name: z.string(), url: z.string() });

export const catalogSaved = z.object({ status: z.literal('ok'), id: z.number(), message: z.string() });
export const catalogDeleted = z.object({ status: z.string(), message: z.string() });

const affected = z.object({ rows: z.array(z.object({ id: z.number(), nombre: z.string() })), count: z.number() });
export type AffectedRows = z.infer<typeof affected>;

/** 409 to a delete that would orphan records, subcategories, events or complaints: nothing is deleted. */
export const deleteBlocked = z.object({
  error: z.object({ name: z.literal('Conflict') }),
  message: z.string(),
  status: z.string(),
  levantamientosAfectados: affected.optional(),
  subcategoriasAfectadas: affected.optional(),
  eventosAfectados: affected.optional(),
  denunciasAfectadas: affected.optional(),
});
export type DeleteBlocked = z.infer<typeof deleteBlocked>;
