import type { AlertView } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { ALERT_PAGE_SIZE, inTab, mergePage, nextPage, refreshedAlert, reloadedBoard, upsertAlert } from './board.ts';

describe('the board tabs', () => {
  const alert = (status: AlertView['status']) => ({ status }) as AlertView;
  it('lists closed alerts under Atendidas', () => {
    expect(inTab(alert('CERRADA'), 'ATENDIDA')).toBe(true);
    expect(inTab(alert('ATENDIDA'), 'ATENDIDA')).toBe(true);
    expect(inTab(alert('ABIERTA'), 'ASIGNADA')).toBe(false);
    expect(inTab(alert('ABIERTA'), 'Todos')).toBe(true);
  });
});

/** Alert `id` raised `id` minutes after 10:00, its last change `changed` minutes after 11:00. */
const at = (id: number, status: AlertView['status'] = 'ABIERTA', changed = 0) =>
  ({
    id,
    status,
    fecha_alerta: new Date(Date.UTC(2025, 4, 26, 10, id)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 4, 26, 11, changed)).toISOString(),
  }) as AlertView;
const ids = (list: AlertView[]) => list.map((a) => a.id);
const desc = { search: '', order: 'desc' } as const;
const asc = { search: '', order: 'asc' } as const;

describe('the board pages', () => {
  it('asks for the page holding the first alert not yet held', () => {
    expect(nextPage(0)).toBe(1);
    expect(nextPage(ALERT_PAGE_SIZE)).toBe(2);
    // Three alerts pushed on top since: page 2 again, its first three rows already held.
    expect(nextPage(ALERT_PAGE_SIZE + 3)).toBe(2);
  });

  it('adds a page after the held alerts, skipping the ones pushed meanwhile and keeping their newer version', () => {
    const held = [at(9), at(8, 'ASIGNADA', 1), at(7)];
    const merged = mergePage(held, [at(8), at(7), at(6), at(5)], desc);
    expect(ids(merged)).toEqual([9, 8, 7, 6, 5]);
    expect(merged[1]!.status).toBe('ASIGNADA');
    expect(mergePage(held, [at(9)], desc)).toEqual(held);
    // A page read after a change the board missed brings the alert as it is now.
    expect(mergePage(held, [at(7, 'ATENDIDA', 2)], desc).map((a) => a.status)).toEqual([
      'ABIERTA',
      'ASIGNADA',
      'ATENDIDA',
    ]);
    expect(ids(mergePage([at(1), at(2)], [at(2), at(3)], asc))).toEqual([1, 2, 3]);
  });

  it('ties on the date follow the id, as the server orders them', () => {
    const twin = { ...at(4), id: 40 };
    expect(ids(mergePage([at(5)], [twin, at(4)], desc))).toEqual([5, 40, 4]);
  });
});

describe('pushed alerts', () => {
  const held = [at(9), at(8), at(7)];

  it('replace the held version in place', () => {
    const next = upsertAlert(held, at(8, 'ATENDIDA', 1), desc, false);
    expect(ids(next)).toEqual([9, 8, 7]);
    expect(next[1]!.status).toBe('ATENDIDA');
  });

  it('a late push of an older version leaves the newer one held (a fallback push after the fast one)', () => {
    const assigned = upsertAlert(held, at(8, 'ASIGNADA', 2), desc, false);
    expect(upsertAlert(assigned, at(8, 'ABIERTA', 0), desc, false)).toBe(assigned);
    expect(assigned[1]!.status).toBe('ASIGNADA');
  });

  it('a new alert goes on top of the newest-first list, even with more pages to load', () => {
    expect(ids(upsertAlert(held, at(10), desc, false))).toEqual([10, 9, 8, 7]);
  });

  it('an alert beyond the held pages waits for its page (no gap, no repeat)', () => {
    expect(upsertAlert(held, at(3, 'ASIGNADA'), desc, false)).toBe(held);
    expect(ids(upsertAlert(held, at(3, 'ASIGNADA'), desc, true))).toEqual([9, 8, 7, 3]);
  });

  it('oldest first, a new alert is added only once every page is held', () => {
    const oldest = [at(1), at(2)];
    expect(upsertAlert(oldest, at(10), asc, false)).toBe(oldest);
    expect(ids(upsertAlert(oldest, at(10), asc, true))).toEqual([1, 2, 10]);
    expect(ids(upsertAlert([], at(10), asc, true))).toEqual([10]);
  });
});

describe('a folio searched', () => {
  it('keeps its alert first as pages and pushes come, the rest in the chosen order', () => {
    const query = { search: 'F-7', order: 'desc' } as const;
    const held = [at(7), at(9)];
    expect(ids(mergePage(held, [at(8), at(6)], query))).toEqual([7, 9, 8, 6]);
    expect(ids(upsertAlert(held, at(10), query, false))).toEqual([7, 10, 9]);
    // Oldest first, a new alert waits for the last page, unless it is the one searched.
    expect(ids(upsertAlert([at(8), at(9)], at(10), { search: '10', order: 'asc' }, false))).toEqual([10, 8, 9]);
  });
});

describe('an alert read afresh', () => {
  it('replaces the held version, drops one the server no longer has, and adds none not held', () => {
    const held = [at(3), at(2), at(1)];
    expect(refreshedAlert(held, 2, at(2, 'ASIGNADA', 1)).map((a) => a.status)).toEqual([
      'ABIERTA',
      'ASIGNADA',
      'ABIERTA',
    ]);
    expect(ids(refreshedAlert(held, 2, null))).toEqual([3, 1]);
    expect(refreshedAlert(held, 9, at(9))).toBe(held);
  });
});

describe('a reload overtaken by pushes (its read began before their changes committed)', () => {
  const staleRead = [at(9), at(8, 'ASIGNADA', 1), at(7)];

  it('keeps what the pushes showed: the alert attended, the alert raised', () => {
    const board = reloadedBoard(staleRead, [at(8, 'ATENDIDA', 2), at(10)], desc, 3);
    expect(ids(board)).toEqual([10, 9, 8, 7]);
    expect(board[2]!.status).toBe('ATENDIDA');
  });

  it('takes the read as it is when no push came, or when the read is newer than the push', () => {
    expect(reloadedBoard(staleRead, [], desc, 3)).toBe(staleRead);
    expect(reloadedBoard(staleRead, [at(8, 'ABIERTA', 0)], desc, 3)[1]!.status).toBe('ASIGNADA');
  });
});
