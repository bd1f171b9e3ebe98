import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides a token in the query, wherever it is, and keeps the rest', () => {
    expect(redactUrl('/media/records/7/a.jpg?token=eyJ.abc.def')).toBe('/media/records/7/a.jpg?token=[redacted]');
    expect(redactUrl('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/x?mytoken=1')).toBe('/x?mytoken=1');
  });
});
