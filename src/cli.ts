#!/usr/bin/env node
import { setMaxListeners } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BaselineError, baselineFromResults, workloadIdentity, writeBaseline } from './baseline/index.js';
import { loadWorkload } from './config/load.js';
import { resolveApiKeys } from './config/secrets.js';
import type { Workload } from './config/types.js';
import { runWorkload, type SequentialHook } from './engine.js';
import { parseShard } from './plan/shard.js';
import { colourEnabled } from './report/colour.js';
import { renderTerminalReport } from './report/terminal.js';
import { MergeError } from './results/merge.js';
import { describeRunSpread, mergeRuns, type MergedRuns } from './results/merge-runs.js';
import type { Results } from './results/types.js';
import { createProgressWriter } from './runner/progress.js';
import { startSimulator } from './sim/server.js';
import { createLogger, stderrSink, type Logger } from './util/logger.js';
import { createRedactor } from './util/redact.js';
import { EXIT_USER_ERROR, UserError } from './util/user-error.js';
import { evaluateRun, planGate, readResultsOf, renderRunReport, renderRunTerminal, sequentialRun } from './compare/flow.js';
import { failedEndpoints, unrecordableCells } from './results/run-health.js';
import { profileListText } from './sim/profile-list.js';
import { MAX_SLOTS } from './sim/overrides.js';
import { PROFILE_NAMES } from './sim/profiles.js';
import { failedEndpointsText, unrecordableText } from './report/run-health-text.js';
import { baselinePathFor, DEFAULT_AA_RUNS, gateExitCode, type FailOn } from './compare/comparand.js';
import { TOOL_VERSION } from './version.js';
import { planSweep, recordSweepBaseline, sweepAndGate } from './sweep/flow.js';
import { deadEndpointsText } from './sweep/dead-endpoints.js';
import {
  HISTORY_GATE_OPTIONS,
  HISTORY_USAGE,
  historyCommand,
  historyForGate,
  runNotes,
  type HistoryGateFlags,
} from './cli/history-command.js';

const USAGE = `streamgate ${TOOL_VERSION}: measure and gate the streaming behaviour of OpenAI-compatible endpoints

usage:
  streamgate gate --workload <file> [--baseline <file>] [--from-results <results.json>] [--aa [runs]]
                  [--fail-on regression|inconclusive|never] [--results-dir <dir>] [--shard i/n] [--seed <n>]
      run the workload (or read a results file) and compare it with the baseline, or with the workload's
      reference endpoint; prints tables and the verdict, writes report.md to the results folder
  streamgate baseline:update --workload <file> [--baseline <file>] [--runs <k>] [--from-results <a.json>[,<b.json>…]]
                             [--allow-errors]
      record the baseline from a fresh run (or from existing results files); with --runs k (each run in
      <results-dir>/run-<i>) or several results files the runs are pooled and each cell's run-to-run
      spread is recorded, which the gate then allows for. A cell with more than 5 % failed requests makes
      no baseline (nothing is written, exit 2) unless --allow-errors
  streamgate sweep --workload <file> [--baseline <file>] [--record] [--levels <a,b,…>] [--fail-on …] [--results-dir <dir>]
                   [--seed <n>]
      raise the load on each endpoint (concurrency levels or Poisson rates, the workload's sweep: section) to find
      the highest load that meets the workload's slo:, with its confidence bracket; compares it with the sweep
      baseline (baselines/<workload>.sweep.json) or the reference endpoint and fails when it dropped by more than
      the margin; --record writes the sweep baseline instead. Writes sweep.json, report.md and sweep.svg
  streamgate demo [--sweep] [--results-dir <dir>]
      start the bundled simulator and run examples/demo.yaml against a clean and a buffered endpoint; with --sweep,
      the capacity sweep of examples/sweep.yaml (a 4-slot reference against a 2-slot candidate, about a minute)
  streamgate sim [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>] [--list]
      run the bundled simulator (profiles by path: /<profile>/v1/chat/completions, /responses, /messages, /completions);
      --list prints every profile with what it does (docs/simulator.md)
${HISTORY_USAGE}

exit codes: 0 ok, 1 regression, 2 usage or configuration error`;

