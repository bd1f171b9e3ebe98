import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ppd/db',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
