/**
 * Declared conditions that did not hold (docs/metrics.md, "Declared conditions that did not hold"): what a run set out
 * to measure and, by the servers' own answers, did not. Each is a record the report states once among the comment's
 * top lines; the gate's own consequence (a warm cell that measured cold is never passed as warm) is decided in
 * src/gate/cache/measured-cold.ts. Records only, no sentences; pure.
 *
 * - `measured-cold`: a warm cell a side of which hit the prefix cache far less than declared, one record per scenario
 *   (and turn) with every side that measured cold and the likely causes: endpoints sharing one server evict each
 *   other's prefixes; the warm-up did not prime; a slot-based server (llama.cpp) keeps a prompt in one slot only; the
 *   candidate's own cache (the comparison side hit); a baseline recorded cold.
 * - `content-filter`: a cell whose every answer stopped at a content filter (`content_filter`, Anthropic's `refusal`,
 *   Gemini's `safety`, …): its timings are those of a refusal, not of an answer.
 * - `telemetry-silent`: an endpoint whose metrics URL answered none of the run's scrapes.
 * - `model-substituted`: an endpoint whose responses named another model than the one declared
 *   (src/gate/conditions/answered-model.ts); said first, since every figure of that endpoint is that model's.
 */
import type { EndpointTelemetry } from '../../telemetry/index.js';
import { cellKey, type CellIdentity } from '../../vocabulary/index.js';
import type { GateOutcome, WarmSideHits } from '../types.js';
import { substitutedModels, type ModelEndpoint, type SubstitutedModel } from './answered-model.js';

/** Finish reasons that mean the answer was stopped by a content filter, in the chat vocabulary the probes report. */
export const CONTENT_FILTER_REASONS: readonly string[] = [
  'content_filter',
  'refusal',
  'safety',
  'recitation',
  'prohibited_content',
  'blocklist',
  'spii',
];

/** An endpoint of the run as the conditions need it: where it is served, and the model it was asked for and answered as. */
export interface ConditionEndpoint extends ModelEndpoint {
  name: string;
  /** Without credentials (results.json's); only its origin is compared. */
  baseUrl: string;
  reference: boolean;
}

/** A measured cell as the conditions need it (results.json's cells). */
export interface ConditionCell extends CellIdentity {
  n: number;
  errors: number;
  finishReasons: Readonly<Record<string, number>>;
  /** Per-metric values; a cell with server prefill times came from a server that sends llama.cpp's `timings`. */
  values: Readonly<Partial<Record<string, readonly number[]>>>;
}

export interface ConditionsInput {
  endpoints: readonly ConditionEndpoint[];
  /** Every measured cell of the run, the reference endpoint's included. */
  cells: readonly ConditionCell[];
  /** The gate's outcome (its cell decisions carry what measured cold, its rules what was held); null: nothing gated. */
  outcome: GateOutcome | null;
  /** `reference`: the comparison side is the reference endpoint of this run; `baseline`: a file or history; null: none. */
  comparison: 'reference' | 'baseline' | null;
  telemetry: readonly EndpointTelemetry[];
  warmup: { sent: number; failed: number };
}

/** One side of a warm cell that measured cold. */
export interface ColdSide extends WarmSideHits {
  /** The endpoint measured: the reference's name, a candidate's, or (a baseline file's side) the candidate it is for. */
  endpoint: string;
  role: 'comparison' | 'candidate';
  /** The side is a baseline recorded in other runs (a file or the history), not measured in this one. */
  recorded: boolean;
}

export type ColdCause =
  /** The cold side's endpoint is served from one server with these (its origin, or its metrics URL). */
  | { kind: 'shared-server'; endpoints: string[] }
  /** Warm-up requests failed, so a prefix may never have been primed. */
  | { kind: 'warmup-failed'; failed: number; sent: number }
  /** The comparison side hit; the candidate did not: its own cache (switched off, or evicting). */
  | { kind: 'candidate-cache'; endpoints: string[] }
  /** The cold side's server sends llama.cpp's `timings`: slots keep one prompt each. */
  | { kind: 'slots' }
  /** The comparison side is a baseline recorded from runs whose warm cells missed. */
  | { kind: 'recorded' }
  /** None of the above: evicted between requests (a cache too small for the prompts, or other traffic). */
  | { kind: 'evicted' };