const EXIT_OK = 0;
const EXIT_REGRESSION = 1;
const EXIT_USAGE = EXIT_USER_ERROR;
const EXIT_INTERRUPTED = 130;

/** Wrong arguments: the root prints the usage text after the message. */
class UsageError extends UserError {
  override readonly name = 'UsageError';
  readonly code = 'STREAMGATE_USAGE';
  readonly exitStatus = EXIT_USAGE;
}

interface Flags extends HistoryGateFlags {
  workload?: string;
  baseline?: string;
  'from-results'?: string;
  aa?: boolean;
  'aa-runs'?: string;
  runs?: string;
  'fail-on'?: string;
  'allow-errors'?: boolean;
  'results-dir'?: string;
  shard?: string;
  seed?: string;
  port?: string;
  slots?: string;
  list?: boolean;
  host?: string;
  record?: boolean;
  levels?: string;
  sweep?: boolean;
  verbose?: boolean;
  help?: boolean;
}

/** `--aa [runs]` takes an optional count, which parseArgs cannot express: `--aa 50` and `--aa=50` become `--aa-runs`. */
function withAaRuns(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--aa=')) out.push(`--aa-runs=${arg.slice('--aa='.length)}`);
    else if (arg === '--aa' && i + 1 < args.length && /^\d+$/.test(args[i + 1]!)) out.push('--aa-runs', args[++i]!);
    else out.push(arg);
  }
  return out;
}

