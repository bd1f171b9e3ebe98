import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { raiseAlertBody } from './alerts.ts';
import { decimal, id, integer, MAX_DB_INT, requiredText } from './fields.ts';

const parsed = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'refused';
};

describe('ids and numbers', () => {
  it('reads real integers and plain decimal text', () => {
    expect(parsed(id(), 16)).toBe(16);
    expect(parsed(id(), '16')).toBe(16);
    expect(parsed(id(), MAX_DB_INT)).toBe(MAX_DB_INT);
    expect(parsed(integer(), '-3')).toBe(-3);
    expect(parsed(decimal(), '-99.2013')).toBe(-99.2013);
  });

  it.each([true, '0x10', '1e3', [[1]], '', null, ' 7', '007', '1.5', 0, -1, MAX_DB_INT + 1, '99999999999', Number.NaN])(
    'refuses %j as an id',
    (value) => {
      expect(parsed(id(), value)).toBe('refused');
    },
  );

  it.each(['', null, true, '1e2', '0x1', 'Infinity', [19.4]])('refuses %j as a decimal', (value) => {
    expect(parsed(decimal(), value)).toBe('refused');
  });

  it('refuses empty coordinates instead of reading them as (0, 0)', () => {
    const result = raiseAlertBody.safeParse({ alert_type_id: 1, lat: '', lon: null });
    expect(result.success).toBe(false);
    expect(raiseAlertBody.safeParse({ alert_type_id: true, lat: 19.4, lon: -99.2 }).success).toBe(false);
  });
});

describe('texts', () => {
  it('refuses a name longer than the limit with a Spanish message', () => {
    const result = requiredText('Escriba un título').safeParse('a'.repeat(2_700));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.validation.tooLong(200));
  });
});

describe('required text', () => {
  it('counts a text of only zero-width or format characters as blank, with the field’s message', () => {
    const title = requiredText('Escriba un título.');
    for (const blank of ['\u200b\u200b', '\u2060 \u200d', '\ufeff', '\u200e\u200f']) {
      const result = title.safeParse(blank);
      expect(result.success, JSON.stringify(blank)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Escriba un título.');
    }
    expect(parsed(title, 'Rodada\u200b nocturna')).toBe('Rodada\u200b nocturna');
  });
});
