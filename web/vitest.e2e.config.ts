import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium drives the built web app served by the real API (a fresh database per
 * file). Needs PostgreSQL, Redis and the SMTP catcher: run through scripts/test.sh or with-services.sh.
 */
export default defineConfig({
  test: {
    name: '@ppd/web-e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
