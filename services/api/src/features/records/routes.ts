import {
  createdReply,
  messages,
  newRecordBody,
  okReply,
  recordIdParams,
  recordListBody,
  recordListReply,
  recordMessages,
  updateGeometriesBody,
  updateRecordBody,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { recordExportRoutes } from './exports/routes.ts';
import { listRecords } from './queries.ts';
import * as records from './service.ts';

export interface RecordRoutesOptions {
  /** Called after a deleted record's commit with its media folder, to remove the files. */
  onMediaOrphaned?: (mediaFolder: string) => Promise<void>;
}

const base = '/api/ppd/levantamiento';

export const recordRoutes: FastifyPluginAsyncZod<RecordRoutesOptions> = async (app, opts) => {
  await app.register(recordExportRoutes);

  app.post(
    `${base}/newLevantamiento`,
    { schema: { body: newRecordBody, response: { 200: createdReply } }, config: { access: STAFF } },
    async (request) => {
      const id = await records.createRecord(app.db, sessionOf(request), request.body);
      return { status: 'ok' as const, id, message: messages.records.saved };
    },
  );

  app.post(
    `${base}/getLevantamientosGeneral`,
    { schema: { body: recordListBody, response: { 200: recordListReply } }, config: { access: STAFF } },
    async (request) => listRecords(app.db, request.body),
  );

  app.put(
    `${base}/updateLevantamiento/:id`,
    {
      schema: { params: recordIdParams, body: updateRecordBody, response: { 200: okReply } },
      config: { access: STAFF },
    },
    async (request) => {
      await records.updateRecord(app.db, sessionOf(request), request.params.id, request.body);
      return { status: 'ok' as const, message: messages.records.changesSaved };
    },
  );

  app.put(
    `${base}/updateLevantamientoGeometries/:id`,
    {
      schema: { params: recordIdParams, body: updateGeometriesBody, response: { 200: okReply } },
      config: { access: STAFF },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) {
        throw validationError('id', recordMessages.idMismatch);
      }
      await records.updateGeometries(app.db, sessionOf(request), id, request.body.geometries);
      return { status: 'ok' as const, message: messages.records.dataSaved };
    },
  );

  app.delete(
    `${base}/deleteLevantamiento/:id`,
    { schema: { params: recordIdParams, response: { 200: okReply } }, config: { access: STAFF } },
    async (request) => {
      const mediaFolder = await records.deleteRecord(app.db, sessionOf(request), request.params.id);
      if (mediaFolder && opts.onMediaOrphaned) {
        await opts.onMediaOrphaned(mediaFolder).catch((err) => request.log.warn({ err }, 'media not removed'));
      }
      return { status: 'ok' as const, message: messages.records.deleted };
    },
  );
};
