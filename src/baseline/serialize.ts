/** The baseline file written: its text, in a fixed key order, checked and put in place. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { HIT_ONLY_METRICS, SUMMARISED_METRICS } from '../vocabulary/index.js';
import type { ConnectionFacts, Median } from '../results/index.js';
import type { SpeculativeAcceptance } from '../gate/index.js';
import { canonicalConformance } from './conformance.js';
import { BaselineError } from './errors.js';
import { compareCodeUnits, formatJson } from './format-json.js';
import {
  HIT_SHARE_DECIMALS,
  LOOP_METRICS,
  roundTo,
  SPREAD_DECIMALS,
  type Baseline,
  type BaselineCell,
  type BaselineLoop,
  type BaselineSpread,
  type BaselineSummary,
  type EndpointParts,
  type FingerprintParts,
  type ScenarioParts,
} from './types.js';
import { baselineProblems } from './validate.js';

/**
 * The baseline file's text. Keys are put in a fixed order here, whatever order the object was built
 * or parsed in, so equal baselines are byte-identical files and re-recording diffs only numbers.
 */
export function serializeBaseline(baseline: Baseline): string {
  return `${formatJson(canonicalBaseline(baseline))}\n`;
}

/**
 * Writes the baseline file, creating its folder. The text is validated as it will be read back, so a
 * baseline that could not be read is never committed; the rename means a crash leaves the old file whole.
 */
