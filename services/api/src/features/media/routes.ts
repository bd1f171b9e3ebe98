import { mediaRoutes as contract, messages, recordMessages, STAFF } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { mediaViewer } from './access.ts';
import { attachMedia, checkMayAttach } from './service.ts';

export interface MediaRoutesOptions {
  storage: MediaStorage;
}

const notFound = () => new AppError('NotFound', messages.generic.notFoundDetail);

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  serve(app, contract.attachToRecord, async (request) => {
    if (!request.isMultipart()) throw validationError('file', recordMessages.fileMissing);
    const me = sessionOf(request);
    await checkMayAttach(app.db, me, request.params.id);
    const file = await request.file().catch(() => undefined);
    if (!file) throw validationError('file', recordMessages.fileMissing);
    const stored = await attachMedia(app.db, storage, me, request.params.id, file);
    return { status: 'ok' as const, ...stored };
  });

  // A record's media: anyone for a public record; a private record's only for staff (header or media cookie).
  serve(app, contract.recordFile, async (request, reply) => {
    const { id, file } = request.params;
    const record = await app.db
      .selectFrom('records')
      .select(['privado', 'media_folder'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!record || record.media_folder !== `/media/records/${id}/${file}`) throw notFound();
    if (record.privado) {
      const viewer = await mediaViewer(app, request);
      if (!viewer || !STAFF.includes(viewer.type)) throw notFound();
    }
    return reply.sendFile(`records/${id}/${file}`);
  });

  // Profile images (stored by the monitors and gestores features) and catalogue icons (by the catalogs feature).
  const folders = [
    [contract.profileImage, 'profiles'],
    [contract.icon, 'icons'],
  ] as const;
  for (const [route, folder] of folders) {
    serve(app, route, async (request, reply) => reply.sendFile(`${folder}/${request.params.file}`));
  }
};
