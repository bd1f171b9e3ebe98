import { applyAlertRetention, previewRetention } from '@ppd/db';
import { createTestDatabase, insertAlertType } from '@ppd/db/testing';
import { retentionTexts } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/users.ts';

describe('alert retention', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let visitor: number;
  let type: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    visitor = (await createUser(database.db, { type: 'visitor' })).id;
    type = await insertAlertType(database.db, 'Salud');
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** An alert raised `months` ago at an exact place, with two chat lines. */
  async function alertOf(months: number): Promise<number> {
    const at = sql<Date>`now() - make_interval(months => ${months})`;
    const { id } = await database.db
      .insertInto('alerts')
      .values({
        visitor_id: visitor,
        alert_type_id: type,
        fecha_alerta: at,
        updated_at: at,
        lat: 19.41789,
        lon: -99.16543,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('chat_messages')
      .values(
        ['Estoy en Insurgentes 123', 'Vamos'].map((message) => ({
          alert_id: id,
          user_type: 'visitor' as const,
          message,
        })),
      )
      .execute();
    return id;
  }
  const alert = (id: number) =>
    database.db.selectFrom('alerts').select(['lat', 'lon']).where('id', '=', id).executeTakeFirstOrThrow();
  const chat = async (id: number) =>
    (
      await database.db.selectFrom('chat_messages').select('message').where('alert_id', '=', id).orderBy('id').execute()
    ).map((m) => m.message);

  it('cuts the place and blanks the chat of alerts past 12 months, in batches, and leaves newer ones; the dry run counted them', async () => {
    const old = await Promise.all(Array.from({ length: 5 }, () => alertOf(13)));
    const recent = await alertOf(11);

    expect(await previewRetention(database.db)).toEqual({
      alerts: 5,
      chats: 10,
      positions: 0,
      notices: 0,
      cancellations: 0,
    });
    expect(await applyAlertRetention(database.db, 2)).toEqual({ alerts: 5, chats: 10 });

    for (const id of old) {
      expect(await alert(id)).toEqual({ lat: 19.41, lon: -99.16 });
      expect(await chat(id)).toEqual([retentionTexts.redactedChat, retentionTexts.redactedChat]);
    }
    expect(await alert(recent)).toEqual({ lat: 19.41789, lon: -99.16543 });
    expect(await chat(recent)).toEqual(['Estoy en Insurgentes 123', 'Vamos']);
    // Done once: a second run and the dry run find nothing left.
    expect(await previewRetention(database.db)).toEqual({
      alerts: 0,
      chats: 0,
      positions: 0,
      notices: 0,
      cancellations: 0,
    });
    expect(await applyAlertRetention(database.db)).toEqual({ alerts: 0, chats: 0 });
  });

  it("follows Configuración's period", async () => {
    const recent = await alertOf(7);
    await database.db.updateTable('settings').set({ alert_retention_months: 6 }).execute();
    const { alerts, chats } = await previewRetention(database.db);
    expect(alerts).toBeGreaterThanOrEqual(2);
    expect(await applyAlertRetention(database.db)).toEqual({ alerts, chats });
    expect(await alert(recent)).toEqual({ lat: 19.41, lon: -99.16 });
  });
});
