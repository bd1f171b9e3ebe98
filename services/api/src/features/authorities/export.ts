import type { Db } from '@ppd/db';
import { AUTHORITY_WORKBOOK, folio, formatExportDate } from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../plugins/auth.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { inPages, mapAsync } from '../../shared/pagination.ts';
import { sendWorkbook } from '../../shared/xlsx.ts';
import { chatSheet } from '../alerts/index.ts';
import { CONTACT_COLUMNS, notFound, PERSON_COLUMNS, personCells, STATE_COLUMN } from '../people/index.ts';
import { findAuthority } from './queries.ts';

/** Autoridad.xlsx: the monitor, its alerts, and its chats when there are any (spec part 2 §9). */
export async function exportAuthority(db: Db, actor: SessionUser, id: number, reply: FastifyReply) {
  const authority = await findAuthority(db, id);
  if (!authority) throw notFound();
  const chats = await chatSheet(db, db.selectFrom('alerts').where('autoridad_id', '=', id).select('id'));
  const name = `${authority.name} ${authority.last_name}`;
  const { n } = await db
    .selectFrom('alerts')
    .where('autoridad_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // The authority's own row and one per alert it attended (each naming its visitor and place).
  const personalRows = 1 + Number(n);
  await recordDownload(db, actor, { module: 'Monitores', file: AUTHORITY_WORKBOOK, detail: name, personalRows });

  const alerts = inPages((after, size) =>
    db
      .selectFrom('alerts as a')
      .innerJoin('alert_types as t', 't.id', 'a.alert_type_id')
      .innerJoin('users as v', 'v.id', 'a.visitor_id')
      .where('a.autoridad_id', '=', id)
      .where('a.id', '>', after)
      .select(['a.id', 't.tipo_alerta', 'a.status', 'a.fecha_alerta', 'v.name', 'v.last_name'])
      .select(['a.comentario_visitante', 'a.comentario_autoridad', 'a.lat', 'a.lon'])
      .orderBy('a.id')
      .limit(size)
      .execute(),
  );
  return sendWorkbook(reply, AUTHORITY_WORKBOOK, [
    {
      name: 'Autoridad',
      columns: [
        ...PERSON_COLUMNS,
        { header: 'Autenticación', key: 'auth_id' },
        { header: 'Proyecto', key: 'project', width: 24 },
        { header: 'Categoría', key: 'name_category' },
        ...CONTACT_COLUMNS,
        STATE_COLUMN,
        { header: 'Última conexión', key: 'last_date', width: 22 },
      ],
      rows: [
        {
          ...authority,
          ...personCells(authority),
          last_date: formatExportDate(authority.last_date),
        },
      ],
    },
    {
      name: 'Alertas',
      columns: [
        { header: 'Folio', key: 'folio', width: 10 },
        { header: 'Tipo', key: 'tipo_alerta' },
        { header: 'Estado', key: 'status', width: 12 },
        { header: 'Fecha', key: 'fecha', width: 22 },
        { header: 'Visitante', key: 'visitante', width: 26 },
        { header: 'Comentario del visitante', key: 'comentario_visitante', width: 40 },
        { header: 'Comentario de la autoridad', key: 'comentario_autoridad', width: 40 },
        { header: 'Latitud', key: 'lat', width: 12 },
        { header: 'Longitud', key: 'lon', width: 12 },
      ],
      rows: mapAsync(alerts, (a) => ({
        ...a,
        folio: folio(a.id),
        fecha: formatExportDate(a.fecha_alerta),
        visitante: `${a.name} ${a.last_name}`,
      })),
    },
    ...(chats ? [chats] : []),
  ]);
}
