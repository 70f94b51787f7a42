import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Timing-sensitive probe tests share two cores; keep files from starving each other.
    maxWorkers: 2,
  },
});