export function writeBaseline(path: string, baseline: Baseline): void {
  const text = serializeBaseline(baseline);
  const problems = baselineProblems(JSON.parse(text));
  if (problems.length > 0) throw new BaselineError('invalid', path, `refusing to write an invalid baseline to ${path}:`, { problems });
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function canonicalBaseline(b: Baseline): Baseline {
  const p = b.provenance;
  return {
    version: b.version,
    provenance: {
      tool: { name: p.tool.name, version: p.tool.version },
      recordedAt: p.recordedAt,
      runner: p.runner,
      workload: p.workload,
      fingerprint: p.fingerprint,
      seed: p.seed,
      runId: p.runId,
      ...(p.runs !== undefined ? { runs: p.runs } : {}),
      endpoints: p.endpoints.map((e) => ({ name: e.name, model: e.model, baseUrl: e.baseUrl })),
    },
    fingerprintParts: canonicalParts(b.fingerprintParts),
    cells: b.cells.map(canonicalCell),
    loops: b.loops.map(canonicalLoop),
    ...(b.conformance ? { conformance: canonicalConformance(b.conformance) } : {}),
    ...(b.outputs ? { outputs: b.outputs } : {}),
    ...(b.speculative ? { speculative: b.speculative.map(canonicalAcceptance) } : {}),
  };
}

/** One endpoint's recorded acceptance, its keys in the schema's order. */
function canonicalAcceptance(a: SpeculativeAcceptance): SpeculativeAcceptance {
  return {
    endpoint: a.endpoint,
    source: a.source,
    read: a.read,
    requests: a.requests,
    drafts: a.drafts,
    draftTokens: a.draftTokens,
    acceptedTokens: a.acceptedTokens,
    acceptanceRate: a.acceptanceRate,
    meanAcceptedLength: a.meanAcceptedLength,
  };
}

function canonicalCell(c: BaselineCell): BaselineCell {
  return {
    endpoint: c.endpoint,
    scenario: c.scenario,
    cache: c.cache,
    turn: c.turn,
    n: c.n,
    errors: c.errors,
    errorKinds: sortedRecord(c.errorKinds, []),
    classes: { streamed: c.classes.streamed, coalesced: c.classes.coalesced, buffered: c.classes.buffered, undefined: c.classes.undefined },
    summaries: mapRecord(sortedRecord(c.summaries, SUMMARISED_METRICS), canonicalSummary),
    values: sortedRecord(c.values, SUMMARISED_METRICS),
    ...(c.timeline ? { timeline: c.timeline.map((p) => ({ tMs: p.tMs, tokens: p.tokens })) } : {}),
    ...(c.spread ? { spread: canonicalSpread(c.spread) } : {}),
    ...(c.cacheHits
      ? {
          cacheHits: {
            hit: c.cacheHits.hit,
            miss: c.cacheHits.miss,
            unknown: c.cacheHits.unknown,
            values: sortedRecord(c.cacheHits.values, HIT_ONLY_METRICS),
          },
        }
      : {}),
    ...(c.connections ? { connections: canonicalConnections(c.connections) } : {}),
  };
}

function canonicalConnections(f: ConnectionFacts): ConnectionFacts {
  const median = (m: Median | null): Median | null => (m === null ? null : { n: m.n, p50: m.p50 });
  return {
    opened: f.opened,
    reused: f.reused,
    unknown: f.unknown,
    retried: f.retried,
    retriedConnect: f.retriedConnect,
    retriedStale: f.retriedStale,
    connectMs: median(f.connectMs),
    tlsMs: median(f.tlsMs),
    setupMs: median(f.setupMs),
  };
}

/** Rounded here as well as where it is recorded, so a spread set any other way is still written at a fixed precision. */
function canonicalSpread(s: BaselineSpread): BaselineSpread {
  return {
    runs: s.runs,
    logSd: mapRecord(sortedRecord(s.logSd, SUMMARISED_METRICS), (v: number) => roundTo(v, SPREAD_DECIMALS)),
    ...(s.driftDf ? { driftDf: mapRecord(sortedRecord(s.driftDf, SUMMARISED_METRICS), (v: number) => Math.floor(v)) } : {}),
    ...(s.hitShares ? { hitShares: s.hitShares.map((h) => roundTo(h, HIT_SHARE_DECIMALS)) } : {}),
  };
}

function canonicalLoop(l: BaselineLoop): BaselineLoop {
  return {
    endpoint: l.endpoint,
    scenario: l.scenario,
    cache: l.cache,
    turns: l.turns,
    n: l.n,
    errors: l.errors,
    summaries: mapRecord(sortedRecord(l.summaries, LOOP_METRICS), canonicalSummary),
    values: sortedRecord(l.values, LOOP_METRICS),
  };
}

function canonicalSummary(s: BaselineSummary): BaselineSummary {
  return { n: s.n, mean: s.mean, p50: s.p50, p95: s.p95, p99: s.p99 };
}

function canonicalParts(parts: FingerprintParts): FingerprintParts {
  const r = parts.run;
  return {
    endpoints: mapRecord(sortedRecord(parts.endpoints, []), canonicalEndpointParts),
    scenarios: mapRecord(sortedRecord(parts.scenarios, []), canonicalScenarioParts),
    run: {
      requests: r.requests,
      warmup: r.warmup,
      concurrency: r.concurrency,
      ratePerSecond: r.ratePerSecond,
      timeouts: {
        headersMs: r.timeouts.headersMs,
        firstTokenMs: r.timeouts.firstTokenMs,
        idleMs: r.timeouts.idleMs,
        totalMs: r.timeouts.totalMs,
      },
      captureHeaders: [...r.captureHeaders],
      retries: r.retries,
      ...(r.burstiness === undefined ? {} : { burstiness: r.burstiness }),
    },
  };
}

function canonicalEndpointParts(e: EndpointParts): EndpointParts {
  // The API is part of what is measured: dropping it here would leave the written fingerprint unmatched.
  return {
    model: e.model,
    ...(e.api !== undefined ? { api: e.api } : {}),
    headerNames: [...e.headerNames],
    body: sortedRecord(e.body, []),
  };
}

function canonicalScenarioParts(s: ScenarioParts): ScenarioParts {
  return {
    weight: s.weight,
    maxTokens: s.maxTokens,
    cache: typeof s.cache === 'string' ? s.cache : { warmShare: s.cache.warmShare },
    messages: s.messages,
    params: sortedRecord(s.params, []),
    agent: s.agent === null ? null : { turns: s.agent.turns, followUps: s.agent.followUps, tools: s.agent.tools },
    ...(s.source
      ? {
          source: {
            ...(s.source.dataset === undefined ? {} : { dataset: s.source.dataset }),
            ...(s.source.trace === undefined ? {} : { trace: s.source.trace }),
            settings: s.source.settings,
          },
        }
      : {}),
    ...(s.quality ? { quality: { topLogprobs: s.quality.topLogprobs } } : {}),
  };
}

/** Keys listed in `order` first, in that order; any others after them by code unit. */
function sortedRecord<R extends object>(record: R, order: readonly string[]): R {
  const rank = new Map(order.map((key, i) => [key, i]));
  const source = record as Record<string, unknown>;
  const keys = Object.keys(source).sort((a, b) => (rank.get(a) ?? order.length) - (rank.get(b) ?? order.length) || compareCodeUnits(a, b));
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as R;
}

function mapRecord<V, W>(record: Partial<Record<string, V>>, fn: (value: V) => W): Record<string, W> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v as V)]));
}
