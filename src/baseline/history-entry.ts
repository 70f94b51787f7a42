import { cellCounts } from './cells.js';
import type { Workload } from '../config/index.js';
import type { Results } from '../results/index.js';
import type { RecordedOutput } from '../quality/index.js';
import { SPECULATIVE_SOURCES, type SpeculativeAcceptance } from '../gate/index.js';
import { runTelemetry, type LookTelemetry, type RunTelemetry } from '../telemetry/index.js';
import type { SummarisedMetric } from '../vocabulary/index.js';
import { baselineFromResults } from './from-results.js';
import type { BaselineCell } from './types.js';

export const HISTORY_VERSION = 1;

/** One cell of one recorded run, as the history keeps it: counts and every successful request's value. */
export type HistoryCell = Pick<
  BaselineCell,
  'endpoint' | 'scenario' | 'cache' | 'turn' | 'n' | 'errors' | 'errorKinds' | 'classes' | 'cacheHits'
> & {
  /**
   * Per metric, every successful request's value at the baseline's stored precision, sorted ascending. Exact, not a
   * sketch: the gate's rank tests and bootstrap read the values themselves, and sorted numbers at fixed precision
   * compress well in git's zlib (a 60-request cell is about 5 kB of JSON, under 2 kB compressed).
   */
  values: Partial<Record<SummarisedMetric, number[]>>;
};

/**
 * One endpoint's server telemetry in a run (endpoints with `telemetry:`): the run's summary per concept and each
 * look's summaries as results.json holds them (gauges, counter increases, histogram quantiles; docs/telemetry.md).
 * Neither the metrics URL nor any header is kept.
 */
export interface HistoryTelemetry {
  endpoint: string;
  preset: string;
  run: RunTelemetry;
  looks: LookTelemetry[];
}

/** One line of `history/<workload>.jsonl`: one recorded run of the workload. */
export interface HistoryEntry {
  version: typeof HISTORY_VERSION;
  /** The commit the run measured (the full hash when known), or null outside a repository. */
  commit: string | null;
  /** When the run finished (ISO 8601). */
  time: string;
  runner: string;
  runId: string;
  workload: string;
  fingerprint: string;
  /** The run's own verdict when it was gated (`pass`, `fail`, `inconclusive`), else `recorded`. */
  verdict: string;
  cells: HistoryCell[];
  /** Server telemetry per endpoint, when any endpoint scraped some; absent in entries written before it was kept. */
  telemetry?: HistoryTelemetry[];
  /**
   * The run's answers to the scenarios with `quality:`, as a baseline keeps them (hash, length, lead, log-probs,
   * correctness: docs/quality.md); absent when it had none, and in entries written before they were kept.
   */
  outputs?: RecordedOutput[];
  /** Each endpoint's speculative decoding over the run (docs/telemetry.md); absent when none reported any, and in older entries. */
  speculative?: SpeculativeAcceptance[];
  /**
   * A step in the stack the history is told of: `accepted` (an intended change, `streamgate history accept`,
   * `accept-change: 'true'`) or `recorded` (a baseline recorded again). The comparison side pools the runs after the
   * latest step only. A marker entry carries a step and no cells; absent in ordinary runs and older files.
   */
  step?: HistoryStepMark;
}

/** A step marked in the history: where the current segment of runs begins. */
export interface HistoryStepMark {
  kind: 'accepted' | 'recorded';
  reason?: string;
}

/** A marker entry (a step told of, no measurement): skipped wherever runs' cells are read. */
export function isMarkerEntry(entry: HistoryEntry): boolean {
  return entry.step !== undefined && entry.cells.length === 0;
}

/** Only the measured runs of a history (marker entries left out). */
export function measuredEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter((e) => !isMarkerEntry(e));
}

/** A marker entry: the step, when and at which commit, for the workload's fingerprint; no cells. */
export function stepMarkerEntry(
  identity: { workload: string; fingerprint: string },
  step: HistoryStepMark,
  context: { commit: string | null; time: string; runner?: string; runId?: string },
): HistoryEntry {
  return {
    version: HISTORY_VERSION,
    commit: context.commit,
    time: context.time,
    runner: context.runner ?? 'local',
    runId: context.runId ?? `${step.kind}-${context.time}`,
    workload: identity.workload,
    fingerprint: identity.fingerprint,
    verdict: step.kind,
    cells: [],
    step: step.reason !== undefined && step.reason !== '' ? { kind: step.kind, reason: step.reason } : { kind: step.kind },
  };
}

export interface EntryContext {
  commit: string | null;
  verdict: string;
  /** A step this run begins (a baseline recorded, a change accepted), or null/absent. */
  step?: HistoryStepMark | null;
}

