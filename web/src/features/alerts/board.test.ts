import type { AlertView } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { timeSince } from './timeSince.ts';
import { inTab } from './useAlertBoard.ts';

describe('time since the last connection', () => {
  const now = '2025-05-26T12:00:00Z';
  it('reads in minutes, hours and days, and says when there is none', () => {
    expect(timeSince('2025-05-26T11:59:40Z', now, 'nunca')).toBe('hace menos de 1 min');
    expect(timeSince('2025-05-26T11:15:00Z', now, 'nunca')).toBe('hace 45 min');
    expect(timeSince('2025-05-26T09:00:00Z', now, 'nunca')).toBe('hace 3 h');
    expect(timeSince('2025-05-25T09:00:00Z', now, 'nunca')).toBe('hace 1 día');
    expect(timeSince('2025-05-20T12:00:00Z', now, 'nunca')).toBe('hace 6 días');
    expect(timeSince(null, now, 'nunca')).toBe('nunca');
  });
});

describe('the board tabs', () => {
  const alert = (status: AlertView['status']) => ({ status }) as AlertView;
  it('lists closed alerts under Atendidas', () => {
    expect(inTab(alert('CERRADA'), 'ATENDIDA')).toBe(true);
    expect(inTab(alert('ATENDIDA'), 'ATENDIDA')).toBe(true);
    expect(inTab(alert('ABIERTA'), 'ASIGNADA')).toBe(false);
    expect(inTab(alert('ABIERTA'), 'Todos')).toBe(true);
  });
});
