import type { ResponderView } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { applyMoved, readResponders, withState } from './responderState.ts';

const at = (id: number, second: number, lat = 19.4): ResponderView => ({
  id,
  name: 'Ana',
  last_name: 'Prueba',
  lat,
  lon: -99.2,
  accuracy: 5,
  fixed_at: `2026-11-27T15:00:${String(second).padStart(2, '0')}.000Z`,
  busy: false,
});

describe("the board's responders", () => {
  it('keep the later fix whether the read or the push arrives last', () => {
    const pushed = applyMoved(new Map(), [at(1, 30, 19.5)]);
    const read = readResponders([at(1, 10, 19.1), at(2, 10)], pushed);
    expect(read.get(1)!.lat).toBe(19.5);
    expect(applyMoved(read, [at(1, 20, 19.2)]).get(1)!.lat).toBe(19.5);
    expect(applyMoved(read, [at(1, 40, 19.6)]).get(1)!.lat).toBe(19.6);
  });

  it('drop an authority the read no longer lists (deactivated)', () => {
    expect([...readResponders([at(2, 10)], new Map([[1, at(1, 10)]])).keys()]).toEqual([2]);
  });

  it('turn busy on an assignment and free on an attention, before the next fix', () => {
    const held = new Map([[1, at(1, 10)]]);
    expect(withState(held, 1, true).get(1)!.busy).toBe(true);
    expect(withState(held, 7, true)).toBe(held);
  });
});
