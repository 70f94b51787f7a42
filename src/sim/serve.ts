/**
 * Entry point for running the simulator as its own process (benchmarks, other languages' tests):
 * prints one JSON line `{"url": "...", "pid": ...}` on stdout once listening, and stops cleanly on
 * SIGINT/SIGTERM.
 */
import { parseServeArgs, SERVE_USAGE, ServeUsageError } from './serve-args.js';
import { startSimulator } from './server.js';
import { UserError } from '../util/index.js';

async function main(): Promise<void> {
  const options = parseServeArgs(process.argv.slice(2));
  const sim = await startSimulator(options);
  const stop = (): void => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    // Once the server and its sockets are closed nothing keeps the event loop alive.
    sim.close().catch((error: unknown) => {
      process.stderr.write(`error while stopping: ${(error as Error).message}\n`);
      process.exitCode = 1;
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(`${JSON.stringify({ url: sim.url, pid: process.pid })}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof UserError) {
    process.stderr.write(`error: ${error.message}\n${error instanceof ServeUsageError ? `${SERVE_USAGE}\n` : ''}`);
    process.exitCode = error.exitStatus;
    return;
  }
  process.stderr.write(`error: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
