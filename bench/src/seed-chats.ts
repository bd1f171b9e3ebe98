import type { Db } from '@ppd/db';
import { sql } from 'kysely';

/** A chat of two lines (the visitor's, then the authority's) on every alert whose id is a multiple of `every`. */
export async function seedChats(db: Db, every: number): Promise<void> {
  await sql`
    INSERT INTO chat_messages (alert_id, user_type, message, date)
    SELECT a.id, t.user_type, t.message, a.fecha_alerta + t.delay
    FROM alerts a, (VALUES ('visitor', 'Necesito ayuda en Insurgentes 123', interval '1 minute'),
                           ('authority', 'Vamos en camino', interval '5 minutes')) AS t(user_type, message, delay)
    WHERE a.id % ${every}::int = 0`.execute(db);
}
