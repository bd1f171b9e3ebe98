import { randomUUID } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { type Db, recordEvent } from '@ppd/db';
import {
  COMPLAINT_FILE_TYPES,
  type ComplaintView,
  complaintMessages,
  type FileComplaintFields,
  fileComplaintFields,
  type MediaType,
} from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { type ReceivedMedia, receiveMedia } from '../../shared/media/receive.ts';
import { type MediaStorage, mediaFolderOf } from '../../shared/media/storage.ts';
import { findComplaint } from './queries.ts';

const ACCEPTED: MediaType[] = COMPLAINT_FILE_TYPES.map((t) => t.file_type);

/** The form's fields and its one file (checked from the bytes as it arrives), in whatever order they come. */
async function readForm(parts: AsyncIterable<Multipart>, storage: MediaStorage) {
  const fields: Record<string, string> = {};
  let media: ReceivedMedia | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.filename === '') {
        part.file.resume(); // a form's file field left empty: no file, as in the other forms
      } else if (part.type === 'file') {
        if (media) throw validationError('file', complaintMessages.fileType);
        media = await receiveMedia(storage, part as MultipartFile, ACCEPTED, complaintMessages.fileType);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await media?.discard();
    throw err;
  }
  return { fields, media };
}

/** The complaint's fields checked as the app's form is: the first fault refused with its field. */
export function complaintFieldsOf(fields: Record<string, string | undefined>): FileComplaintFields {
  const parsed = fileComplaintFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw validationError(String(issue.path[0] ?? 'body'), issue.message);
}

/**
 * A visitor files a complaint: category, text, optional position and optional photo, video or audio. Nothing is
 * kept unless everything is valid: the file waits in scratch space until the row is written.
 */
export async function fileComplaint(
  db: Db,
  storage: MediaStorage,
  visitor: SessionUser,
  parts: AsyncIterable<Multipart>,
): Promise<ComplaintView> {
  const { fields, media } = await readForm(parts, storage);
  try {
    return await recordComplaint(db, visitor, complaintFieldsOf(fields), media && { media, storage });
  } finally {
    await media?.discard();
  }
}

/**
 * The complaint's row, its evidence and its `complaint.filed` event in one transaction, whoever files it (the app's
 * form, an Open311 request): the back office's board and the visitor's other devices hear of it the same way.
 */
export async function recordComplaint(
  db: Db,
  visitor: SessionUser,
  body: FileComplaintFields,
  evidence: { media: ReceivedMedia; storage: MediaStorage } | null = null,
): Promise<ComplaintView> {
  const media = evidence?.media ?? null;
  let storedKey: string | null = null;
  try {
    return await db.transaction().execute(async (trx) => {
      const category = await trx
        .selectFrom('complaint_categories')
        .select('id')
        .where('id', '=', body.category_id)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!category) throw validationError('category_id', complaintMessages.categoryUnknown);
      const { id } = await trx
        .insertInto('complaints')
        .values({
          category_id: body.category_id,
          visitor_id: visitor.id,
          text: body.text,
          date: new Date(),
          lat: body.lat ?? null,
          lon: body.lon ?? null,
          file_type: media?.type ?? null,
          media_metadata: media ? JSON.stringify(media.metadata) : null,
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (evidence) {
        storedKey = `complaints/${id}/${randomUUID()}.${evidence.media.extension}`;
        await evidence.storage.put(storedKey, evidence.media.path);
        await trx
          .updateTable('complaints')
          .set({ url: mediaFolderOf(storedKey) })
          .where('id', '=', id)
          .execute();
      }
      const complaint = (await findComplaint(trx, id))!;
      const { category_id, category_name, status, reply, visitor_id, date, file_type } = complaint;
      const filed = {
        id,
        category_id,
        category_name,
        status,
        previous_status: status,
        reply,
        visitor_id,
        date,
        file_type,
      };
      await recordEvent(trx, 'complaint.filed', { complaint: filed }, visitor);
      return complaint;
    });
  } catch (err) {
    if (storedKey) await evidence?.storage.remove(storedKey).catch(() => undefined);
    throw err;
  }
}
