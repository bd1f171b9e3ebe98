import {
  type BodyIn,
  type ExportFormat,
  type QueryIn,
  type RecordListQuery,
  type ReplyOf,
  recordRoutes,
  type StoredRecord,
} from '@ppd/domain';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/queryClient.ts';
import type { Drawing } from '../../map/zones.ts';
import { explorerKeys } from '../explorer/index.ts';

/** A record as the web reads it: the list's fields; `fecha_levantamiento` arrives as text. */
export type RecordItem = Omit<StoredRecord, 'fecha_levantamiento' | 'geojson'> & {
  fecha_levantamiento: string;
  geojson: Drawing;
};

/** A page of the records list, its records as above. */
export type RecordPage = Omit<ReplyOf<typeof recordRoutes.list>, 'levantamientos'> & { levantamientos: RecordItem[] };

/** Every records query starts with 'records'. */
export const recordKeys = {
  all: ['records'] as const,
  list: (filter: Omit<RecordListQuery, 'page' | 'pageSize'>) => ['records', 'list', filter] as const,
};

export const listRecords = (query: RecordListQuery, signal?: AbortSignal): Promise<RecordPage> =>
  api.call(recordRoutes.list, { body: query }, signal ? { signal } : {}) as Promise<RecordPage>;

/**
 * After a record's change the records list and the explorer's cached map and details are out of date: the list is
 * fetched again, the explorer on its next visit.
 */
async function changing<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  void queryClient.invalidateQueries({ queryKey: recordKeys.all });
  void queryClient.invalidateQueries({ queryKey: explorerKeys.all });
  return result;
}

export const createRecord = (body: BodyIn<typeof recordRoutes.create>) =>
  changing(api.call(recordRoutes.create, { body }));

export const updateRecord = (id: number, body: BodyIn<typeof recordRoutes.update>) =>
  changing(api.call(recordRoutes.update, { params: { id }, body: { ...body, id } }));

export const updateGeometries = (id: number, geometries: Drawing) =>
  changing(api.call(recordRoutes.updateGeometries, { params: { id }, body: { geometries, id } }));

export const deleteRecord = (id: number) => changing(api.call(recordRoutes.remove, { params: { id } }));

export type ServerExport = ExportFormat;

/** Downloads a server export (spec §9 names); with no record to export the server's refusal says so. */
export const downloadExport = (format: ServerExport, query: QueryIn<typeof recordRoutes.export>, filename: string) =>
  downloadFile(recordRoutes.export, { params: { format }, query }, filename);
