import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's logic (guard, api helper, forms, lists); no browser needed. */
export default defineConfig({
  test: {
    name: '@ppd/web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
