import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../test/app.ts';
import { loadConfig } from './config.ts';
import { claimsFor } from './plugins/auth.ts';

const ENV_SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/env.sh');
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The JWT_SECRET the one-command start gives the API for a data folder. */
function startSecret(dataDir: string): string {
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir };
  return execFileSync('bash', ['-c', `source "${ENV_SCRIPT}" && printf %s "$JWT_SECRET"`], { env }).toString();
}

function tokenSignedWith(secret: string, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('the signing secret on a default start', () => {
  it('is required: the API will not start without one, nor with a short one', () => {
    const { JWT_SECRET: _, ...rest } = process.env;
    expect(() => loadConfig(rest)).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...rest, JWT_SECRET: 'dev-only-secret-change-me' })).toThrow(/32/);
  });

  it('is generated once per data folder, random, kept private and reused on the next start', () => {
    const [a, b] = [mkdtempSync(path.join(tmpdir(), 'ppd-secret-')), mkdtempSync(path.join(tmpdir(), 'ppd-secret-'))];
    dataDirs.push(a, b);
    const first = startSecret(a);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(startSecret(a)).toBe(first);
    expect(startSecret(b)).not.toBe(first);
    expect(statSync(path.join(a, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('refuses an admin token forged with the old development secret on a start with the generated one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ppd-secret-'));
    dataDirs.push(dir);
    const t = await createTestApp({ JWT_SECRET: startSecret(dir) });
    try {
      const admin = await createUser(t.db, { is_admin: true });
      const claims = { ...claimsFor(admin), exp: Math.floor(Date.now() / 1000) + 3600 };
      const forged = tokenSignedWith('dev-only-secret-change-me', claims);
      const res = await t.app.inject({ url: '/monitors', headers: { 'x-access-token': forged } });
      expect(res.statusCode).toBe(401);
      const genuine = t.app.jwt.sign(claimsFor(admin));
      expect((await t.app.inject({ url: '/monitors', headers: { 'x-access-token': genuine } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the public address', () => {
  it('is kept without a trailing slash, so e-mailed links have no double slash', () => {
    const env = { ...process.env, PUBLIC_URL: 'https://monitoreo.ppd.mx/' };
    expect(loadConfig(env).publicUrl).toBe('https://monitoreo.ppd.mx');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://monitoreo.ppd.mx/panel//' }).publicUrl).toBe(
      'https://monitoreo.ppd.mx/panel',
    );
  });
});
