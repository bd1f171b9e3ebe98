import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://app.monitoreo.mx' });
});
afterAll(() => t.close());

describe('security headers and CORS', () => {
  it('sends the security headers on every answer, refusals included', async () => {
    for (const url of ['/health', '/api/alerts/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers a preflight from a configured origin with what it allows', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/app/alerts',
      headers: {
        origin: 'https://app.monitoreo.mx',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-access-token, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.monitoreo.mx');
    expect(res.headers['access-control-allow-headers']).toContain('x-access-token');
  });

  it('answers a preflight from any other origin without allowing it, so the browser blocks the call', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/app/alerts',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
