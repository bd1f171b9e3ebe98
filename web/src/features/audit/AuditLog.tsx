import { messages } from '@ppd/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  DateField,
  DateText,
  IconButton,
  ListStates,
  LoadMore,
  LongText,
  type StackColumn,
  StackTable,
} from '../../ui/index.ts';
import { auditQuery } from './auditApi.ts';

const t = messages.board.gestores;
const COLUMNS: StackColumn[] = [
  { label: t.module, className: 'col-short' },
  { label: t.action, className: 'col-medium' },
  { label: t.observation },
  { label: t.date, className: 'col-date' },
];

/** A gestor's bitácora: Módulo, Acción, Observación, Fecha; a date range, a clear button and the date order. */
export function AuditLog({ email }: { email: string }) {
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const query = useInfiniteQuery(auditQuery({ email, order, ...range }));
  const rows = query.data?.pages.flatMap((page) => page.rows);

  return (
    <section aria-label={t.audit}>
      <h3>{t.audit}</h3>
      <div className="people-filters">
        <DateField label={t.from} value={range.desde} onChange={(desde) => setRange((r) => ({ ...r, desde }))} />
        <DateField label={t.to} value={range.hasta} onChange={(hasta) => setRange((r) => ({ ...r, hasta }))} />
        <Button variant="secondary" onClick={() => setRange({ desde: '', hasta: '' })}>
          {t.clear}
        </Button>
        <IconButton
          icon={order === 'asc' ? 'arrowUp' : 'arrowDown'}
          label={`${t.sortByDate}: ${order === 'asc' ? messages.ui.sortAscending : messages.ui.sortDescending}`}
          onClick={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
        />
      </div>
      <ListStates rows={rows} query={query} empty={t.noEntries}>
        {(rows) => (
          <StackTable columns={COLUMNS}>
            {rows.map((r) => (
              <tr key={r.id}>
                <td data-label={t.module}>{r.module}</td>
                <td data-label={t.action}>
                  <LongText text={r.action} lines={3} />
                </td>
                <td data-label={t.observation}>
                  <LongText text={r.observation} lines={3} />
                </td>
                <td className="col-date" data-label={t.date}>
                  <DateText value={r.date} />
                </td>
              </tr>
            ))}
          </StackTable>
        )}
      </ListStates>
      {rows && query.hasNextPage && (
        <LoadMore
          shown={rows.length}
          total={query.data?.pages.at(-1)?.total ?? 0}
          onMore={() => query.fetchNextPage({ throwOnError: true })}
        />
      )}
    </section>
  );
}
