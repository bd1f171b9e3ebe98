import type { StoredRecord } from '@ppd/domain';
import { api } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';
import { queryClient } from '../../lib/queryClient.ts';
import type { Drawing } from '../../map/zones.ts';
import { explorerKeys } from '../explorer/explorerQueries.ts';

const BASE = '/api/ppd/levantamiento';

/** A record as the web reads it: the list's fields; `fecha_levantamiento` arrives as text. */
export type RecordItem = Omit<StoredRecord, 'fecha_levantamiento' | 'geojson'> & {
  fecha_levantamiento: string;
  geojson: Drawing;
};

export interface RecordPage {
  levantamientos: RecordItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RecordListQuery {
  page: number;
  pageSize: number;
  search: string;
  id_proyecto: number;
  order: 'asc' | 'desc';
}

/** Every records query starts with 'records'. */
export const recordKeys = {
  all: ['records'] as const,
  list: (filter: Omit<RecordListQuery, 'page' | 'pageSize'>) => ['records', 'list', filter] as const,
};

export const listRecords = (query: RecordListQuery, signal?: AbortSignal) =>
  api.post<RecordPage>(`${BASE}/getLevantamientosGeneral`, query, signal ? { signal } : {});

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

export const createRecord = (body: Record<string, unknown>) =>
  changing(api.post<{ status: string; id: number }>(`${BASE}/newLevantamiento`, body));

export const updateRecord = (id: number, body: Record<string, unknown>) =>
  changing(api.put<{ status: string }>(`${BASE}/updateLevantamiento/${id}`, { ...body, id }));

export const updateGeometries = (id: number, geometries: Drawing) =>
  changing(api.put<{ status: string }>(`${BASE}/updateLevantamientoGeometries/${id}`, { geometries, id }));

export const deleteRecord = (id: number) => changing(api.del<{ status: string }>(`${BASE}/deleteLevantamiento/${id}`));

export type ServerExport = 'geojson' | 'kml' | 'shp' | 'xlsx';

/** Downloads a server export (spec §9 names); with no record to export the server's refusal says so. */
export const downloadExport = (format: ServerExport, query: Record<string, string | number>, filename: string) =>
  download(`${BASE}/export/${format}`, filename, { query });
