import { access, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../connect.ts';

/** Where uploaded media live (the API's MediaStorage is one): keys are paths relative to `root`. */
export interface MediaFiles {
  readonly root: string;
  remove(key: string): Promise<void>;
}

/** A key's file under `root`; a key that would leave it (`../`) is refused. */
export function mediaPath(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key outside the root: ${key}`);
  return full;
}

/** The media folder on this machine's disk, for a process that only removes files (the worker's retention). */
export const diskMediaFiles = (root: string): MediaFiles => ({
  root: path.resolve(root),
  remove: (key) => rm(mediaPath(root, key), { force: true }),
});

/** `media_folder` as stored on a record ('/media/records/12/x.jpg') ↔ its storage key. */
export const MEDIA_URL_PREFIX = '/media/';
export const keyOfMediaFolder = (folder: string) =>
  folder.startsWith(MEDIA_URL_PREFIX) ? folder.slice(MEDIA_URL_PREFIX.length) : null;

/** The media keys of the person's files: profile picture, complaint evidence, survey answers' photos and videos. */
export async function mediaKeysOf(db: Db, media: MediaFiles, id: number): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    SELECT profile_image AS key FROM users WHERE id = ${id} AND profile_image IS NOT NULL
    UNION ALL SELECT url FROM complaints WHERE visitor_id = ${id} AND url IS NOT NULL
    UNION ALL SELECT 'surveys/' || a.survey_id || '/' || (r -> 'answer' ->> 'filename')
      FROM survey_answers a, jsonb_array_elements(a.respuestas) r
      WHERE a.visitor_id = ${id} AND r -> 'answer' ? 'filename'`.execute(db);
  const keys = rows.map((r) => keyOfMediaFolder(r.key) ?? r.key);
  const present = await Promise.all(
    keys.map((k) =>
      access(path.join(media.root, k)).then(
        () => k,
        () => null,
      ),
    ),
  );
  return present.filter((k): k is string => k !== null);
}

/** Their uploads to surveys not kept by an answer: `<visitor id>-<uuid>.<ext>` in each survey's folder. */
export async function surveyUploadsOf(media: MediaFiles, id: number): Promise<string[]> {
  const surveys = await readdir(path.join(media.root, 'surveys')).catch(() => [] as string[]);
  const keys = await Promise.all(
    surveys.map(async (s) =>
      (await readdir(path.join(media.root, 'surveys', s)).catch(() => [] as string[]))
        .filter((f) => f.startsWith(`${id}-`))
        .map((f) => `surveys/${s}/${f}`),
    ),
  );
  return keys.flat();
}