function parseFlags(args: string[]): Flags {
  try {
    return parseArgs({
      args: withAaRuns(args),
      options: {
        workload: { type: 'string', short: 'w' },
        baseline: { type: 'string' },
        'from-results': { type: 'string' },
        aa: { type: 'boolean' },
        'aa-runs': { type: 'string' },
        runs: { type: 'string' },
        'fail-on': { type: 'string' },
        'allow-errors': { type: 'boolean' },
        'results-dir': { type: 'string' },
        shard: { type: 'string' },
        seed: { type: 'string' },
        port: { type: 'string' },
        slots: { type: 'string' },
        list: { type: 'boolean' },
        host: { type: 'string' },
        record: { type: 'boolean' },
        levels: { type: 'string' },
        sweep: { type: 'boolean' },
        verbose: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
        ...HISTORY_GATE_OPTIONS,
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'history') return historyCommand(rest, (text) => process.stdout.write(text));
  const flags = parseFlags(rest);
  if (!command || command === 'help' || command === '--help' || command === '-h' || flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return command ? EXIT_OK : EXIT_USAGE;
  }
  switch (command) {
    case 'gate':
      return gateCommand(requireWorkload(flags, 'gate'), flags, process.env);
    case 'baseline:update':
      return baselineUpdate(requireWorkload(flags, 'baseline:update'), flags);
    case 'sweep':
      return sweepCommand(requireWorkload(flags, 'sweep'), flags, process.env);
    case 'demo':
      return demo(flags);
    case 'sim':
      return sim(flags);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function requireWorkload(flags: Flags, command: string): string {
  if (!flags.workload) throw new UsageError(`${command} needs --workload <file>`);
  return flags.workload;
}

interface Loaded {
  workload: Workload;
  apiKeys: Map<string, string | null>;
  logger: Logger;
  redact: (s: string) => string;
}

/** Everything that can be wrong with the input is found here, before any request is sent. */
function load(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv, needKeys: boolean): Loaded {
  const workload = loadWorkload(workloadPath, { env, requireApiKeys: needKeys });
  if (flags.seed !== undefined) workload.run.seed = parseInteger(flags.seed, '--seed');
  const apiKeys = needKeys ? resolveApiKeys(workload, env) : new Map<string, string | null>();
  const redact = createRedactor(apiKeys.values());
  return { workload, apiKeys, redact, logger: createLogger(stderrSink(flags.verbose ?? false), redact) };
}

async function measure(loaded: Loaded, flags: Flags, sequential: SequentialHook | null = null): Promise<Results> {
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
      signal,
      onProgress: (p) => progress.update(p),
      sequential,
    });
    progress.finish();
    logger.info(`results: ${outcome.resultsPath}\nsamples: ${outcome.samplesPath}`);
    return outcome.results;
  });
}

function resultsDir(flags: Flags): string {
  return flags['results-dir'] ?? '.streamgate';
}

async function gateCommand(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const fromResults = flags['from-results'];
  const loaded = load(workloadPath, flags, env, !fromResults);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags['fail-on']);
  const aaRuns =
    flags['aa-runs'] !== undefined ? parseInteger(flags['aa-runs'], '--aa-runs') : flags.aa ? DEFAULT_AA_RUNS : workload.gate.aaRuns;
  // A broken or mismatched baseline is reported before anything is measured.
  const history = await historyForGate(flags, workload);
  const plan = planGate(workload, {
    baseline: flags.baseline ?? null,
    workloadFile: workloadPath,
    aaRuns,
    cwd: process.cwd(),
    history: history?.baseline,
  });

  const sequential = fromResults || flags.shard ? null : sequentialRun(plan, (line) => logger.info(line));
  const results = fromResults ? readResultsOf(fromResults, workload) : await measure(loaded, flags, sequential?.hook ?? null);
  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  const { comparand, outcome } = evaluation;

  process.stdout.write(`\n${workload.name}\n${renderTerminalReport(results)}\n\n`);
  if (!comparand) {
    process.stdout.write(
      `no baseline at ${relative(process.cwd(), plan.baselinePath)}: measured only. Record one with \`npm run baseline:update -- --workload ${workloadPath}\`.\n`,
    );
  }
  if (evaluation.conformanceTerminal) process.stdout.write(`${evaluation.conformanceTerminal}\n\n`);
  process.stdout.write(`${renderRunTerminal(results, evaluation, colourEnabled(process.stdout, process.env))}\n`);
  const notes = runNotes(plan, evaluation, history, results);
  process.stdout.write(notes.terminal);
  const markdown = renderRunReport(workload.name, results, evaluation, { notes: notes.report }) + notes.appendix;
  mkdirSync(resultsDir(flags), { recursive: true });
  const reportPath = join(resultsDir(flags), 'report.md');
  writeFileSync(reportPath, loaded.redact(markdown));
  logger.info(`report: ${reportPath}`);
  if (results.run.partial) return EXIT_INTERRUPTED;
  const failed = failedEndpoints(results);
  if (failed.length > 0) {
    process.stderr.write(`error: ${failedEndpointsText(failed, results.errorExamples ?? [], workload.endpoints)}\n`);
    return EXIT_USAGE;
  }
  return gateExitCode(outcome, failOn) === 1 ? EXIT_REGRESSION : EXIT_OK;
}

