export type ReportKind = 'alert' | 'complaint';

/** A past Mexico City day's report counts (migration 0009): one row per dimension and key. */
export interface ReportDaysTable {
  kind: ReportKind;
  day: string;
  /** The alert type, or the complaint category. */
  type_id: number;
  /** The complaint's evidence file type; '' for alerts. */
  file_type: string;
  dim: string;
  key: string | null;
  n: number;
  authorities: number;
}

/** Days whose rows changed since `report_days` last counted them. */
export interface ReportDirtyTable {
  kind: ReportKind;
  day: string;
}