export type UnmetCondition =
  | {
      kind: 'measured-cold';
      scenario: string;
      turn: number | null;
      /** Every side that measured cold, comparison side first. */
      sides: ColdSide[];
      /** A hit-only rule over this cell was held open instead of passing (src/gate/cache/measured-cold.ts). */
      notPassed: boolean;
      /** The candidates it holds open (those that did not fail on another rule). */
      held: string[];
      /** Candidates still compared among the hits (both sides had enough of them). */
      amongHits: string[];
      /** Likely causes, the likeliest first (at most two). */
      causes: ColdCause[];
    }
  | {
      kind: 'content-filter';
      endpoint: string;
      /** The endpoint's cells every answer of which stopped at a content filter, with how many answers and the reasons. */
      cells: { key: string; scenario: string; cache: CellIdentity['cache']; turn: number | null; answers: number }[];
      reasons: string[];
    }
  | { kind: 'telemetry-silent'; endpoint: string; preset: string; path: string; scrapes: number; reason: string | null }
  | SubstitutedModel;

/** At most this many likely causes are named for one cell. */
const MAX_CAUSES = 2;

/** Every declared condition of the run that did not hold, each once: warm cells first, then filters, then telemetry. */
export function unmetConditions(input: ConditionsInput): UnmetCondition[] {
  return [...substitutedModels(input.endpoints), ...coldConditions(input), ...filterConditions(input), ...silentTelemetry(input)];
}

