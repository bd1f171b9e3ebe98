/** One accepted GPS fix of an authority (history, kept for the retention in `settings`). */
export interface AuthorityPositionsTable {
  id: string;
  authority_id: number;
  /** PostGIS geography point; read with ST_X/ST_Y of `location::geometry`. */
  location: string;
  accuracy_m: number;
  fixed_at: Date;
  received_at: Date;
}

/** Each authority's latest fix: the board's map and the assign dialog's distances. */
export interface AuthorityLatestPositionsTable {
  authority_id: number;
  location: string;
  accuracy_m: number;
  fixed_at: Date;
  received_at: Date;
}

/** The one row of instance-wide settings (Configuración). */
export interface SettingsTable {
  id: boolean;
  position_retention_days: number;
  /** Months alerts keep their exact place and chats (issue 38 §4). */
  alert_retention_months: number;
  /** Months without activity after which a visitor is told their account will be cancelled. */
  account_inactivity_months: number;
  /** Days after that notice when a still inactive account is cancelled. */
  account_notice_days: number;
}
