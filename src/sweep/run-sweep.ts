import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type WorkloadIdentity } from '../baseline/index.js';
import { sloByScenario, type SloSpec, MAX_AUTO_LEVELS, type SweepSpec, type EndpointConfig, type Workload } from '../config/index.js';
import { runWorkload } from '../engine.js';
import {
  capacityOf,
  nextLevel,
  SATURATION_GROWTH,
  THRESHOLD_LOOK_FACTOR,
  type SearchSpec,
  type LookPosition,
  type SloCell,
  type SloVerdict,
  endpointSloVerdicts,
  type GateRules,
} from '../gate/index.js';
import type { Results, SweepEndpoint, SweepLevel, SweepResults } from '../results/index.js';
import { deriveSeed, hashString } from '../stats/index.js';
import { type Logger, redactDeep, type Redactor } from '../util/index.js';
import { TOOL_VERSION } from '../version.js';
import { measuredSpanMs, summariseLevel } from './level-summary.js';
import { newSweep, newSweepEndpoint, refuseTrace } from './sweep-record.js';
import { readSamplesFile } from '../runner/index.js';

export interface RunSweepOptions {
  workload: Workload;
  spec: SweepSpec;
  rules: GateRules;
  apiKeys: ReadonlyMap<string, string | null>;
  resultsDir: string;
  redact: Redactor;
  logger: Logger;
  identity?: WorkloadIdentity | null;
  runId?: string;
  signal?: AbortSignal;
  /**
   * Levels each endpoint must be measured at besides the search's own (the capacity the gate holds it to), by endpoint
   * name; called once the endpoints before it are swept, so a reference endpoint's capacity can set the others'.
   */
  required?: (endpoint: string, sweptSoFar: readonly SweepEndpoint[]) => number[];
  /** Called after every level (the sweep file is already written). */
  onLevel?: (endpoint: string, level: SweepLevel) => void;
}

export interface RunSweepOutcome {
  sweep: SweepResults;
  sweepPath: string;
}

/**
 * The capacity sweep: each endpoint in turn, alone, at increasing load (concurrency levels or Poisson rates), each
 * level a sequential run of the engine that stops as soon as every SLO objective of every cell is decided. Levels are
 * chosen by `nextLevel` (listed, or doubling then bisection). `sweep.json` is rewritten after every level, so a
 * cancelled sweep keeps every level it measured.
 */
