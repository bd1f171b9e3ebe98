import { type ArcoRight, dataRequestDueOn } from '@ppd/domain';
import { daysAgo, localDay, type SeedContext } from './context.ts';
import type { People } from './people.ts';

/**
 * Three ARCO requests of demo visitors, so Solicitudes de datos shows each state: one received today (on time), one
 * received three and a half weeks ago (about to fall due), and one past its term that was answered.
 */
export async function seedDataRequests(ctx: SeedContext, people: People): Promise<void> {
  const requests: { right: ArcoRight; days: number; answeredDays?: number }[] = [
    { right: 'access', days: 0 },
    { right: 'opposition', days: 24 },
    { right: 'rectification', days: 40, answeredDays: 12 },
  ];
  const rows = requests.map((r, i) => {
    const received = localDay(daysAgo(ctx, r.days));
    return {
      person_id: people.visitors[i % people.visitors.length]!.id,
      arco_right: r.right,
      received_on: received,
      due_on: dataRequestDueOn(received),
      notes: 'Solicitud recibida por correo electrónico.',
      created_by: people.admin.id,
      answered_on: r.answeredDays === undefined ? null : localDay(daysAgo(ctx, r.answeredDays)),
      answered_by: r.answeredDays === undefined ? null : people.admin.id,
    };
  });
  await ctx.db.insertInto('data_requests').values(rows).execute();
}
