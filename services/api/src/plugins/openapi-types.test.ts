import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RouteContract } from '@ppd/domain';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { namedContracts } from './openapi.ts';
import { openapiPath } from './openapi-testing.ts';

/**
 * A client generated from the document (openapi-typescript) reads, for every route of the contracts, the reply
 * type the contract promises (`ReplyOf`), checked by the compiler: the document and the contracts cannot drift.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const dir = path.join(root, 'services/api/node_modules/.cache/openapi-types');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The route's success status and whether its reply is JSON (not a file, not empty). */
function jsonReply(route: RouteContract): number | null {
  const status = Math.min(...Object.keys(route.responses).map(Number));
  const schema = route.responses[status as keyof RouteContract['responses']];
  if (!schema || status === 204) return null;
  return z.globalRegistry.get(schema)?.format === 'binary' ? null : status;
}

function checkFile(routes: ReturnType<typeof namedContracts>) {
  const groups = [...new Set(routes.map((r) => r.group))];
  const lines = routes.map(({ group, name, route }) => {
    const json = `paths['${openapiPath(route.path)}']['${route.method.toLowerCase()}']['responses'][${jsonReply(route)}]['content']['application/json']`;
    const reply = `ReplyOf<(typeof ${group})['${name}']>`;
    // Each way assignable: the compiler's error then names the field that differs.
    return `export const ${group}_${name} = (doc: ${json}, contract: ${reply}): [${reply}, ${json}] => [doc, contract];`;
  });
  return [
    `import type { ReplyOf, ${groups.join(', ')} } from '@ppd/domain';`,
    "import type { paths } from './openapi.ts';",
    ...lines,
  ].join('\n');
}

it("the client generated from the document reads every contract's reply type", async () => {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const routes = namedContracts().filter(({ route }) => jsonReply(route) !== null);
  expect(routes.map((r) => `${r.group}.${r.name}`)).toContain('alertRoutes.raise');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(document)));
  const check = checkFile(routes);
  writeFileSync(path.join(dir, 'check.ts'), check);
  const config = { extends: path.join(root, 'tsconfig.json'), files: ['check.ts'] };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  const out = await promisify(execFile)(tsc, ['-p', dir]).then(
    () => '',
    (err: { stdout: string }) => err.stdout,
  );
  // An error on a route's line names the route (`alertRoutes_raise`), with the compiler's words.
  const lines = check.split('\n');
  const drifted = out
    .split('\n')
    .filter(Boolean)
    .map((error) => {
      const line = /check\.ts\((\d+),/.exec(error)?.[1];
      return line ? `${/export const (\w+)/.exec(lines[Number(line) - 1] ?? '')?.[1]}: ${error}` : error;
    });
  expect(drifted).toEqual([]);
}, 60_000);
