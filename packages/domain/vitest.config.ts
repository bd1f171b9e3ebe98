import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: '@ppd/domain', include: ['src/**/*.test.ts'] } });
