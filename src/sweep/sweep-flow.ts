import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeWorkloadDifference, sloDigest, type WorkloadIdentity } from '../baseline/index.js';
import { type FingerprintParts, runLooks, ConfigError, normalizeSweep, type SweepSpec, type Workload } from '../config/index.js';
import { baselinePathFor, referenceEndpoint, resolveGateRules } from '../compare/index.js';
import type { GateRules } from '../gate/index.js';
import { renderSweepMarkdown, renderSweepSvg, renderSweepTerminal } from '../report/index.js';
import { parseSweep, type SweepGate, type SweepLevel, type SweepResults } from '../results/index.js';
import type { Logger, Redactor } from '../util/index.js';
import { gateSweep, requiredLevels, type SweepComparand } from './gate-sweep.js';
import { runSweep } from './run-sweep.js';

/** Everything decided before a sweep sends a request: its settings, the rules' budget and what it is compared with. */
export interface SweepPlan {
  spec: SweepSpec;
  rules: GateRules;
  baselinePath: string;
  comparand: SweepComparand;
  baseline: SweepResults | null;
  record: boolean;
}

export interface SweepPlanOptions {
  /** `--baseline`: the sweep baseline's path; null for the default next to the workload's baseline. */
  baseline: string | null;
  /** Record the sweep as the baseline instead of gating it. */
  record: boolean;
  /** `--levels`: levels replacing the workload's `sweep.levels`. */
  levels: number[] | null;
  identity: WorkloadIdentity | null;
  cwd: string;
}

/** `baselines/<workload>.sweep.json`: beside the workload's baseline, same stem. */
export function sweepBaselinePathFor(workload: Workload, cwd: string): string {
  return baselinePathFor(workload, cwd).replace(/(\.json)?$/, '.sweep.json');
}

/**
 * The sweep's settings and comparison side; a broken or mismatched sweep baseline is a ConfigError here, before any
 * request. The reference endpoint, when the workload has one, is the comparison side; else the sweep baseline if it
 * exists; recording compares with nothing.
 */
export function planSweep(workload: Workload, options: SweepPlanOptions): SweepPlan {
  const base = workload.sweep ?? normalizeSweep(undefined, { requests: workload.run.requests, looks: runLooks(workload.run) });
  const spec: SweepSpec = options.levels ? { ...base, levels: [...options.levels].sort((a, b) => a - b) } : base;
  const rules = resolveGateRules(workload);
  const baselinePath = options.baseline ?? sweepBaselinePathFor(workload, options.cwd);
  const reference = referenceEndpoint(workload);
  if (options.record) return { spec, rules, baselinePath, comparand: { kind: 'none' }, baseline: null, record: true };
  if (reference) return { spec, rules, baselinePath, comparand: { kind: 'reference', reference }, baseline: null, record: false };
  if (!existsSync(baselinePath)) return { spec, rules, baselinePath, comparand: { kind: 'none' }, baseline: null, record: false };
  const baseline = readSweep(baselinePath);
  const mismatch = baselineMismatch(baseline, spec, workload, options.identity);
  if (mismatch) {
    throw new ConfigError([
      {
        file: baselinePath,
        path: '',
        line: null,
        message: `${mismatch}; record the sweep baseline again: streamgate sweep --workload ${workload.source ?? '<file>'} --record`,
      },
    ]);
  }
  return { spec, rules, baselinePath, comparand: { kind: 'baseline', baseline }, baseline, record: false };
}

/**
 * Why a sweep baseline cannot hold this sweep, or null: another kind of load, no SLO or another SLO, or other requests.
 * Requests are compared by the fingerprint's parts: the scenarios, each endpoint both name, and the run settings but
 * the load (which the sweep sets). An endpoint only one of them has is no mismatch: the gate compares those by name.
 */