function coldConditions(input: ConditionsInput): UnmetCondition[] {
  const decisions = (input.outcome?.cells ?? []).filter((c) => c.measuredCold !== undefined);
  const groups = new Map<string, typeof decisions>();
  for (const d of decisions) {
    const key = JSON.stringify([d.scenario, d.turn]);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const reference = input.endpoints.find((e) => e.reference)?.name ?? null;
  const out: UnmetCondition[] = [];
  for (const group of groups.values()) {
    const sides: ColdSide[] = [];
    const add = (side: ColdSide): void => {
      if (!sides.some((s) => s.endpoint === side.endpoint && s.role === side.role)) sides.push(side);
    };
    for (const d of group) {
      const cold = d.measuredCold!;
      if (cold.cold.includes('comparison') && cold.comparison) {
        const live = input.comparison === 'reference' && reference !== null;
        add({ ...cold.comparison, endpoint: live ? reference : d.endpoint, role: 'comparison', recorded: !live });
      }
    }
    for (const d of group) {
      const cold = d.measuredCold!;
      if (cold.cold.includes('candidate') && cold.candidate)
        add({ ...cold.candidate, endpoint: d.endpoint, role: 'candidate', recorded: false });
    }
    const first = group[0]!;
    const heldOn = heldEndpoints(input.outcome!, first.scenario, first.turn);
    const failed = new Set(input.outcome!.endpoints.filter((e) => e.verdict === 'fail').map((e) => e.endpoint));
    out.push({
      kind: 'measured-cold',
      scenario: first.scenario,
      turn: first.turn,
      sides,
      notPassed: group.some((d) => heldOn.has(d.endpoint)),
      held: group.filter((d) => heldOn.has(d.endpoint) && !failed.has(d.endpoint)).map((d) => d.endpoint),
      amongHits: group.filter((d) => d.measuredCold!.amongHits).map((d) => d.endpoint),
      causes: coldCauses(
        input,
        sides,
        group
          .filter((d) => !d.measuredCold!.cold.includes('comparison') && (d.measuredCold!.comparison?.hit ?? 0) > 0)
          .map((d) => d.endpoint),
      ),
    });
  }
  return out;
}

/** Candidates a rule of which was held open for this warm cell. */
function heldEndpoints(outcome: GateOutcome, scenario: string, turn: number | null): Set<string> {
  const marked = [...outcome.pooled, ...outcome.comparisons].filter((c) =>
    (c.measuredCold ?? []).some((cell) => cell.scenario === scenario && cell.turn === turn),
  );
  return new Set(marked.map((c) => c.endpoint));
}

/**
 * The likely causes of one warm cell's cold sides, likeliest first: a candidate that missed where its comparison side
 * hit points at its own cache; endpoints sharing a server evict each other; failed warm-up requests never primed;
 * a llama.cpp server's slots; a recorded baseline; else eviction by whatever else the server served.
 */
function coldCauses(
  input: ConditionsInput,
  sides: readonly ColdSide[],
  /** Candidates whose comparison side hit as declared. */
  againstHits: readonly string[],
): ColdCause[] {
  const causes: ColdCause[] = [];
  const candidatesAlone = sides.every((s) => s.role === 'candidate');
  if (candidatesAlone && againstHits.length > 0) causes.push({ kind: 'candidate-cache', endpoints: [...againstHits] });
  const live = sides.filter((s) => !s.recorded).map((s) => s.endpoint);
  const shared = sharedServer(input, live);
  if (shared.length > 1) causes.push({ kind: 'shared-server', endpoints: shared });
  if (input.warmup.failed > 0) causes.push({ kind: 'warmup-failed', failed: input.warmup.failed, sent: input.warmup.sent });
  // Slots are the mechanism by which endpoints sharing a llama.cpp server evict each other: named alone only.
  if (shared.length <= 1 && live.some((name) => sendsTimings(input, name))) causes.push({ kind: 'slots' });
  if (sides.some((s) => s.recorded)) causes.push({ kind: 'recorded' });
  if (causes.length === 0) causes.push({ kind: 'evicted' });
  return causes.slice(0, MAX_CAUSES);
}

/** The run's endpoints served from one server with any of `names`: the same origin, or the same metrics URL. */
function sharedServer(input: ConditionsInput, names: readonly string[]): string[] {
  const originOf = new Map(input.endpoints.map((e) => [e.name, origin(e.baseUrl)]));
  const metricsOf = new Map(input.telemetry.map((t) => [t.endpoint, t.url]));
  const together = (a: string, b: string): boolean => {
    const oa = originOf.get(a);
    const ma = metricsOf.get(a);
    return (oa !== null && oa !== undefined && oa === originOf.get(b)) || (ma !== undefined && ma === metricsOf.get(b));
  };
  const shared = input.endpoints.map((e) => e.name).filter((e) => names.some((n) => n === e || together(n, e)));
  return shared.length > 1 ? shared : [];
}

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The endpoint's warm cells carry server prefill times: its server sends llama.cpp's `timings` (slots, one prompt each). */
function sendsTimings(input: ConditionsInput, endpoint: string): boolean {
  return input.cells.some((c) => c.endpoint === endpoint && c.cache === 'warm' && (c.values.serverPrefillMs?.length ?? 0) > 0);
}

function filterConditions(input: ConditionsInput): UnmetCondition[] {
  const out: UnmetCondition[] = [];
  for (const endpoint of input.endpoints) {
    const cells: Extract<UnmetCondition, { kind: 'content-filter' }>['cells'] = [];
    const reasons = new Set<string>();
    for (const cell of input.cells.filter((c) => c.endpoint === endpoint.name)) {
      const answers = cell.n - cell.errors;
      const filtered = Object.entries(cell.finishReasons).filter(([reason]) => CONTENT_FILTER_REASONS.includes(reason));
      const stopped = filtered.reduce((sum, [, count]) => sum + count, 0);
      if (answers <= 0 || stopped < answers) continue;
      cells.push({ key: cellKey(cell), scenario: cell.scenario, cache: cell.cache, turn: cell.turn, answers });
      for (const [reason] of filtered) reasons.add(reason);
    }
    if (cells.length > 0) out.push({ kind: 'content-filter', endpoint: endpoint.name, cells, reasons: [...reasons] });
  }
  return out;
}

function silentTelemetry(input: ConditionsInput): UnmetCondition[] {
  return input.telemetry.flatMap((t): UnmetCondition[] => {
    const scrapes = t.looks.reduce((n, l) => n + l.scrapes, 0);
    const failed = t.looks.reduce((n, l) => n + l.failedScrapes, 0);
    if (scrapes === 0 || failed < scrapes) return [];
    return [
      { kind: 'telemetry-silent', endpoint: t.endpoint, preset: t.preset, path: pathOf(t.url), scrapes, reason: t.warnings[0] ?? null },
    ];
  });
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
