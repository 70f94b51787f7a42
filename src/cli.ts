#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError } from './config/errors.js';
import { loadWorkload } from './config/load.js';
import { resolveApiKeys } from './config/secrets.js';
import { runWorkload } from './engine.js';
import { parseShard } from './plan/shard.js';
import { renderTerminalReport } from './report/terminal.js';
import { createProgressWriter } from './runner/progress.js';
import { startSimulator } from './sim/server.js';
import { createLogger, stderrSink } from './util/logger.js';
import { createRedactor } from './util/redact.js';
import { TOOL_VERSION } from './version.js';

const USAGE = `streamgate ${TOOL_VERSION}: measure and gate the streaming behaviour of OpenAI-compatible endpoints

usage:
  streamgate gate --workload <file> [--results-dir <dir>] [--shard i/n] [--seed <n>] [--verbose]
      run a workload and print per endpoint × scenario × cache-state tables
  streamgate demo [--results-dir <dir>]
      start the bundled simulator and run examples/demo.yaml against a clean and a buffered endpoint
  streamgate sim [--port <n>] [--host <addr>] [--seed <n>]
      run the bundled OpenAI-compatible simulator (profiles by path: /<profile>/v1/chat/completions)

exit codes: 0 ok, 1 regression, 2 usage or configuration error`;

export const EXIT_OK = 0;
export const EXIT_USAGE = 2;

function parseFlags(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        workload: { type: 'string', short: 'w' },
        'results-dir': { type: 'string' },
        shard: { type: 'string' },
        seed: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        verbose: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseFlags(rest);
  if (!command || command === 'help' || command === '--help' || command === '-h' || values.help) {
    process.stdout.write(`${USAGE}\n`);
    return command ? EXIT_OK : EXIT_USAGE;
  }
  switch (command) {
    case 'gate': {
      if (!values.workload) throw new UsageError('gate needs --workload <file>');
      return measure(values.workload, values);
    }
    case 'demo':
      return demo(values);
    case 'sim':
      return sim(values);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

interface CommonFlags {
  'results-dir'?: string;
  shard?: string;
  seed?: string;
  verbose?: boolean;
}

async function measure(workloadPath: string, flags: CommonFlags, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const workload = loadWorkload(workloadPath, { env });
  if (flags.seed !== undefined) workload.run.seed = parseInteger(flags.seed, '--seed');
  const apiKeys = resolveApiKeys(workload, env);
  const redact = createRedactor(apiKeys.values());
  const logger = createLogger(stderrSink(flags.verbose ?? false), redact);
  const progress = createProgressWriter(process.stderr);
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(130);
    logger.warn(`${signal}: stopping; in-flight requests are aborted and what was measured is kept`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const outcome = await runWorkload({
      workload,
      apiKeys,
      resultsDir: flags['results-dir'] ?? '.streamgate',
      redact,
      logger,
      shard: flags.shard ? parseShard(flags.shard) : null,
      signal: controller.signal,
      onProgress: (p) => progress.update(p),
    });
    progress.finish();
    process.stdout.write(`\n${workload.name}\n${renderTerminalReport(outcome.results)}\n\n`);
    logger.info(`results: ${outcome.resultsPath}\nsamples: ${outcome.samplesPath}`);
    return outcome.results.run.partial ? 130 : EXIT_OK;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function demo(flags: CommonFlags): Promise<number> {
  const sim = await startSimulator({ seed: 7 });
  process.stderr.write(`simulator listening at ${sim.url} (profiles: clean, buffered, …)\n`);
  try {
    const workloadPath = fileURLToPath(new URL('../examples/demo.yaml', import.meta.url));
    return await measure(workloadPath, { ...flags, 'results-dir': flags['results-dir'] ?? '.streamgate/demo' }, {
      ...process.env,
      STREAMGATE_SIM_URL: sim.url,
    });
  } finally {
    await sim.close();
  }
}

async function sim(flags: { port?: string; host?: string; seed?: string }): Promise<number> {
  const server = await startSimulator({
    port: flags.port ? parseInteger(flags.port, '--port') : 8787,
    host: flags.host ?? '127.0.0.1',
    seed: flags.seed ? parseInteger(flags.seed, '--seed') : 1,
  });
  process.stdout.write(`simulator listening at ${server.url}\nbase URLs: ${server.url}/<profile>/v1 (clean, buffered, coalesced, stalls, fast, slow, reasoning, gateway, flaky)\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await server.close();
  return EXIT_OK;
}

class UsageError extends Error {}

function parseInteger(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n)) throw new UsageError(`${flag} must be an integer, got "${text}"`);
  return n;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      if (error instanceof UsageError) process.stderr.write(`\n${USAGE}\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    process.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