async function baselineUpdate(workloadPath: string, flags: Flags): Promise<number> {
  const fromResults =
    flags['from-results']
      ?.split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '') ?? null;
  if (fromResults?.length === 0) throw new UsageError('--from-results needs a results file (several: a.json,b.json)');
  const runs = flags.runs === undefined ? 1 : Number(flags.runs);
  if (flags.runs !== undefined && (flags.runs.trim() === '' || !Number.isInteger(runs) || runs < 1)) {
    throw new UsageError(`--runs must be an integer ≥ 1, got "${flags.runs}"`);
  }
  if (fromResults && runs > 1)
    throw new UsageError(
      '--runs measures the workload again: to pool saved runs, list their results instead (--from-results a.json,b.json)',
    );
  const loaded = load(workloadPath, flags, process.env, fromResults === null);

  const parts: Results[] = [];
  if (fromResults) {
    parts.push(...fromResults.map((file) => readResultsOf(file, loaded.workload)));
  } else if (runs === 1) {
    parts.push(await measure(loaded, flags));
  } else {
    for (let i = 1; i <= runs; i++) {
      loaded.logger.info(`run ${i} of ${runs}`);
      // A folder per run: each keeps its own results.json and samples, so none overwrites another and any can be re-pooled.
      const run = await measure(loaded, { ...flags, 'results-dir': join(resultsDir(flags), `run-${i}`) });
      parts.push(run);
      // Interrupted: the user wants to stop, and the merge below refuses a partial run anyway.
      if (run.run.partial) break;
    }
  }

  let merged: MergedRuns | null = null;
  if (parts.length > 1) {
    try {
      merged = mergeRuns(parts);
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
      throw new BaselineError('unusable-results', null, error.message, {
        hint: 'record the baseline from complete runs of the current workload.',
      });
    }
  }
  const results = merged?.results ?? parts[0]!;
  const unrecordable = unrecordableCells(results);
  if (unrecordable.length > 0 && !flags['allow-errors']) {
    process.stdout.write(`\n${renderTerminalReport(results)}\n\n`);
    process.stderr.write(
      `error: ${unrecordableText(unrecordable, results.errorExamples ?? [], loaded.workload.endpoints, '--allow-errors')}\n`,
    );
    return EXIT_USAGE;
  }
  const baseline = baselineFromResults(results, loaded.workload, merged?.spread);
  const path = flags.baseline ? resolve(flags.baseline) : baselinePathFor(loaded.workload, process.cwd());
  writeBaseline(path, baseline);
  const pooled = merged ? `${describeRunSpread(parts.length, merged.spread)}\n` : '';
  process.stdout.write(
    `\n${renderTerminalReport(results)}\n\n${pooled}baseline written: ${relative(process.cwd(), path)}\ncommit it with the change that it describes.\n`,
  );
  return EXIT_OK;
}

async function sweepCommand(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const loaded = load(workloadPath, flags, env, true);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags['fail-on']);
  const identity = workloadIdentity(workload);
  const levels = flags.levels === undefined ? null : parseLevels(flags.levels, workload.sweep?.load ?? 'concurrency');
  // A broken or mismatched sweep baseline is reported before anything is measured.
  const plan = planSweep(workload, {
    baseline: flags.baseline ? resolve(flags.baseline) : null,
    record: flags.record ?? false,
    levels,
    identity,
    cwd: process.cwd(),
  });
  const outcome = await withInterrupt(logger, (signal) =>
    sweepAndGate(plan, {
      workload,
      apiKeys: loaded.apiKeys,
      resultsDir: resultsDir(flags),
      redact: loaded.redact,
      logger,
      identity,
      signal,
    }),
  );
  process.stdout.write(`\n${outcome.terminal}\n`);
  logger.info(`sweep: ${outcome.sweepPath}\nreport: ${outcome.reportPath}\nchart: ${outcome.chartPath}`);
  if (outcome.sweep.run.partial) return EXIT_INTERRUPTED;
  const dead = deadEndpointsText(outcome.sweep, resultsDir(flags), workload.endpoints);
  if (dead !== null) {
    process.stderr.write(`error: ${dead}\n`);
    return EXIT_USAGE;
  }
  if (plan.record) {
    recordSweepBaseline(plan.baselinePath, outcome.sweep);
    process.stdout.write(
      `sweep baseline written: ${relative(process.cwd(), plan.baselinePath)}\ncommit it with the change that it describes.\n`,
    );
    return EXIT_OK;
  }
  if (plan.comparand.kind === 'none') {
    process.stdout.write(
      `no sweep baseline at ${relative(process.cwd(), plan.baselinePath)}: measured only. Record one with \`streamgate sweep --workload ${workloadPath} --record\`.\n`,
    );
  }
  if (failOn === 'never') return EXIT_OK;
  if (outcome.gate.verdict === 'fail') return EXIT_REGRESSION;
  return outcome.gate.verdict === 'inconclusive' && failOn === 'inconclusive' ? EXIT_REGRESSION : EXIT_OK;
}

