import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { createTestDatabase, OwnRedis, sleep, waitFor } from '@ppd/db/testing';
import { formatDate } from '@ppd/domain';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type FastifyInstance, smtpUrl, tokenFor } from './helpers/api.ts';
import { visitorComplaint } from './helpers/complaints.ts';
import { mailsTo } from './helpers/maildev.ts';
import { startFlakySmtp } from './helpers/smtp.ts';
import { createUser, uniqueEmail } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

/** A database, a Redis, the API and a worker sending through `smtp` (the catcher by default). */
async function setUp(smtp?: string) {
  const database = await createTestDatabase();
  const redis = await OwnRedis.start();
  const app = await buildTestApp(database.url, redis.url);
  const worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: smtp ?? smtpUrl() });
  const staff = await createUser(database.db);
  return {
    database,
    app,
    staffToken: tokenFor(app, { ...staff, id: staff.id }),
    close: async () => {
      await worker.stop();
      await app.close();
      await redis.destroy();
      await database.drop();
    },
  } satisfies { database: unknown; app: FastifyInstance; staffToken: string; close: () => Promise<void> };
}

const complaintOf = (db: Db, recipients: string[]) =>
  visitorComplaint(
    db,
    { name: 'Movilidad', email: recipients.join(', ') },
    { text: 'El semáforo peatonal no funciona.', lat: 19.41, lon: -99.2 },
  );

/** The complaint's evidence: an audio file in the media folder, as the app would have uploaded it; its key. */
async function attachAudio(db: Db, complaintId: number): Promise<string> {
  const key = `complaints/${complaintId}/evidencia.mp3`;
  await db
    .updateTable('complaints')
    .set({ url: `/media/${key}`, file_type: 'audio/mpeg' })
    .where('id', '=', complaintId)
    .execute();
  const file = path.resolve(loadConfig(process.env).MEDIA_DIR, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'ID3 audio de prueba');
  return key;
}

const deliveries = (db: Db, complaintId: number) =>
  db
    .selectFrom('email_deliveries')
    .select(['kind', 'status', 'attempts', 'recipients', 'refused', 'last_error'])
    .where('complaint_id', '=', complaintId)
    .orderBy('id')
    .execute();

