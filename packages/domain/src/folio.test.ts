import { describe, expect, it } from 'vitest';
import { folio, folioFirst, folioSearched } from './folio.ts';

describe('folios', () => {
  it('reads a whole folio in a search, with or without its prefix', () => {
    expect(folio(12)).toBe('F-12');
    expect(folioSearched('F-12')).toBe(12);
    expect(folioSearched(' f-12 ')).toBe(12);
    expect(folioSearched('12')).toBe(12);
    for (const other of ['', 'F-', 'F-12 robo', 'F12', '1.5', '0', 'F-2147483648']) {
      expect(folioSearched(other)).toBeNull();
    }
  });

  it('puts the searched folio first and leaves the rest to the next key', () => {
    const items = [{ id: 120 }, { id: 12 }, { id: 112 }];
    expect(items.toSorted(folioFirst('F-12')).map((i) => i.id)).toEqual([12, 120, 112]);
    expect(items.toSorted(folioFirst('robo')).map((i) => i.id)).toEqual([120, 12, 112]);
  });
});
