import { z } from 'zod';
import { messages } from '../messages.ts';

/** The largest id a PostgreSQL `integer` holds. */
export const MAX_DB_INT = 2_147_483_647;
/** Longest name or title a screen shows; descriptions and comments get TEXT_MAX. */
export const NAME_MAX = 200;
export const TEXT_MAX = 5_000;

const tooLong = (max: number) => messages.validation.tooLong(max);

/** Text PostgreSQL can keep in text and json: no NUL, and well-formed Unicode (no lone surrogate). */
export const isStorableText = (v: string) => !/[\0\p{Cs}]/u.test(v);

/** Free text the database can keep: every text field's schema starts here; `error` is said when it is no string. */
export const cleanText = (error?: string) => z.string({ error }).refine(isStorableText, messages.validation.invalid);

/** Text someone can see: not only spaces and invisible format characters (zero-width spaces, joiners, marks). */
export const isVisibleText = (v: string) => /[^\s\p{Cf}]/u.test(v);

/** A required text field: blank (or invisible) or missing give the spec's message; longer than `max` is refused. */
export const requiredText = (message: string, max = NAME_MAX) =>
  cleanText(message).trim().min(1, message).max(max, tooLong(max)).refine(isVisibleText, message);

/** A stored file's name in a media path (`/media/<folder>/<name>`): no folder, nothing to escape. */
export const mediaFileName = () => z.string().regex(/^[A-Za-z0-9._-]+$/, messages.validation.invalid);

/** An optional text field, trimmed, at most `max` characters. */
export const optionalText = (max = TEXT_MAX) => cleanText().trim().max(max, tooLong(max));

/** The first year a date field takes: nothing this product records is older; PostgreSQL has no year 0. */
export const MIN_YEAR = 1900;

/** A day on the calendar as 'YYYY-MM-DD' text, from MIN_YEAR to 9999 (no 2025-02-30, no year 0000). */
export const isCalendarDay = (text: string) => {
  const d = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(d.getTime()) &&
    d.toISOString().startsWith(text) &&
    d.getUTCFullYear() >= MIN_YEAR
  );
};

/** A date field, 'YYYY-MM-DD' (a date input's value): a day that exists, in a sensible year. */
export const calendarDay = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message);

export const email = (required: string, invalid = required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

/** A password as typed to sign in: any length, since accounts made before PASSWORD_MIN keep theirs. */
export const password = (message: string = messages.auth.passwordRequired) =>
  z.string({ error: message }).min(1, message).max(200, message);

/** The fewest characters of a password being set (sign-up, change, reset, staff creating an account). */
export const PASSWORD_MIN = 8;

/** A password being set: the one rule for every place that sets one. */
export const newPassword = () => password().min(PASSWORD_MIN, messages.auth.passwordTooShort);

// Numbers arrive as JSON numbers, or as text from query strings, paths and multipart forms. Only plain decimal
// text is read as a number: no booleans, arrays, null, '', hex, exponents or padding, which JavaScript's Number()
// would all turn into a value.
const INTEGER_TEXT = /^-?(0|[1-9]\d{0,15})$/;
const DECIMAL_TEXT = /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/;

const numberFrom = (pattern: RegExp, message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message }).regex(pattern, message).transform(Number)], {
    error: message,
  });

/** An integer in PostgreSQL's `integer` range (or narrower bounds), as number or plain decimal text. */
export const integer = (message: string = messages.validation.invalid, min = -MAX_DB_INT, max = MAX_DB_INT) =>
  numberFrom(INTEGER_TEXT, message).pipe(z.number().int(message).min(min, message).max(max, message));

/** A finite decimal within bounds, as number or plain decimal text. */
export const decimal = (message: string = messages.validation.invalid, min = -1e15, max = 1e15) =>
  numberFrom(DECIMAL_TEXT, message).pipe(z.number().min(min, message).max(max, message));

/** A database id: a positive integer in the `integer` range. */
export const id = (message: string = messages.validation.invalid) => integer(message, 1, MAX_DB_INT);

/** A path that names one row by its id (`…/:id`). */
export const idParams = z.object({ id: id() });

/** Where a page of a list sits: how many the whole list holds, the page's number (from 1) and its size. */
export const pagePosition = { total: z.number(), page: z.number(), pageSize: z.number() };

/** A filter's id where -1 (the spec's sentinel) means "all". */
export const filterId = (message: string = messages.validation.invalid) => integer(message, -1, MAX_DB_INT);
