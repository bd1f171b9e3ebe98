import { describe, expect, it } from 'vitest';
import { distanceLabel, responderState } from './rules.ts';

describe("a responder's state on the map", () => {
  const now = Date.parse('2026-11-27T15:00:00Z');
  it('is free or busy while its fix is at most 30 min old, then stale (greyed) whatever its alert', () => {
    expect(responderState({ busy: false, fixed_at: '2026-11-27T14:31:00Z' }, now)).toBe('free');
    expect(responderState({ busy: true, fixed_at: '2026-11-27T14:31:00Z' }, now)).toBe('busy');
    expect(responderState({ busy: true, fixed_at: '2026-11-27T14:29:00Z' }, now)).toBe('stale');
  });
});

describe('a distance as the assign dialog shows it', () => {
  it('reads in metres under a kilometre, then in km with one decimal under ten', () => {
    expect(distanceLabel(222.4)).toBe('222 m');
    expect(distanceLabel(3_349)).toBe('3.3 km');
    expect(distanceLabel(12_600)).toBe('13 km');
  });
});
