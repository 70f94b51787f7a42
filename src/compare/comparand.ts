import {
  jobCells,
  withServerCacheHits,
  aaFalseFailureRate,
  resolveRules,
  type AaReport,
  type CellData,
  type GateOutcome,
  type GateRules,
  type SpeculativeAcceptance,
  type DriftPriors,
} from '../gate/index.js';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { baselineCells, readBaseline, workloadIdentity } from '../baseline/index.js';
import { ConfigError, type Workload } from '../config/index.js';
import type { ConformanceData } from '../conformance/index.js';
import type { RecordedOutput } from '../quality/index.js';
import type { Results } from '../results/index.js';
import { exitCodeFor, gateVerdictOf, type FailOn } from '../decision/index.js';

/** A/A half-splits when asked for without a number (`--aa`, `mode: aa` without `gate.aaRuns`). */
export const DEFAULT_AA_RUNS = 200;

/** What a run is compared with: a committed baseline file or a reference endpoint measured in the same run. */
export interface Comparand {
  kind: 'baseline' | 'reference';
  label: string;
  /** Comparison-side cells, keyed like the candidate cells they are compared with. */
  baseline: CellData[];
  candidate: CellData[];
  /** Candidate endpoints serving another model than the reference: their prompt-token counts are not compared. */
  differentModel?: string[];
}

/** The workload's gate rules, or a ConfigError naming the `gate` section (before any request is sent). */
export function resolveGateRules(workload: Workload): GateRules {
  try {
    return resolveRules(workload.gate.overrides);
  } catch (error) {
    throw new ConfigError([
      { file: workload.source, path: 'gate', line: null, message: error instanceof Error ? error.message : String(error) },
    ]);
  }
}

/**
 * The folder a workload's default baselines live under: the root of the git repository that holds the workload file
 * (the nearest folder above it with a `.git`), so `baselines/<name>.json` is the same file whether the command runs
 * from the root, a subfolder or the action's workspace; a workload outside any repository keeps them beside itself.
 * A workload read from text (no file) uses `cwd`.
 */
export function baselineRoot(workload: Workload, cwd: string): string {
  if (!workload.source) return cwd;
  const start = dirname(resolve(cwd, workload.source));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/** `gate.baseline` relative to the workload file, else `baselines/<workload name>.json` under `baselineRoot`. */
export function baselinePathFor(workload: Workload, cwd: string): string {
  if (workload.gate.baseline !== null) {
    return workload.source ? resolve(dirname(workload.source), workload.gate.baseline) : resolve(cwd, workload.gate.baseline);
  }
  return join(baselineRoot(workload, cwd), 'baselines', `${workload.name.replace(/[^A-Za-z0-9._-]+/g, '-')}.json`);
}

export function referenceEndpoint(workload: Workload): string | null {
  return workload.endpoints.find((e) => e.reference)?.name ?? null;
}

/**
 * The reference endpoint's cells, re-keyed to every other endpoint, against those endpoints' cells: the candidate is
 * gated against a live reference exactly as against a baseline.
 */
export function referenceComparand(results: Results, reference: string): Comparand {
  const cells = gatedCells(results);
  const refCells = cells.filter((c) => c.endpoint === reference);
  const others = results.endpoints.filter((e) => e.name !== reference).map((e) => e.name);
  const model = results.endpoints.find((e) => e.name === reference)?.model;
  const differentModel = results.endpoints.filter((e) => e.name !== reference && e.model !== model).map((e) => e.name);
  return {
    kind: 'reference',
    label: `reference endpoint ${reference}`,
    baseline: others.flatMap((name) => refCells.map((c) => ({ ...c, endpoint: name }))),
    candidate: cells.filter((c) => c.endpoint !== reference),
    ...(differentModel.length > 0 ? { differentModel } : {}),
  };
}

export interface LoadedBaseline {
  label: string;
  cells: CellData[];
  /** Probe verdicts and assertion tallies recorded with the baseline (older baselines have none). */
  conformance: ConformanceData | null;
  /** The recorded answers of the scenarios with `quality:` (older baselines and histories have none). */
  outputs?: RecordedOutput[];
  /** Each endpoint's speculative decoding as recorded (docs/telemetry.md); absent when the side kept none. */
  speculative?: SpeculativeAcceptance[];
  /** Set when the side is pooled from the run history: the runs pooled. */
  history?: { runs: number };
}

/**
 * Reads and checks the baseline (fingerprint included), before anything is measured. `required`: a missing file is
 * an error (an explicit path); otherwise a missing default baseline means "measure only" and returns null.
 */
export function loadBaseline(
  workload: Workload,
  path: string,
  required: boolean,
  workloadFile: string | null,
  recordCommand: string | null = null,
  driftPrior: DriftPriors | null = null,
): LoadedBaseline | null {
  if (!required && !existsSync(path)) return null;
  const baseline = readBaseline(path, { ...workloadIdentity(workload), workloadFile, recordCommand });
  // A baseline of one run cannot show how far runs wander: the gate assumes `gate.assumedDrift`, and says so.
  const measured = baseline.cells.some((c) => c.spread && c.spread.runs >= 2);
  const rules = resolveRules(workload.gate.overrides);
  const fromStore = (['ttftMs', 'tokensPerSecond'] as const).find((m) => driftPrior?.[m] !== undefined);
  const drift = fromStore
    ? `taken from the history store's other runs (${fromStore === 'ttftMs' ? 'TTFT' : 'tok/s'} ±${Math.round(driftPrior![fromStore]!.logSd * 1000) / 10} %)`
    : `assumed at ${Math.round(rules.assumedDrift * 100)} %`;
  const assumption = measured
    ? ''
    : `; one run: drift between runs ${drift}, not measured (record it from 3 runs, or gate against the history)`;
  return {
    label: `baseline recorded ${baseline.provenance.recordedAt.slice(0, 10)} (run ${baseline.provenance.runId}${assumption})`,
    // The loops' jobs as job cells, gated on the job latency (src/gate/evaluate/jobs.ts).
    cells: [...baselineCells(baseline), ...jobCells(baseline.loops)],
    conformance: baseline.conformance ?? null,
    ...(baseline.outputs ? { outputs: baseline.outputs } : {}),
    ...(baseline.speculative ? { speculative: baseline.speculative } : {}),
  };
}

export function baselineComparand(results: Results, baseline: LoadedBaseline): Comparand {
  // A side that keeps no loops (a history: its entries hold cells) has no jobs to compare the run's with.
  const jobs = baseline.cells.some((c) => c.job);
  return {
    kind: 'baseline',
    label: baseline.label,
    baseline: baseline.cells,
    candidate: gatedCells(results).filter((c) => jobs || !c.job),
  };
}

/**
 * The run's cells as the gate reads them: with the servers' prefix-cache counters where the usage said nothing, and
 * each agent loop's jobs as a job cell.
 */
function gatedCells(results: Results): CellData[] {
  return [...withServerCacheHits(results.cells, results.telemetry), ...jobCells(results.loops)];
}

/** A/A calibration on the run's own data: random halves, gated against each other. */
export function aaCalibration(results: Results, rules: GateRules, runs: number): AaReport {
  return aaFalseFailureRate(results.cells, rules, { runs, seed: rules.seed });
}

export type { FailOn } from '../decision/index.js';

/** Exit status of a gated run: 1 when the verdict crosses the `failOn` line (the rule itself: `exitCodeFor`). */
export function gateExitCode(outcome: GateOutcome | null, failOn: FailOn): 0 | 1 {
  return exitCodeFor(gateVerdictOf(outcome), failOn) === 1 ? 1 : 0;
}
