import { z } from 'zod';
import { messages } from '../messages.ts';

/** A required text field: blank or missing both give the spec's message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const email = (required: string, invalid = required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

export const password = (message: string = messages.auth.passwordRequired) =>
  z.string({ error: message }).min(1, message).max(200, message);

/** A positive database id given as number or numeric string (forms send strings). */
export const id = (message: string = messages.validation.invalid) =>
  z.coerce.number({ error: message }).int(message).positive(message);
