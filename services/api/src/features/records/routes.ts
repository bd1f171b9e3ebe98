import { recordRoutes as contract, messages, recordMessages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { recordExportRoutes } from './exports/routes.ts';
import { listRecords } from './queries.ts';
import * as records from './service.ts';

export interface RecordRoutesOptions {
  /** Called after a deleted record's commit with its media folder, to remove the files. */
  onMediaOrphaned?: (mediaFolder: string) => Promise<void>;
}

export const recordRoutes: FastifyPluginAsyncZod<RecordRoutesOptions> = async (app, opts) => {
  await app.register(recordExportRoutes);

  serve(app, contract.create, async (request) => {
    const id = await records.createRecord(app.db, sessionOf(request), request.body);
    return { status: 'ok' as const, id, message: messages.records.saved };
  });

  serve(app, contract.list, async (request) => listRecords(app.db, request.body));

  serve(app, contract.update, async (request) => {
    await records.updateRecord(app.db, sessionOf(request), request.params.id, request.body);
    return { status: 'ok' as const, message: messages.records.changesSaved };
  });

  serve(app, contract.updateGeometries, async (request) => {
    const { id } = request.params;
    if (request.body.id !== undefined && request.body.id !== id) {
      throw validationError('id', recordMessages.idMismatch);
    }
    await records.updateGeometries(app.db, sessionOf(request), id, request.body.geometries);
    return { status: 'ok' as const, message: messages.records.dataSaved };
  });

  serve(app, contract.remove, async (request) => {
    const mediaFolder = await records.deleteRecord(app.db, sessionOf(request), request.params.id);
    if (mediaFolder && opts.onMediaOrphaned) {
      await opts.onMediaOrphaned(mediaFolder).catch((err) => request.log.warn({ err }, 'media not removed'));
    }
    return { status: 'ok' as const, message: messages.records.deleted };
  });
};
