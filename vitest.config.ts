import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests import the .ts sources: let the probe pool start its worker threads from them too.
    setupFiles: ['test/helpers/source-worker.ts'],
    // No global setup: the files that run nginx, tinyproxy, openssl or chromium install what is missing themselves,
    // in their first beforeAll (requireSystemTools, test/setup/system-tools.ts); the other files install nothing.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Timing-sensitive probe tests share two cores; keep files from starving each other.
    maxWorkers: 2,
  },
});
