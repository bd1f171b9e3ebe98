import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['packages/*', 'services/*', 'web', 'web/vitest.e2e.config.ts'] },
});