function baselineMismatch(baseline: SweepResults, spec: SweepSpec, workload: Workload, identity: WorkloadIdentity | null): string | null {
  if (baseline.sweep.load !== spec.load) return `the sweep baseline raised ${baseline.sweep.load}, this sweep raises ${spec.load}`;
  if (!baseline.hasSlo) return 'the sweep baseline was recorded without an SLO, so it has no capacity to hold a candidate to';
  if (baseline.workload.sloDigest !== sloDigest(workload)) return 'the sweep baseline was recorded against other objectives (slo: differs)';
  const recorded = baseline.workload.fingerprintParts;
  const current = identity?.parts;
  if (!recorded || !current) return null;
  const shared = (endpoints: FingerprintParts['endpoints'], other: FingerprintParts['endpoints']) =>
    Object.fromEntries(Object.entries(endpoints).filter(([name]) => Object.hasOwn(other, name)));
  const withoutLoad = (parts: FingerprintParts, other: FingerprintParts): FingerprintParts => ({
    endpoints: shared(parts.endpoints, other.endpoints),
    scenarios: parts.scenarios,
    run: { ...parts.run, concurrency: 0, ratePerSecond: null },
  });
  const differences = describeWorkloadDifference(withoutLoad(recorded, current), withoutLoad(current, recorded));
  return differences.length === 0 ? null : `the sweep baseline was recorded for other requests (${differences.join('; ')})`;
}

export interface SweepRunOptions {
  workload: Workload;
  apiKeys: ReadonlyMap<string, string | null>;
  resultsDir: string;
  redact: Redactor;
  logger: Logger;
  identity: WorkloadIdentity | null;
  signal?: AbortSignal;
  onLevel?: (endpoint: string, level: SweepLevel) => void;
}

export interface SweepOutcome {
  sweep: SweepResults;
  gate: SweepGate;
  markdown: string;
  terminal: string;
  sweepPath: string;
  reportPath: string;
  chartPath: string;
}

/** Sweep, gate against the plan's comparison side, and write sweep.json, report.md and sweep.svg to the results folder. */
export async function sweepAndGate(plan: SweepPlan, opts: SweepRunOptions): Promise<SweepOutcome> {
  const { sweep, sweepPath } = await runSweep({
    workload: opts.workload,
    spec: plan.spec,
    rules: plan.rules,
    apiKeys: opts.apiKeys,
    resultsDir: opts.resultsDir,
    redact: opts.redact,
    logger: opts.logger,
    identity: opts.identity,
    required: requiredLevels(plan.comparand, plan.spec.margin, plan.spec.load),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onLevel ? { onLevel: opts.onLevel } : {}),
  });
  return gateAndWriteSweep(plan, sweep, sweepPath, opts);
}

/**
 * A sweep measured (or merged from shards) gated against the plan's comparison side, its report, terminal text and
 * chart written beside `sweepPath`.
 */
export function gateAndWriteSweep(
  plan: SweepPlan,
  sweep: SweepResults,
  sweepPath: string,
  opts: Pick<SweepRunOptions, 'resultsDir' | 'redact'>,
): SweepOutcome {
  const gate = gateSweep(sweep, plan.comparand);
  const input = { sweep, gate, baseline: plan.baseline };
  const markdown = opts.redact(renderSweepMarkdown(input));
  const terminal = opts.redact(renderSweepTerminal(input));
  const reportPath = join(opts.resultsDir, 'report.md');
  const chartPath = join(opts.resultsDir, 'sweep.svg');
  writeFileSync(reportPath, markdown);
  writeFileSync(chartPath, opts.redact(renderSweepSvg({ sweep, baseline: plan.baseline })));
  return { sweep, gate, markdown, terminal, sweepPath, reportPath, chartPath };
}

/** Writes a complete sweep as the sweep baseline; a cut-short sweep is refused (its capacity may be unmeasured). */
export function recordSweepBaseline(path: string, sweep: SweepResults): void {
  if (sweep.run.partial) {
    throw new ConfigError([
      { file: path, path: '', line: null, message: 'the sweep was cut short: a sweep baseline is recorded from a complete sweep only' },
    ]);
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sweep, null, 2)}\n`);
}

/** Reads a sweep.json written by `streamgate sweep`; anything else is a ConfigError naming the file and the problems. */
export function readSweep(path: string): SweepResults {
  return parseSweep(path, () => readFileSync(path, 'utf8'));
}
