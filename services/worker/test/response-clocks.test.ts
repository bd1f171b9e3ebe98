import type { Db } from '@ppd/db';
import { insertAlertType, sleep, waitFor } from '@ppd/db/testing';
import { describe, expect, it } from 'vitest';
import { fireDue } from '../src/clocks/sweeper.ts';
import { smtpUrl } from './helpers/api.ts';
import { visitorComplaint } from './helpers/complaints.ts';
import { mailsTo } from './helpers/maildev.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { exited, spawnWorker } from './helpers/processes.ts';
import { createUser, uniqueEmail } from './helpers/users.ts';

/** An open alert raised now, of a type whose assignment target is `assignS` seconds (attention: an hour). */
async function openAlert(db: Db, assignS: number) {
  const visitor = await createUser(db, { type: 'visitor' });
  const typeId = await insertAlertType(db, {
    tipo_alerta: `Incendio ${uniqueEmail('t')}`,
    assign_target_s: assignS,
    attend_target_s: 3600,
  });
  return db
    .insertInto('alerts')
    .values({ alert_type_id: typeId, lat: 19.41, lon: -99.2, visitor_id: visitor.id, fecha_alerta: new Date() })
    .returning(['id', 'fecha_alerta'])
    .executeTakeFirstOrThrow();
}

const breaches = (db: Db, alertId: number) =>
  db
    .selectFrom('outbox')
    .select(['id', 'payload', 'created_at'])
    .where('type', '=', 'alert.response_overdue')
    .where(({ ref }) => ref('payload', '->>').key('id' as never), '=', String(alertId) as never)
    .orderBy('created_at')
    .execute();

describe('response clocks: a breach fires once per alert, phase and level', () => {
  const own = ownDatabaseAndRedis();

  const workerEnv = () => ({
    DATABASE_URL: own.database.url,
    REDIS_URL: own.redis.url,
    SMTP_URL: smtpUrl(),
    OUTBOX_SWEEP_MS: '250',
    WORKER_CONCURRENCY: '2',
  });

  it('also when the worker is killed before level 2 and another starts after it: inbox, e-mail and bitácora once', async () => {
    const { db } = own.database;
    const admin = await createUser(db, { is_admin: true, email: uniqueEmail('admin') });
    const gestor = await createUser(db, { email: uniqueEmail('gestor') });
    const first = spawnWorker(workerEnv());
    await waitFor(() => first.output().includes('worker started'), { timeoutMs: 30_000, what: 'the first worker' });
    const alert = await openAlert(db, 3);
    try {
      const [level1] = await waitFor(
        async () => ((await breaches(db, alert.id)).length > 0 ? breaches(db, alert.id) : undefined),
        {
          timeoutMs: 15_000,
          what: `the level-1 breach\n${first.output()}`,
        },
      );
      const lateness = level1!.created_at.getTime() - (alert.fecha_alerta.getTime() + 3_000);
      expect(lateness).toBeLessThan(1_000);
      expect(level1!.payload).toMatchObject({ id: alert.id, phase: 'assignment', level: 1 });
      first.kill('SIGKILL');
      await exited(first);
    } finally {
      first.kill('SIGKILL');
    }
    // Level 2 falls due (6 s) while no worker runs, and Redis restarts meanwhile.
    await own.redis.stop();
    await sleep(Math.max(0, alert.fecha_alerta.getTime() + 6_500 - Date.now()));
    await own.redis.start();
    const second = spawnWorker(workerEnv());
    try {
      const inbox = () =>
        db.selectFrom('notifications').select(['kind', 'title', 'data']).where('user_id', '=', admin.id).execute();
      await waitFor(async () => (await inbox()).length === 2 && (await mailsTo(admin.email)).length === 1, {
        timeoutMs: 20_000,
        what: `both levels in the inbox and the level-2 mail\n${second.output()}`,
      });
      await sleep(2_000); // more sweeps and relays: still nothing twice
      const fired = await breaches(db, alert.id);
      expect(fired.map((b) => (b.payload as { level: number }).level)).toEqual([1, 2]);
      const rows = await inbox();
      expect(rows.map((r) => r.kind)).toEqual(['alert.response_overdue', 'alert.response_overdue']);
      expect(rows.map((r) => r.title).sort()).toEqual([
        `Alerta F-${alert.id}: asignación vencida`,
        `Alerta F-${alert.id}: asignación vencida al doble`,
      ]);
      const mails = await mailsTo(admin.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Alerta F-${alert.id}: asignación vencida al doble`);
      // A gestor without the admin flag is told on the board, not in the inbox.
      expect(await db.selectFrom('notifications').select('id').where('user_id', '=', gestor.id).execute()).toEqual([]);
      const audited = await db
        .selectFrom('audit_log')
        .select(['module', 'action'])
        .where(
          'event_id',
          'in',
          fired.map((b) => b.id),
        )
        .execute();
      expect(audited).toEqual([
        { module: 'Alertas', action: 'Tiempo de respuesta vencido' },
        { module: 'Alertas', action: 'Tiempo de respuesta vencido' },
      ]);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
  });

  it("fires a complaint's breach under its category, and leaves a level already past at filing unannounced", async () => {
    const { db } = own.database;
    // Filed two weeks ago: both levels of its first answer (1 and 2 business days) passed before it was written.
    const complaint = await visitorComplaint(
      db,
      { name: 'Baches', first_answer_days: 1, closing_days: 30 },
      { date: new Date(Date.now() - 14 * 86_400_000) },
    );
    const { category } = complaint;
    const row = () =>
      db
        .selectFrom('response_deadlines')
        .select(['fired_level', 'next_due', 'second_due'])
        .where('item_id', '=', complaint.id)
        .where('phase', '=', 'first_answer')
        .executeTakeFirst();
    expect(await row()).toBeUndefined(); // nothing to announce
    // Its closing's second level made due now, its first counted as fired.
    await db
      .updateTable('response_deadlines')
      .set({
        first_due: new Date(Date.now() - 1_000),
        second_due: new Date(Date.now() - 500),
        fired_level: 1,
        next_due: new Date(Date.now() - 500),
      })
      .where('item_id', '=', complaint.id)
      .where('phase', '=', 'closing')
      .execute();
    await fireDue(db);
    const fired = await db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'complaint.response_overdue')
      .execute();
    expect(fired.map((f) => f.payload)).toEqual([
      expect.objectContaining({ id: complaint.id, phase: 'closing', level: 2, label: category.name }),
    ]);
  });

  it('fires a deadline once when sweepers race, and not at all once its phase was met in time', async () => {
    const { db } = own.database;
    const late = await openAlert(db, 1);
    const onTime = await openAlert(db, 1);
    await db
      .updateTable('alerts')
      .set({ status: 'ASIGNADA', assigned_at: new Date() })
      .where('id', '=', onTime.id)
      .execute();
    await sleep(2_200);
    await Promise.all([fireDue(db), fireDue(db), fireDue(db), fireDue(db)]);
    expect((await breaches(db, late.id)).map((b) => (b.payload as { level: number }).level).sort()).toEqual([1, 2]);
    expect(await breaches(db, onTime.id)).toEqual([]);
  });
});
