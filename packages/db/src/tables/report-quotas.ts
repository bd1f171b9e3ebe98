import type { ReportKind } from './reports.ts';

/** The reports of one kind a visitor has made in the minute that began at `window_start` (migration 0039). */
export interface ReportQuotasTable {
  user_id: number;
  kind: ReportKind;
  window_start: Date;
  reports: number;
}
