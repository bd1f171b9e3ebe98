import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ppd/api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
