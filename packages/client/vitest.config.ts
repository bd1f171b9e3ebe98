import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ppd/client',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
