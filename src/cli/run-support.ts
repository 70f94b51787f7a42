import { setMaxListeners } from 'node:events';
import { isAbsolute, relative, resolve } from 'node:path';
import { workloadIdentity } from '../baseline/index.js';
import { EXIT_INTERRUPTED } from '../decision/index.js';
import { ConfigError, loadWorkload, resolveApiKeys, type Workload } from '../config/index.js';
import { runWorkload, type SequentialHook } from '../engine.js';
import { parseShard } from '../plan/index.js';
import type { Results } from '../results/index.js';
import { createProgressWriter, parseAgreedStart, type AgreedStart } from '../runner/index.js';
import { createLogger, stderrSink, type Logger, createRedactor } from '../util/index.js';
import { OptionError, parseInteger, type Flags } from './args.js';

/** What a command works with once its input has been checked: the workload, the keys and the masking logger. */
export interface Loaded {
  workload: Workload;
  apiKeys: Map<string, string | null>;
  logger: Logger;
  redact: (s: string) => string;
}

/** Everything that can be wrong with the input is found here, before any request is sent. */
export function load(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv, needKeys: boolean): Loaded {
  const workload = loadWorkload(workloadPath, { env, requireApiKeys: needKeys });
  if (flags.seed !== undefined) workload.run.seed = parseInteger(flags.seed, '--seed');
  const apiKeys = needKeys ? resolveApiKeys(workload, env) : new Map<string, string | null>();
  const redact = createRedactor(apiKeys.values());
  return { workload, apiKeys, redact, logger: createLogger(stderrSink(flags.verbose ?? false), redact) };
}

export function resultsDir(flags: Flags): string {
  return flags['results-dir'] ?? '.streamgate';
}

/** A path for a message: relative to the current folder when inside it (`baselines/x.json`), else absolute. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const absolute = resolve(cwd, path);
  const rel = relative(cwd, absolute);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? absolute : rel;
}

/** Measures the workload into the results folder (samples as they arrive), with progress on stderr. */
export async function measure(loaded: Loaded, flags: Flags, sequential: SequentialHook | null = null): Promise<Results> {
  const { workload, apiKeys, redact, logger } = loaded;
  const progress = createProgressWriter(process.stderr);
  return withInterrupt(logger, async (signal) => {
    const outcome = await runWorkload({
      workload,
      apiKeys,
      resultsDir: resultsDir(flags),
      identity: workloadIdentity(workload),
      redact,
      logger,
      shard: flags.shard ? parseShard(flags.shard) : null,
      ...(flags['run-id'] ? { runId: flags['run-id'] } : {}),
      agreedStart: agreedStartOf(flags),
      signal,
      onProgress: (p) => progress.update(p),
      sequential,
    });
    progress.finish();
    logger.info(`results: ${displayPath(outcome.resultsPath)}\nsamples: ${displayPath(outcome.samplesPath)}`);
    return outcome.results;
  });
}

/**
 * `--start-at`: the moment shards agreed to begin measuring together, checked before anything is sent (refused when
 * it passed more than the tolerance ago). Only for a shard, with the run id every shard shares.
 */
export function agreedStartOf(flags: Flags, command = 'gate'): AgreedStart | null {
  const text = flags['start-at'];
  if (text === undefined) return null;
  if (!flags.shard || !flags['run-id'])
    throw new OptionError('--start-at is for shards applying load together: give --shard i/n and the --run-id every shard shares', command);
  try {
    return parseAgreedStart(text, Date.now(), '--start-at');
  } catch (error) {
    if (error instanceof ConfigError) throw new OptionError(`--start-at: ${error.issues.map((i) => i.message).join('; ')}`, command);
    throw error;
  }
}

/** Runs `work` with SIGINT/SIGTERM cancelling it (what was measured is kept); a second signal exits at once. */
export async function withInterrupt<T>(logger: Logger, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  // Every request in flight listens for the cancel: hundreds at a high level are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    logger.warn(`${signal}: stopping; in-flight requests are aborted and what was measured is kept`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await work(controller.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
