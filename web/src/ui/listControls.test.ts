import { describe, expect, it } from 'vitest';
import { applyListControls, truncate } from './listControls.ts';

interface Person {
  name: string;
  active: boolean;
  created?: number;
}

const people: Person[] = [
  { name: 'Óscar Núñez', active: true, created: 2 },
  { name: 'ana López', active: false, created: 3 },
  { name: 'Beatriz Ávila', active: true },
];

const names = (list: Person[]) => list.map((p) => p.name);

describe('applyListControls', () => {
  it('searches without regard to case or accents', () => {
    expect(names(applyListControls(people, { query: 'oscar nu', searchText: (p) => p.name }))).toEqual(['Óscar Núñez']);
    expect(names(applyListControls(people, { query: 'AVILA', searchText: (p) => p.name }))).toEqual(['Beatriz Ávila']);
  });

  it('filters and sorts by name in Spanish order, ascending or descending', () => {
    const active = (p: Person) => p.active;
    expect(names(applyListControls(people, { sortKey: (p) => p.name }))).toEqual([
      'ana López',
      'Beatriz Ávila',
      'Óscar Núñez',
    ]);
    expect(names(applyListControls(people, { filter: active, sortKey: (p) => p.name, direction: 'desc' }))).toEqual([
      'Óscar Núñez',
      'Beatriz Ávila',
    ]);
  });

  it('keeps items without a sort key last in both directions', () => {
    expect(names(applyListControls(people, { sortKey: (p) => p.created, direction: 'desc' }))).toEqual([
      'ana López',
      'Óscar Núñez',
      'Beatriz Ávila',
    ]);
    expect(names(applyListControls(people, { sortKey: (p) => p.created }))).toEqual([
      'Óscar Núñez',
      'ana López',
      'Beatriz Ávila',
    ]);
  });

  it('does not modify the given list', () => {
    const copy = [...people];
    applyListControls(people, { sortKey: (p) => p.name });
    expect(people).toEqual(copy);
  });
});

describe('truncate', () => {
  it('cuts at 30 characters with an ellipsis', () => {
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
    expect(truncate('corto')).toBe('corto');
  });
});
