import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ppd/worker',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
