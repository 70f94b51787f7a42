/**
 * Lets the probe pool start its worker threads from TypeScript source, for code that runs from source: vitest
 * (a setup file in vitest.config.ts), benchmarks and test fixtures started under tsx (import this module first).
 * The bundle runs dist/probe-worker.js and never loads this.
 */
import { setSourceWorkerBootstrap } from '../../src/runner/probe-pool.js';

const tsxApi = import.meta.resolve('tsx/esm/api');

/**
 * Node 20 applies neither `--import tsx` in a worker's execArgv nor tsx's loader run inside a worker to the
 * worker's own imports, so the worker registers tsx's hooks through its API and then imports the source.
 */
export function sourceWorkerScript(entry: URL): string {
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

setSourceWorkerBootstrap(sourceWorkerScript);
