import type { PasswordResetTokensTable, UsersTable } from './tables/identity.ts';
import type { BinnacleTable, NotificationsTable, OutboxTable } from './tables/spine.ts';

export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox: OutboxTable;
  binnacle: BinnacleTable;
  notifications: NotificationsTable;
}
