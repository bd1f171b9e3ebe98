import { type FieldErrors, validate } from '@ppd/domain';
import type { z } from 'zod';
import { isApiError } from '../lib/api.ts';

export type FormValues = Record<string, unknown>;

/** Where a server answer `{ field, message }` lands: on that form field, if the form has it. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors | null {
  if (!isApiError(error) || !error.field) return null;
  const wanted = error.field;
  const field = fields.includes(wanted) ? wanted : fields.find((f) => wanted.endsWith(`.${f}`));
  return field ? { [field]: error.message } : null;
}

export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

export type SubmitOutcome =
  /** The schema refused the values; nothing was sent. */
  | { status: 'invalid'; errors: FieldErrors }
  /** The handler ran to the end. */
  | { status: 'done' }
  /** The server refused one field; its message belongs under that field. */
  | { status: 'rejected'; errors: FieldErrors }
  /** Any other failure; the caller decides how to show it. */
  | { status: 'failed'; error: unknown };

/** Validates the values with the shared schema, then runs the handler and sorts out what went wrong. */
export async function runSubmit<S extends z.ZodType>(
  schema: S,
  values: FormValues,
  handler: (data: z.output<S>) => unknown,
): Promise<SubmitOutcome> {
  const checked = validate(schema, values);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };
  try {
    await handler(checked.data);
    return { status: 'done' };
  } catch (error) {
    const errors = serverFieldErrors(error, Object.keys(values));
    return errors ? { status: 'rejected', errors } : { status: 'failed', error };
  }
}
