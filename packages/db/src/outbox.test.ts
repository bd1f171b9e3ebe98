import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { type Listener, listen } from './listen.ts';
import { API_PUSHED_NOTICE, OUTBOX_CHANNEL, recordEvent } from './outbox.ts';
import { nudgeRelay } from './relay-nudge.ts';
import { createTestDatabase } from './testing.ts';
import { waitFor } from './wait.ts';

let db: Db;
let drop: () => Promise<void>;
let listener: Listener;
let heard = 0;
let notices: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ db, drop } = database);
  await new Promise<void>((ready) => {
    listener = listen(
      database.url,
      OUTBOX_CHANNEL,
      {
        notified: (notice) => {
          heard++;
          notices.push(notice);
        },
        ready,
      },
      console,
    );
  });
});
afterAll(async () => {
  await listener.close();
  await drop();
});

const actor = { id: null, email: null };
const write = (trx: Db, n: number) => recordEvent(trx, 'alert.claimed', { n } as never, actor);

describe('outbox wake-ups', () => {
  it('wakes the relay once per committed transaction, however many events it writes', async () => {
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < 3; n++) await write(trx, n);
    });
    // Notifications arrive in commit order: once the next transaction's is heard, every one of the first has been.
    await write(db, 3);
    await waitFor(() => heard >= 2, { timeoutMs: 2_000, intervalMs: 10, what: 'the second wake-up' });
    expect(heard).toBe(2);
    expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(4);
  });

  it('wakes the relay once for a burst of nudges after changes that sent no NOTIFY of their own, saying their pushes are made', async () => {
    heard = 0;
    notices = [];
    for (let n = 0; n < 5; n++) nudgeRelay(db, 20);
    await waitFor(() => heard >= 1, { timeoutMs: 2_000, intervalMs: 10, what: 'the nudge' });
    expect(notices).toEqual([API_PUSHED_NOTICE]);
    await write(db, 5);
    await waitFor(() => heard >= 2, { timeoutMs: 2_000, intervalMs: 10, what: 'the next wake-up' });
    expect(heard).toBe(2);
  });
});
