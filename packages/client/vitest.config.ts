import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ppd/client',
    include: ['test/**/*.test.ts'],
  },
});
