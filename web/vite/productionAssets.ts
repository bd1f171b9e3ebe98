import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; smaller than MIN_BYTES they are sent as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * What a production build serves, made once at build time: a brotli (`.br`, quality 11) and a gzip (`.gz`) copy
 * beside every text file of 1 kB or more, which the API (`@fastify/static` preCompressed) and nginx (`gzip_static`)
 * pick by the request's Accept-Encoding; and the source maps (built `hidden`: no file names them) moved out of the
 * served folder into `mapsDir`, for the error tools that need them, never onto the public path.
 */
export function productionAssets({ mapsDir }: { mapsDir: string }): Plugin {
  let outDir = '';
  return {
    name: 'ppd-production-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      rmSync(mapsDir, { recursive: true, force: true });
      const work: Promise<void>[] = [];
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(mapsDir, path.relative(outDir, file));
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(file, target);
        } else if (COMPRESSIBLE.test(file)) {
          work.push(compressBeside(file));
        }
      }
      await Promise.all(work);
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  const [br, gz] = await Promise.all([brotli(data, { params }), gzipped(data, { level: 9 })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
