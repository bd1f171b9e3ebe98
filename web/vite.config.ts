import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The config is bundled apart from the app: a workspace package's TypeScript is reached by its path.
import { API_PREFIXES } from '../packages/domain/src/constants.ts';
import { earlyScript } from './vite/earlyScript.ts';
import { productionAssets } from './vite/productionAssets.ts';

const api = process.env.PPD_API_URL ?? 'http://127.0.0.1:3000';
const proxied = API_PREFIXES.map((prefix) => `/${prefix}`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    earlyScript('early', '/src/features/explorer/ExplorerPage.tsx'),
    productionAssets({ mapsDir: fileURLToPath(new URL('./sourcemaps', import.meta.url)) }),
  ],
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: api, changeOrigin: false }])),
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for error tools, named by no file, and moved out of dist/ (vite/productionAssets.ts).
    sourcemap: 'hidden',
    // The entry stays under 500 kB; deck.gl and the drawing kit (editable-layers + turf) are chunks of their own,
    // loaded with the first map screen, and cannot be cut smaller.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
    },
  },
});