export async function runSweep(opts: RunSweepOptions): Promise<RunSweepOutcome> {
  const { workload, spec, logger } = opts;
  const runId = opts.runId ?? randomBytes(6).toString('hex');
  mkdirSync(opts.resultsDir, { recursive: true });
  const sweepPath = join(opts.resultsDir, 'sweep.json');
  refuseTrace(workload);
  const slo = sloByScenario(workload.scenarios);
  const hasSlo = Object.keys(slo).length > 0;
  // Every level the sweep may measure: listed or automatic ones, the gate's threshold, a rate sweep's synchronous one.
  const synchronousFirst = spec.load === 'rate' && spec.start === null && spec.levels === null;
  const levelBudget = (spec.levels?.length ?? MAX_AUTO_LEVELS) + 1 + (synchronousFirst ? 1 : 0);
  const sweep = newSweep(opts, runId, hasSlo, levelBudget);
  const write = (): void => {
    sweep.run.finishedAt = new Date().toISOString();
    writeFileSync(sweepPath, `${JSON.stringify(redactDeep(sweep, opts.redact), null, 2)}\n`);
  };
  // A reference endpoint is swept first: its capacity is what the others are held to.
  const ordered = [...workload.endpoints].sort((a, b) => Number(b.reference) - Number(a.reference));
  logger.info(
    `streamgate ${TOOL_VERSION}: sweep of ${workload.name}: ${ordered.length} endpoint(s) by ${spec.load === 'concurrency' ? 'concurrency' : 'Poisson rate'}, ${spec.levels ? `levels ${spec.levels.join(', ')}` : `automatic levels from ${spec.start ?? (spec.load === 'concurrency' ? 1 : 'the synchronous throughput')} up to ${spec.max}`}${hasSlo ? '' : ' (no SLO: levels up to saturation, capacity not judged)'}`,
  );
  for (const [index, endpoint] of ordered.entries()) {
    if (opts.signal?.aborted) break;
    const record = newSweepEndpoint(endpoint);
    sweep.endpoints.push(record);
    const measure = (load: number, kind: 'concurrency' | 'rate', looks = spec.looks): Promise<SweepLevel> =>
      measureLevel({ ...opts, runId, slo, levelBudget, endpoint, endpointIndex: index, load, kind, looks, endpointCount: ordered.length });
    let start = spec.start ?? 1;
    if (synchronousFirst) {
      record.synchronous = await measure(1, 'concurrency');
      write();
      start = Math.max(0.01, Number(record.synchronous.requestsPerSecond.toPrecision(2)));
      logger.info(`${endpoint.name}: synchronous throughput ${record.synchronous.requestsPerSecond} req/s; rates start there`);
    }
    const search: SearchSpec = {
      load: spec.load,
      levels: spec.levels,
      start,
      max: spec.max,
      resolution: spec.resolution,
      maxLevels: MAX_AUTO_LEVELS,
    };
    const required = (opts.required?.(endpoint.name, sweep.endpoints.slice(0, -1)) ?? []).filter((l) => l <= spec.max);
    for (
      let load = nextLevel(record.levels, search, required);
      load !== null && !opts.signal?.aborted;
      load = nextLevel(record.levels, search, required)
    ) {
      // The gate's question is asked at the threshold: that level may measure longer (its budget is the same).
      const level = await measure(load, spec.load, required.includes(load) ? spec.looks * THRESHOLD_LOOK_FACTOR : spec.looks);
      record.levels = [...record.levels, level].sort((a, b) => a.load - b.load);
      record.capacity = capacityOf(record.levels);
      record.saturation = saturationOf(record.levels);
      write();
      opts.onLevel?.(endpoint.name, level);
      // A level where no request succeeded says nothing about load; higher ones would only repeat it.
      if (level.requests > 0 && level.errors === level.requests) {
        logger.warn(`${endpoint.name}: every request at ${levelLabel(load, spec.load)} failed; not sweeping it further`);
        break;
      }
    }
  }
  sweep.run.partial = Boolean(opts.signal?.aborted);
  write();
  return { sweep: redactDeep(sweep, opts.redact), sweepPath };
}

interface LevelInput extends RunSweepOptions {
  runId: string;
  slo: Record<string, SloSpec>;
  levelBudget: number;
  endpoint: EndpointConfig;
  endpointIndex: number;
  endpointCount: number;
  load: number;
  kind: 'concurrency' | 'rate';
  /** Looks at this level: the sweep's, or more at the gate's threshold. */
  looks: number;
}

