import type { ActivitiesTable } from './tables/activities.ts';
import type { AlertsTable, AlertTypesTable, ChatMessagesTable } from './tables/alerts.ts';
import type { ApiKeysTable } from './tables/api-keys.ts';
import type { BulkSendChunksTable, BulkSendsTable } from './tables/bulk-sends.ts';
import type {
  ActivityCategoriesTable,
  AuthorityCategoriesTable,
  ComplaintCategoriesTable,
  EmergencyNumbersTable,
  IconsTable,
  MainCategoriesTable,
  PlacesTable,
  ProjectsTable,
  RecordTypesTable,
  SubcategoriesTable,
  SurveyCategoriesTable,
} from './tables/catalogs.ts';
import type { ClaimsTable } from './tables/claims.ts';
import type { ResponseDeadlinesTable } from './tables/clocks.ts';
import type { ComplaintsTable, EmailDeliveriesTable } from './tables/complaints.ts';
import type { DataRequestsTable } from './tables/data-requests.ts';
import type { PasswordResetTokensTable, RevokedSessionsTable, UsersTable } from './tables/identity.ts';
import type { AuthorityLatestPositionsTable, AuthorityPositionsTable, SettingsTable } from './tables/positions.ts';
import type { PrivacyConsentsTable, PrivacyNoticesTable } from './tables/privacy.ts';
import type { MapVersionTable, RecordsTable, VisitorCommentsTable } from './tables/records.ts';
import type { ReportQuotasTable } from './tables/report-quotas.ts';
import type { ReportDaysTable, ReportDirtyTable } from './tables/reports.ts';
import type { AuditLogTable, DeadLettersTable, NotificationsTable, OutboxTable } from './tables/spine.ts';
import type { SurveyAnswersTable, SurveysTable } from './tables/surveys.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from './tables/webhooks.ts';

export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  revoked_sessions: RevokedSessionsTable;
  privacy_notices: PrivacyNoticesTable;
  privacy_consents: PrivacyConsentsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  dead_letters: DeadLettersTable;

  projects: ProjectsTable;
  main_categories: MainCategoriesTable;
  record_types: RecordTypesTable;
  subcategories: SubcategoriesTable;
  icons: IconsTable;
  authority_categories: AuthorityCategoriesTable;
  complaint_categories: ComplaintCategoriesTable;
  emergency_numbers: EmergencyNumbersTable;
  survey_categories: SurveyCategoriesTable;
  activity_categories: ActivityCategoriesTable;
  places: PlacesTable;

  records: RecordsTable;
  place_comments: VisitorCommentsTable;

  surveys: SurveysTable;
  survey_answers: SurveyAnswersTable;

  alert_types: AlertTypesTable;
  alerts: AlertsTable;
  chat_messages: ChatMessagesTable;
  claims: ClaimsTable;
  response_deadlines: ResponseDeadlinesTable;
  authority_positions: AuthorityPositionsTable;
  authority_latest_positions: AuthorityLatestPositionsTable;

  activities: ActivitiesTable;
  activity_comments: VisitorCommentsTable;

  complaints: ComplaintsTable;
  email_deliveries: EmailDeliveriesTable;

  bulk_sends: BulkSendsTable;
  bulk_send_chunks: BulkSendChunksTable;

  report_days: ReportDaysTable;
  report_dirty: ReportDirtyTable;
  report_quotas: ReportQuotasTable;

  map_version: MapVersionTable;

  api_keys: ApiKeysTable;

  data_requests: DataRequestsTable;

  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;

  settings: SettingsTable;
}
