import { messages, recordIdParams, recordMessages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { mediaViewer } from './access.ts';
import { attachMedia, checkMayAttach } from './service.ts';

export interface MediaRoutesOptions {
  storage: MediaStorage;
}

const mediaReply = z.object({
  status: z.literal('ok'),
  media_folder: z.string(),
  file_type: z.string(),
  media_metadata: z.record(z.string(), z.unknown()),
});
const fileName = z.string().regex(/^[A-Za-z0-9._-]+$/, messages.validation.invalid);
const notFound = () => new AppError('NotFound', messages.generic.notFoundDetail);

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  app.post(
    '/api/ppd/levantamiento/:id/media',
    {
      schema: { params: recordIdParams, response: { 200: mediaReply } },
      config: { access: [...STAFF, 'visitor'], multipart: true },
    },
    async (request) => {
      if (!request.isMultipart()) throw validationError('file', recordMessages.fileMissing);
      const me = sessionOf(request);
      await checkMayAttach(app.db, me, request.params.id);
      const file = await request.file().catch(() => undefined);
      if (!file) throw validationError('file', recordMessages.fileMissing);
      const stored = await attachMedia(app.db, storage, me, request.params.id, file);
      return { status: 'ok' as const, ...stored };
    },
  );

  // A record's media: anyone for a public record; a private record's only for staff (header or media cookie).
  app.get(
    '/media/records/:id/:file',
    { schema: { params: recordIdParams.extend({ file: fileName }) }, config: { access: 'public' } },
    async (request, reply) => {
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
    },
  );

  // Profile images (stored by the monitors and gestores features) and catalogue icons (by the catalogs feature).
  for (const folder of ['profiles', 'icons']) {
    app.get(
      `/media/${folder}/:file`,
      { schema: { params: z.object({ file: fileName }) }, config: { access: 'public' } },
      async (request, reply) => reply.sendFile(`${folder}/${request.params.file}`),
    );
  }
};