/** One endpoint at one load: a sequential run of the engine, alone, judged against the SLO after every look. */
async function measureLevel(input: LevelInput): Promise<SweepLevel> {
  const { workload, spec, endpoint, load, kind, logger } = input;
  const label = levelLabel(load, kind);
  const resultsDir = `${safeName(endpoint.name)}/${label}`;
  const requests = kind === 'concurrency' ? Math.max(spec.requests, 2 * load) : spec.requests;
  const levelWorkload: Workload = {
    ...workload,
    endpoints: [{ ...endpoint, reference: false }],
    // Speed alone: conformance probes and answer checks belong to the gate run, not to every level of a sweep.
    scenarios: workload.scenarios.map((s) => ({ ...s, expect: null })),
    probes: null,
    run: {
      ...workload.run,
      requests,
      looks: input.looks,
      concurrency: kind === 'concurrency' ? load : workload.run.concurrency,
      ratePerSecond: kind === 'rate' ? load : null,
      seed: deriveSeed(workload.run.seed, hashString(`${endpoint.name}:${label}`)),
    },
  };
  const verdictsAt = (results: Results, look: number): SloVerdict[] =>
    judgeLevel(
      results.cells.filter((c) => c.endpoint === endpoint.name),
      input.slo,
      input.rules,
      input.endpointCount,
      input.levelBudget,
      { look, looks: input.looks },
    );
  const outcome = await runWorkload({
    workload: levelWorkload,
    apiKeys: input.apiKeys,
    resultsDir: join(input.resultsDir, resultsDir),
    redact: input.redact,
    logger,
    runId: `${input.runId}-${input.endpointIndex}-${label}`,
    identity: input.identity ?? null,
    ...(input.signal ? { signal: input.signal } : {}),
    sequential: {
      looks: input.looks,
      // More looks while an objective is open, unless no request has succeeded: they would only fail again.
      decide: (results, look) =>
        !noneSucceeded(results, endpoint.name) && verdictsAt(results, look).some((v) => v.verdict === 'undecided') ? [endpoint.name] : [],
    },
  });
  const looks = outcome.results.run.looks?.measured[endpoint.name] ?? 1;
  const verdicts = verdictsAt(outcome.results, looks).map((v) =>
    v.verdict === 'undecided' && looks >= input.looks ? { ...v, verdict: 'inconclusive' as const } : v,
  );
  const level = summariseLevel({
    load,
    results: outcome.results,
    endpoint: endpoint.name,
    spanMs: measuredSpanMs(readSamplesFile(outcome.samplesPath)),
    verdicts,
    resultsDir,
  });
  const ttft = level.latency.ttftMs;
  logger.info(
    `${endpoint.name} @ ${label}: ${level.requests} request(s) in ${looks} look(s), ${level.errors} failed, ${level.requestsPerSecond} req/s, ${level.outputTokensPerSecond} output tok/s${ttft ? `, TTFT p50 ${ttft.p50} ms p95 ${ttft.p95} ms` : ''}; SLO ${level.state}`,
  );
  return level;
}

function noneSucceeded(results: Results, endpoint: string): boolean {
  const cells = results.cells.filter((c) => c.endpoint === endpoint);
  const n = cells.reduce((sum, c) => sum + c.n, 0);
  return n > 0 && cells.every((c) => c.errors === c.n);
}

/**
 * The SLO verdicts of one endpoint's cells at one look of a level. Each test's level is the run's SLO share for the
 * endpoint (src/gate/design.ts, as with no comparison side) divided by the most levels a sweep measures, so a sweep's
 * violations at every level together stay within the false-failure budget.
 */
export function judgeLevel(
  endpointCells: readonly SloCell[],
  slo: Record<string, SloSpec>,
  rules: GateRules,
  endpointCount: number,
  levelBudget: number,
  position: LookPosition,
): SloVerdict[] {
  const cells = endpointCells.filter((c) => Object.hasOwn(slo, c.scenario));
  return endpointSloVerdicts(cells, (c) => slo[c.scenario]!, rules, {
    endpoints: endpointCount,
    compared: false,
    position,
    divisor: levelBudget,
  });
}

/** The lowest level whose throughput grew by less than 10 % over the level at half its load (both measured). */
export function saturationOf(levels: readonly SweepLevel[]): number | null {
  for (const here of levels) {
    const half = levels.find((l) => Math.abs(l.load * 2 - here.load) <= here.load * 0.01);
    if (half && here.requestsPerSecond < half.requestsPerSecond * SATURATION_GROWTH) return here.load;
  }
  return null;
}

/** `c8` for 8 streams, `r2.5` for 2.5 requests/s: the level's folder and name in logs. */
export function levelLabel(load: number, kind: 'concurrency' | 'rate'): string {
  return `${kind === 'concurrency' ? 'c' : 'r'}${load}`;
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-');
}
