import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_ALIAS_PREFIX, API_PREFIXES } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** A built web app as web/vite/productionAssets.ts leaves it, plus a stray source map. */
const dist = mkdtempSync(path.join(tmpdir(), 'ppd-web-dist-'));
const page = `<!doctype html><html lang="es"><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify('monitoreo '.repeat(500))});`;
function write(name: string, content: string) {
  const file = path.join(dist, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
write('index.html', page);
write('assets/index-Ab12Cd34.js', script);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/secreto.ts"]}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app as served in production', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps the named assets a year and asks again for the page', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const screen = await t.app.inject({ url: '/registros', headers: { 'accept-encoding': 'br' } });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-encoding']).toBe('br');
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(screen.rawPayload).toString()).toBe(page);
  });

  it('never serves a source map, nor the app page for a missing file', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.br', '/assets/nada-123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secreto');
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('answers an unknown path under any API prefix with the JSON 404, a screen with the page', async () => {
    for (const prefix of API_PREFIXES) {
      // The alias stands before another prefix's path (/apidev/api/...).
      const res = await t.app.inject({ url: `/${prefix}${`/${prefix}` === API_ALIAS_PREFIX ? '/api' : ''}/no-existe` });
      expect(res.statusCode, prefix).toBe(404);
      expect(res.headers['content-type'], prefix).toMatch(/json/);
    }
    expect((await t.app.inject({ url: '/monitores' })).body).toBe(page);
  });
});

describe('the paths in front of the API', () => {
  const servedUnder = (url: string) => url.split('/')[1];

  it('every route the API serves is under one of the prefixes the proxies forward', () => {
    const outside = t.app.routeTable.map((r) => r.url).filter((url) => url !== '/*');
    expect(outside.filter((url) => !(API_PREFIXES as readonly string[]).includes(servedUnder(url)!))).toEqual([]);
  });

  it('the production proxy (deploy/nginx.conf) forwards every API prefix', () => {
    const conf = readFileSync(new URL('../../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const forwarded = /location ~ \^\/\(([a-z0-9.|]+)\)\(\/\|\$\)/.exec(conf)?.[1]?.split('|');
    expect(forwarded?.toSorted()).toEqual([...API_PREFIXES].sort());
  });
});
