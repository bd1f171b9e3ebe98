import type { Db } from '@ppd/db';
import { formatExportDate, GESTOR_WORKBOOK } from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../plugins/auth.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { inPages, mapAsync } from '../../shared/pagination.ts';
import { sendWorkbook } from '../../shared/xlsx.ts';
import { CONTACT_COLUMNS, notFound, PERSON_COLUMNS, personCells, STATE_COLUMN } from '../people/index.ts';
import { findGestor } from './queries.ts';

/** Monitorista.xlsx: the gestor and their bitácora (spec part 2 §9). */
export async function exportGestor(db: Db, actor: SessionUser, id: number, reply: FastifyReply) {
  const gestor = await findGestor(db, id);
  if (!gestor) throw notFound();
  const { n } = await db
    .selectFrom('audit_log')
    .where('user_id', '=', gestor.id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await recordDownload(db, actor, {
    module: 'Gestores',
    file: GESTOR_WORKBOOK,
    detail: `${gestor.name} ${gestor.last_name}`,
    personalRows: 1 + Number(n),
  });
  const auditLog = inPages((after, size) =>
    db
      .selectFrom('audit_log')
      .where('user_id', '=', gestor.id)
      .where('id', '>', after)
      .select(['id', 'module', 'action', 'observation', 'date'])
      .orderBy('id')
      .limit(size)
      .execute(),
  );
  return sendWorkbook(reply, GESTOR_WORKBOOK, [
    {
      name: 'Monitorista',
      columns: [
        ...PERSON_COLUMNS,
        ...CONTACT_COLUMNS,
        { header: 'Administrador', key: 'admin', width: 14 },
        STATE_COLUMN,
      ],
      rows: [
        {
          ...gestor,
          ...personCells(gestor),
          admin: gestor.is_admin ? 'Sí' : 'No',
        },
      ],
    },
    {
      name: 'Bitacora',
      columns: [
        { header: 'Módulo', key: 'module', width: 16 },
        { header: 'Acción', key: 'action', width: 30 },
        { header: 'Observación', key: 'observation', width: 50 },
        { header: 'Fecha', key: 'fecha', width: 22 },
      ],
      rows: mapAsync(auditLog, (b) => ({ ...b, fecha: formatExportDate(b.date) })),
    },
  ]);
}
