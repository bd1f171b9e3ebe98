import { type BinnacleEntry, type BinnacleListReply, messages } from '@ppd/domain';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { Button, DateText, IconButton, TextField } from '../../ui/index.ts';

const t = messages.board.gestores;

/** A gestor's bitácora: Módulo, Acción, Observación, Fecha; a date range, a clear button and the date order. */
export function Binnacle({ email }: { email: string }) {
  const [rows, setRows] = useState<BinnacleEntry[] | null>(null);
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  useEffect(() => {
    const body = {
      email,
      order,
      pageSize: 500,
      ...(range.desde && { desde: range.desde }),
      ...(range.hasta && { hasta: range.hasta }),
    };
    api.post<BinnacleListReply>('/api/binnacles/monitor/list', body).then(
      (r) => setRows(r.rows),
      () => setRows([]),
    );
  }, [email, order, range]);

  return (
    <section aria-label={t.binnacle}>
      <h3>{t.binnacle}</h3>
      <div className="people-filters">
        <TextField
          label={t.from}
          type="date"
          value={range.desde}
          onChange={(e) => setRange((r) => ({ ...r, desde: e.target.value }))}
        />
        <TextField
          label={t.to}
          type="date"
          value={range.hasta}
          onChange={(e) => setRange((r) => ({ ...r, hasta: e.target.value }))}
        />
        <Button variant="secondary" onClick={() => setRange({ desde: '', hasta: '' })}>
          {t.clear}
        </Button>
        <IconButton
          icon={order === 'asc' ? 'arrowUp' : 'arrowDown'}
          label={`${t.sortByDate}: ${order === 'asc' ? messages.ui.sortAscending : messages.ui.sortDescending}`}
          onClick={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
        />
      </div>
      {rows === null ? (
        <p className="muted">{messages.ui.loading}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t.noEntries}</p>
      ) : (
        <table className="people-table">
          <thead>
            <tr>
              <th>{t.module}</th>
              <th>{t.action}</th>
              <th>{t.observation}</th>
              <th>{t.date}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.module}</td>
                <td>{r.action}</td>
                <td>{r.observation}</td>
                <td>
                  <DateText value={r.date} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
