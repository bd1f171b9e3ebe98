import type { Db } from '@ppd/db';
import { chatSenderLabel, exportDate, folio, messages } from '@ppd/domain';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { mapAsync } from '../../shared/pagination.ts';
import type { SheetSpec } from '../../shared/xlsx.ts';

// biome-ignore lint/suspicious/noExplicitAny: any query selecting alert ids (a report's filters, one authority's).
type AlertIds = SelectQueryBuilder<any, any, { id: number }>;

interface ChatCursor {
  alertId: number;
  at: string;
  id: number;
}

const PAGE = 1000;
const h = messages.reports.exports;

function page(db: Db, alertIds: AlertIds, after: ChatCursor | null) {
  return db
    .selectFrom('chat_messages as m')
    .where('m.alert_id', 'in', alertIds)
    .select(['m.id', 'm.alert_id', 'm.user_type', 'm.message', 'm.date', sql<string>`m.date::text`.as('at')])
    .$if(after !== null, (q) =>
      q.where(sql<SqlBool>`(m.alert_id, m.date, m.id) > (${after!.alertId}, ${after!.at}::timestamptz, ${after!.id})`),
    )
    .orderBy('m.alert_id')
    .orderBy('m.date')
    .orderBy('m.id')
    .limit(PAGE)
    .execute();
}

/** Every message of the alerts, a page at a time on the (alert_id, date, id) index: oldest alert first, each read top-down. */
async function* conversations(db: Db, alertIds: AlertIds) {
  let after: ChatCursor | null = null;
  for (;;) {
    const rows = await page(db, alertIds, after);
    yield* rows;
    if (rows.length < PAGE) return;
    const last = rows.at(-1)!;
    after = { alertId: last.alert_id, at: last.at, id: last.id };
  }
}

/**
 * The Chats sheet of Alertas.xlsx and Autoridad.xlsx (spec §9), or null when none of the alerts has a message.
 * One order for both: each conversation whole and in the order it was written, so it reads top-down.
 */
export async function chatSheet(db: Db, alertIds: AlertIds): Promise<SheetSpec | null> {
  const any = await db
    .selectFrom('chat_messages as m')
    .where('m.alert_id', 'in', alertIds)
    .select('m.id')
    .limit(1)
    .executeTakeFirst();
  if (!any) return null;
  return {
    name: 'Chats',
    columns: [
      { header: h.folio, key: 'folio', width: 12 },
      { header: h.message, key: 'line', width: 60 },
      { header: h.date, key: 'fecha', width: 22 },
    ],
    rows: mapAsync(conversations(db, alertIds), (m) => ({
      folio: folio(m.alert_id),
      line: `${chatSenderLabel(m.user_type)}: ${m.message}`,
      fecha: exportDate(m.date),
    })),
  };
}
