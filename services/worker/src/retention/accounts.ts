import { applyAccountRetention, type Db, diskMediaFiles } from '@ppd/db';
import type { Logger } from '../logger.ts';
import { type RetentionJob, startRetentionJob } from './periodic.ts';

/**
 * Visitors inactive for Configuración's months are e-mailed a notice, and cancelled if still inactive its days
 * later (issue 38 §4), checked every hour; their files are removed from `mediaDir`.
 */
export const startAccountRetention = (db: Db, mediaDir: string, log: Logger, everyMs = 60 * 60_000): RetentionJob =>
  startRetentionJob(
    'inactive accounts',
    () => applyAccountRetention(db, diskMediaFiles(mediaDir)),
    (n) => n.notices + n.cancellations > 0,
    log,
    everyMs,
  );
