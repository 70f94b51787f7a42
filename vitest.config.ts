import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests import the .ts sources: let the probe pool start its worker threads from them too.
    setupFiles: ['test/helpers/source-worker.ts'],
    // nginx, tinyproxy, openssl and chromium: installed before any test when missing (test/setup/system-tools.ts).
    globalSetup: ['test/setup/system-tools.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Timing-sensitive probe tests share two cores; keep files from starving each other.
    maxWorkers: 2,
  },
});