/** Runs `work` with SIGINT/SIGTERM cancelling it (what was measured is kept); a second signal exits at once. */
async function withInterrupt<T>(logger: Logger, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
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

/** `--levels 1,2,4,8`: positive numbers, whole streams for concurrency. */
function parseLevels(text: string, load: 'concurrency' | 'rate'): number[] {
  const levels = text.split(',').map((part) => part.trim());
  for (const level of levels) {
    const n = Number(level);
    if (level === '' || !Number.isFinite(n) || n <= 0 || (load === 'concurrency' && !Number.isInteger(n))) {
      throw new UsageError(
        `--levels takes ${load === 'concurrency' ? 'whole numbers of streams' : 'positive rates'} separated by commas, got "${text}"`,
      );
    }
  }
  return levels.map(Number);
}

async function demo(flags: Flags): Promise<number> {
  const sim = await startSimulator({ seed: 7 });
  process.stderr.write(`simulator listening at ${sim.url} (profiles: ${PROFILE_NAMES.join(', ')})\n`);
  try {
    const env = { ...process.env, STREAMGATE_SIM_URL: sim.url };
    if (flags.sweep) {
      const workloadPath = fileURLToPath(new URL('../examples/sweep.yaml', import.meta.url));
      const code = await sweepCommand(
        relative(process.cwd(), workloadPath),
        { ...flags, 'results-dir': flags['results-dir'] ?? '.streamgate/demo-sweep' },
        env,
      );
      process.stdout.write(
        '\nThe sweep finds the 4-slot reference sustaining about 4 streams within the SLO and holds the 2-slot candidate to 3 of them: it breaks there, so a FAIL above is the expected outcome.\n',
      );
      return code === EXIT_INTERRUPTED ? code : EXIT_OK;
    }
    const workloadPath = fileURLToPath(new URL('../examples/demo.yaml', import.meta.url));
    const code = await gateCommand(
      relative(process.cwd(), workloadPath),
      { ...flags, 'results-dir': flags['results-dir'] ?? '.streamgate/demo' },
      env,
    );
    process.stdout.write(
      '\nThe demo gates the buffered endpoint against the clean one (its reference): buffering is a regression the gate must catch, so a FAIL above is the expected outcome.\n',
    );
    return code === EXIT_INTERRUPTED ? code : EXIT_OK;
  } finally {
    await sim.close();
  }
}

async function sim(flags: Flags): Promise<number> {
  if (flags.list) {
    process.stdout.write(`${profileListText()}\n`);
    return EXIT_OK;
  }
  const slots = flags.slots === undefined ? undefined : parseInteger(flags.slots, '--slots');
  if (slots !== undefined && (slots < 0 || slots > MAX_SLOTS))
    throw new UsageError(`--slots must be 0 (one shared cache) to ${MAX_SLOTS}, got ${slots}`);
  const server = await startSimulator({
    port: flags.port ? parseInteger(flags.port, '--port') : 8787,
    host: flags.host ?? '127.0.0.1',
    seed: flags.seed ? parseInteger(flags.seed, '--seed') : 1,
    ...(slots !== undefined ? { slots } : {}),
  });
  process.stdout.write(
    `simulator listening at ${server.url}\nbase URLs: ${server.url}/<profile>/v1, profiles: ${PROFILE_NAMES.join(', ')} (streamgate sim --list says what each does)\n`,
  );
  await new Promise<void>((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
  await server.close();
  return EXIT_OK;
}

function parseInteger(text: string, flag: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n)) throw new UsageError(`${flag} must be an integer, got "${text}"`);
  return n;
}

function parseFailOn(text: string | undefined): FailOn {
  if (text === undefined) return 'regression';
  if (text === 'regression' || text === 'inconclusive' || text === 'never') return text;
  throw new UsageError(`--fail-on must be regression, inconclusive or never, got "${text}"`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // The user's to fix: the message says what and how, a stack would only bury it.
    if (error instanceof UserError) {
      process.stderr.write(`error: ${error.message}\n`);
      if (error instanceof UsageError) process.stderr.write(`\n${USAGE}\n`);
      process.exitCode = error.exitStatus;
      return;
    }
    process.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT_USAGE;
  },
);
