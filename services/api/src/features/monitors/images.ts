import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '../../shared/images.ts';

/**
 * Stores a profile image under `<mediaDir>/profiles/`, named with the username, its id and a timestamp (spec part 2
 * §9). Returns the stored path relative to the media root, as `users.profile_image` keeps it.
 */
export async function storeProfileImage(
  mediaDir: string,
  person: { id: number; username: string | null },
  image: UploadedImage,
): Promise<string> {
  const safeName = (person.username ?? 'usuario').replace(/[^A-Za-z0-9._-]/g, '_');
  const relative = `profiles/${safeName}_${person.id}_${Date.now()}.${image.ext}`;
  const target = path.join(mediaDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, image.data);
  return relative;
}
