import { applyAlertRetention, type Db } from '@ppd/db';
import type { Logger } from '../logger.ts';
import { type RetentionJob, startRetentionJob } from './periodic.ts';

/** Alerts past Configuración's retention lose their exact place and chats, checked every hour (issue 38 §4). */
export const startAlertRetention = (db: Db, log: Logger, everyMs = 60 * 60_000): RetentionJob =>
  startRetentionJob(
    'alerts',
    () => applyAlertRetention(db),
    (n) => n.alerts + n.chats > 0,
    log,
    everyMs,
  );
