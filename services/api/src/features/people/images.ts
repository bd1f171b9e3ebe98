import type { UploadedImage } from '../../shared/images.ts';
import { fileStamp } from '../../shared/media/stamp.ts';
import type { FileChanges } from '../../shared/media/storage.ts';

/**
 * Stores a profile image under `profiles/` of the media root, named with the username, its id and a timestamp (spec
 * part 2 §9). Returns its key, the path relative to the media root that `users.profile_image` keeps.
 */
export async function storeProfileImage(
  files: FileChanges,
  person: { id: number; username: string | null },
  image: UploadedImage,
): Promise<string> {
  const safeName = (person.username ?? 'usuario').replace(/[^A-Za-z0-9._-]/g, '_');
  const key = `profiles/${safeName}_${person.id}_${fileStamp()}.${image.ext}`;
  await files.write(key, image.data);
  return key;
}

/** A `users.profile_image` this API stored (under profiles/), not a picture given by address. */
export const storedProfileImage = (profileImage: string | null) =>
  profileImage?.startsWith('profiles/') ? profileImage : null;
