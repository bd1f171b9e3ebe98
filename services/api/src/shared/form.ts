import { messages } from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, appErrorOf, validationError } from '../plugins/errors.ts';

export interface FormInput {
  fields: Record<string, unknown>;
  /** The files of the expected fields, each within its size; empty file inputs are left out. */
  files: Record<string, Buffer>;
  /** Each kept file's name as sent (some formats are told by their extension). */
  filenames: Record<string, string>;
}

/** A file field the form expects: its largest size and the message when it is larger. */
export interface FileField {
  maxBytes: number;
  tooLarge: string;
}

/**
 * A form sent as multipart (text fields + files) or, by scripts, as JSON. Only the named file fields are kept,
 * each at most its size (a 400 on that field otherwise); a form the parser cannot read is a 400, not a crash.
 */
export async function readForm(request: FastifyRequest, fileFields: Record<string, FileField>): Promise<FormInput> {
  if (!request.isMultipart())
    return { fields: (request.body as Record<string, unknown> | null) ?? {}, files: {}, filenames: {} };
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  const filenames: Record<string, string> = {};
  const largest = Math.max(0, ...Object.values(fileFields).map((f) => f.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest + 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const expected = fileFields[part.fieldname];
      if (!expected) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(part.fieldname, expected.tooLarge);
        throw err;
      });
      if (data.length > expected.maxBytes) throw validationError(part.fieldname, expected.tooLarge);
      if (data.length === 0) continue;
      files[part.fieldname] = data;
      filenames[part.fieldname] = part.filename;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw appErrorOf(err as Error) ?? validationError('body', messages.validation.malformedForm);
  }
  return { fields, files, filenames };
}

/** Validates with a domain schema; the first problem comes back as a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw validationError(issue.path.join('.') || 'body', issue.message);
}
