import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium drives the built web app served by the real API (a fresh database per
 * file). Needs PostgreSQL, Redis and the SMTP catcher: run through scripts/test.sh or with-services.sh.
 * Each file has its own database, Redis, API port and browser (e2e/harness.ts), so two run side by side; a group of
 * their own, since the other projects' worker count follows the machine's cores.
 */
export default defineConfig({
  test: {
    name: '@ppd/web-e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
