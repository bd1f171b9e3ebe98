import type { ClaimState } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { applyClaim, readClaims } from './claimState.ts';

const ana = { id: 1, name: 'Ana', last_name: 'Ruiz' };
const beto = { id: 2, name: 'Beto', last_name: 'Lara' };
const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 10, 0, second)).toISOString();
const claim = (id: number, holder: ClaimState['holder'], second: number): ClaimState => ({
  kind: 'alert',
  id,
  holder,
  at: at(second),
});

describe('a board’s claims', () => {
  it('keep the newer of two copies: a late push of an older claim does not bring it back', () => {
    const released = applyClaim(new Map(), claim(7, null, 5));
    expect(applyClaim(released, claim(7, ana, 3)).get(7)?.holder).toBeNull();
    expect(applyClaim(released, claim(7, beto, 6)).get(7)?.holder).toEqual(beto);
  });

  it('after a reconnection, show the read’s claims and drop those released while away', () => {
    const before = applyClaim(new Map(), claim(7, ana, 1));
    const read = readClaims([claim(8, beto, 4)], []);
    expect(read.has(7)).toBe(false);
    expect(read.get(8)?.holder).toEqual(beto);
    expect(before.get(7)?.holder).toEqual(ana);
  });

  it('apply the pushes that crossed the read when they are newer than what it saw', () => {
    const read = readClaims([claim(8, beto, 4)], [claim(8, null, 6), claim(9, ana, 2)]);
    expect(read.get(8)?.holder).toBeNull();
    expect(read.get(9)?.holder).toEqual(ana);
    expect(readClaims([claim(8, beto, 4)], [claim(8, ana, 3)]).get(8)?.holder).toEqual(beto);
  });
});