describe('complaint e-mails', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp();
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-access-token': t.staffToken } });

  it('tells the visitor when the complaint becomes Pendiente, with a delivery row that ends sent', async () => {
    const c = await complaintOf(t.database.db, [uniqueEmail('area')]);
    const res = await post('/api/notifications/complaint/', { complaint_id: c.id, status: 'en proceso' });
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveries).toMatchObject([{ kind: 'status', status: 'queued', recipients: [c.visitor.email] }]);

    const [mail] = await waitFor(async () =>
      (await mailsTo(c.visitor.email)).length ? mailsTo(c.visitor.email) : undefined,
    );
    expect(mail!.subject).toBe(`Su denuncia F-${c.id} está Pendiente`);
    expect(mail!.text).toContain(`Su denuncia F-${c.id} (${c.category.name}) cambió de estado: ahora está Pendiente.`);
    await waitFor(async () => (await deliveries(t.database.db, c.id))[0]?.status === 'sent');
    expect(await deliveries(t.database.db, c.id)).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('sends the evidence to every recipient of the category, with the complaint and a link that opens without a session', async () => {
    const to = [uniqueEmail('proteccion'), uniqueEmail('obras')];
    const c = await complaintOf(t.database.db, to);
    const key = await attachAudio(t.database.db, c.id);
    expect((await post('/api/notifications/complaint/', { complaint_id: c.id, status: 'en proceso' })).statusCode).toBe(
      200,
    );

    const res = await post('/visitors/complaint/sendEmail', { id: c.id, category_id: c.category.id });
    expect(res.statusCode).toBe(200);
    for (const address of to) {
      const [mail] = await waitFor(async () => ((await mailsTo(address)).length ? mailsTo(address) : undefined));
      expect(mail!.subject).toBe(`Denuncia F-${c.id}: ${c.category.name}`);
      expect(mail!.text).toContain('El semáforo peatonal no funciona.');
      expect(mail!.text).toContain('Ubicación: https://www.google.com/maps?q=19.41,-99.2');
      // The file's kind as the back office names it, and until when the link opens it (Mexico City time).
      const link = /Evidencia \(AUDIO\): (\S+)/.exec(mail!.text)?.[1];
      expect(link).toMatch(new RegExp(`/media/complaints/${c.id}/evidencia\\.mp3\\?expires=\\d+&sig=`));
      const expires = Number(new URL(link!).searchParams.get('expires')) * 1000;
      expect(mail!.text).toContain(`El enlace vence el ${formatDate(expires)} (hora de la Ciudad de México).`);
      const signed = new URL(link!).pathname + new URL(link!).search;
      const opened = await t.app.inject({ url: signed });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toBe('ID3 audio de prueba');
      expect((await t.app.inject({ url: signed.replace(/sig=[^&]+/, 'sig=falsa') })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    }
    await waitFor(async () => (await deliveries(t.database.db, c.id)).every((d) => d.status === 'sent'));
    expect(await deliveries(t.database.db, c.id)).toMatchObject([
      { kind: 'status', status: 'sent' },
      { kind: 'evidence', status: 'sent', recipients: to },
    ]);
  });
});

describe('a complaint e-mail the SMTP server refuses once', () => {
  let flaky: Awaited<ReturnType<typeof startFlakySmtp>>;
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    flaky = await startFlakySmtp(1, smtpUrl());
    t = await setUp(flaky.url);
  });
  afterAll(async () => {
    await t?.close();
    await flaky?.close();
  });

  it('is shown as retrying, then delivered exactly once', async () => {
    const c = await complaintOf(t.database.db, [uniqueEmail('area')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/complaint/',
      payload: { complaint_id: c.id, status: 'en proceso' },
      headers: { 'x-access-token': t.staffToken },
    });
    expect(res.statusCode).toBe(200);

    await waitFor(async () => (await deliveries(t.database.db, c.id))[0]?.status === 'retrying');
    const [retrying] = await deliveries(t.database.db, c.id);
    expect(retrying).toMatchObject({ attempts: 1 });
    expect(retrying!.last_error).toContain('451');
    expect(await mailsTo(c.visitor.email)).toEqual([]);

    // BullMQ tries again after the e-mail queue's 5 s backoff.
    await waitFor(async () => (await deliveries(t.database.db, c.id))[0]?.status === 'sent', { timeoutMs: 30_000 });
    expect((await deliveries(t.database.db, c.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await waitFor(async () => (await mailsTo(c.visitor.email)).length > 0);
    await sleep(1_000);
    const mails = await mailsTo(c.visitor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Su denuncia F-${c.id} está Pendiente`);
    expect(flaky.refused()).toBe(1);
  }, 60_000);
});

describe('an evidence e-mail one recipient of which the SMTP server refuses', () => {
  const gone = uniqueEmail('buzon.inexistente');
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    smtp = await startFlakySmtp(0, smtpUrl(), [gone]);
    t = await setUp(smtp.url);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reaches the others once and names the refused one on its delivery', async () => {
    const kept = uniqueEmail('proteccion');
    const c = await complaintOf(t.database.db, [kept, gone]);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'x-access-token': t.staffToken } });
    expect((await post('/api/notifications/complaint/', { complaint_id: c.id, status: 'en proceso' })).statusCode).toBe(
      200,
    );
    expect((await post('/visitors/complaint/sendEmail', { id: c.id, category_id: c.category.id })).statusCode).toBe(
      200,
    );

    await waitFor(async () => (await deliveries(t.database.db, c.id)).every((d) => d.status === 'sent'));
    expect(await deliveries(t.database.db, c.id)).toMatchObject([
      { kind: 'status', status: 'sent', refused: [] },
      { kind: 'evidence', status: 'sent', attempts: 1, recipients: [kept, gone], refused: [gone] },
    ]);
    const detail = await t.app.inject({ url: `/api/complaints/${c.id}`, headers: { 'x-access-token': t.staffToken } });
    expect(detail.json().deliveries).toMatchObject([
      { kind: 'evidence', refused: [gone] },
      { kind: 'status', refused: [] },
    ]);
    await waitFor(async () => (await mailsTo(kept)).length > 0);
    await sleep(1_000);
    expect(await mailsTo(kept)).toHaveLength(1);
    expect(smtp.forwarded()).toBe(2);
  });
});

describe('the mails of a complaint deleted before they went out', () => {
  it('are dropped: the visitor is told no status, the recipients get no dead evidence link', async () => {
    const database = await createTestDatabase();
    const redis = await OwnRedis.start();
    const app = await buildTestApp(database.url, redis.url);
    const staff = await createUser(database.db, { is_admin: true }); // only an administrator deletes a complaint
    const headers = { 'x-access-token': tokenFor(app, { ...staff, id: staff.id }) };
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    try {
      const to = [uniqueEmail('obras')];
      const c = await complaintOf(database.db, to);
      await attachAudio(database.db, c.id);
      // Both mails are queued while no worker runs, then the complaint is deleted.
      expect(
        (await call('POST', '/api/notifications/complaint/', { complaint_id: c.id, status: 'en proceso' })).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', '/visitors/complaint/sendEmail', { id: c.id, category_id: c.category.id })).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/visitors/complaint/remove/${c.id}`)).statusCode).toBe(200);

      const worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url });
      const email = new Queue('email', { connection: { url: redis.url } });
      try {
        await waitFor(async () => (((await email.getJobCounts('completed')).completed ?? 0) >= 2 ? true : undefined), {
          what: 'both mail jobs to be done',
        });
      } finally {
        await email.close();
        await worker.stop();
      }
      expect(await mailsTo(to[0]!)).toEqual([]);
      expect(await mailsTo(c.visitor.email)).toEqual([]);
    } finally {
      await app.close();
      await redis.destroy();
      await database.drop();
    }
  });
});
