import { z } from 'zod';
import { messages } from '../messages.ts';
import { calendarDay, id, NAME_MAX, optionalText, requiredText } from '../schemas/fields.ts';
import { phone } from '../schemas/people.ts';
import { mexicoCityToday } from '../schemas/reports.ts';
import { dataRequestTexts as t } from './texts.ts';

/** The ARCO rights: what a request asks for, and the operation that answers it. */
export const ARCO_RIGHTS = ['access', 'rectification', 'cancellation', 'opposition'] as const;
export type ArcoRight = (typeof ARCO_RIGHTS)[number];
const arcoRight = z.enum(ARCO_RIGHTS, { error: t.rightInvalid });

export const dataRequestIdParams = z.object({ id: id(t.notFound) });

export const registerDataRequestBody = z
  .object({
    person_id: id(t.personRequired),
    right: arcoRight,
    received_on: calendarDay(t.receivedInvalid).refine((day) => day <= mexicoCityToday(), t.receivedInFuture),
    notes: optionalText().default(''),
  })
  .meta({ examples: [{ person_id: 42, right: 'access', received_on: '2026-11-20', notes: 'Correo del 20/11' }] });
export type RegisterDataRequestBody = z.input<typeof registerDataRequestBody>;

export const dataRequestPerson = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
});
export type DataRequestPerson = z.infer<typeof dataRequestPerson>;

export const personSearchQuery = z.object({
  q: z.string({ error: t.searchTooShort }).trim().min(3, t.searchTooShort).max(NAME_MAX, t.searchTooLong),
});

const clockState = z.enum(['normal', 'amber', 'red']);
export const dataRequestView = z.object({
  id: z.number(),
  right: arcoRight,
  person: dataRequestPerson,
  received_on: z.string(),
  due_on: z.string(),
  notes: z.string(),
  /** Business days left to its due day (negative once past) and its colour, while it is open. */
  clock: z.object({ days_left: z.number().int(), state: clockState }).nullable(),
  answered_on: z.string().nullable(),
  created_at: z.string(),
});
export type DataRequestView = z.infer<typeof dataRequestView>;

/** Rectification: the person's profile as it should read. A blank phone removes it. */
export const rectifyBody = z
  .object({
    name: requiredText(messages.people.nameRequired),
    last_name: requiredText(messages.people.lastNameRequired),
    phone_number: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phone.nullable()),
  })
  .meta({ examples: [{ name: 'Juan', last_name: 'Pérez', phone_number: '5512345678' }] });
export type RectifyBody = z.input<typeof rectifyBody>;