/** The history entry of a complete run: the cells a one-run baseline would hold, values sorted, no summaries. */
export function historyEntryFromResults(results: Results, workload: Workload, context: EntryContext): HistoryEntry {
  const baseline = baselineFromResults(results, workload);
  return {
    version: HISTORY_VERSION,
    commit: context.commit,
    time: baseline.provenance.recordedAt,
    runner: baseline.provenance.runner,
    runId: baseline.provenance.runId,
    workload: workload.name,
    fingerprint: baseline.provenance.fingerprint,
    verdict: context.verdict,
    cells: baseline.cells.map((cell) => ({
      ...cellCounts(cell),
      errorKinds: cell.errorKinds,
      classes: cell.classes,
      values: sortedValues(cell.values),
      // Prefix-cache hits and the hit-only metrics over the hits: a warm cell is compared over its hits (gate/cache/hits.ts).
      ...(cell.cacheHits ? { cacheHits: { ...cell.cacheHits, values: sortedValues(cell.cacheHits.values) } } : {}),
    })),
    ...telemetryOf(results),
    ...(baseline.outputs ? { outputs: baseline.outputs } : {}),
    ...(baseline.speculative ? { speculative: baseline.speculative } : {}),
    ...(context.step ? { step: context.step } : {}),
  };
}

function telemetryOf(results: Results): { telemetry?: HistoryTelemetry[] } {
  const telemetry = (results.telemetry ?? [])
    .filter((t) => t.looks.length > 0)
    .map((t) => ({ endpoint: t.endpoint, preset: t.preset, run: runTelemetry(t.looks), looks: t.looks }));
  return telemetry.length > 0 ? { telemetry } : {};
}

function sortedValues<K extends string>(values: Partial<Record<K, number[]>>): Partial<Record<K, number[]>> {
  return Object.fromEntries(
    Object.entries<number[] | undefined>(values).map(([metric, v]) => [metric, [...(v ?? [])].sort((a, b) => a - b)]),
  ) as Partial<Record<K, number[]>>;
}

/** The file name of a workload's history, like the baseline's: unsafe characters become `-`. */
export function historyFileName(workloadName: string): string {
  return `${workloadName.replace(/[^A-Za-z0-9._-]+/g, '-')}.jsonl`;
}

/** Entries from a history file's text; a line that is not an entry is named by its number. */
export function parseHistory(text: string, where: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new Error(`${where}:${i + 1}: not a JSON line`);
    }
    const e = entry as Partial<HistoryEntry>;
    if (e.version !== HISTORY_VERSION || typeof e.fingerprint !== 'string' || !Array.isArray(e.cells) || typeof e.time !== 'string')
      throw new Error(`${where}:${i + 1}: not a streamgate history entry of version ${HISTORY_VERSION}`);
    if (e.telemetry !== undefined && !(Array.isArray(e.telemetry) && e.telemetry.every(isHistoryTelemetry)))
      throw new Error(`${where}:${i + 1}: "telemetry" must be a list of { endpoint, preset, run, looks } per endpoint`);
    if (e.step !== undefined && !isStepMark(e.step))
      throw new Error(`${where}:${i + 1}: "step" must be { kind: "accepted" | "recorded", reason?: string }`);
    if (e.outputs !== undefined && !(Array.isArray(e.outputs) && e.outputs.every(isRecordedOutput)))
      throw new Error(
        `${where}:${i + 1}: "outputs" must be a list of recorded answers { endpoint, scenario, cache, item, prompt, hash, … }`,
      );
    if (e.speculative !== undefined && !(Array.isArray(e.speculative) && e.speculative.every(isAcceptance)))
      throw new Error(`${where}:${i + 1}: "speculative" must be a list of { endpoint, source, read, … } per endpoint`);
    entries.push(entry as HistoryEntry);
  });
  return entries;
}

function isStepMark(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Partial<HistoryStepMark>;
  return (s.kind === 'accepted' || s.kind === 'recorded') && (s.reason === undefined || typeof s.reason === 'string');
}

function isRecordedOutput(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const o = value as Partial<RecordedOutput>;
  return (
    typeof o.endpoint === 'string' &&
    typeof o.scenario === 'string' &&
    typeof o.prompt === 'string' &&
    typeof o.hash === 'string' &&
    typeof o.lead === 'string' &&
    typeof o.item === 'number'
  );
}

function isAcceptance(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const a = value as Partial<SpeculativeAcceptance>;
  return typeof a.endpoint === 'string' && typeof a.read === 'string' && (SPECULATIVE_SOURCES as readonly unknown[]).includes(a.source);
}

function isHistoryTelemetry(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const t = value as Partial<HistoryTelemetry>;
  return (
    typeof t.endpoint === 'string' && typeof t.preset === 'string' && typeof t.run === 'object' && t.run !== null && Array.isArray(t.looks)
  );
}

/** The file's text after appending `entry`, keeping the last `maxRuns` entries. */
export function appendEntry(text: string, entry: HistoryEntry, maxRuns: number): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  lines.push(JSON.stringify(entry));
  return `${lines.slice(-maxRuns).join('\n')}\n`;
}
