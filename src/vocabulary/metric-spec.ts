/**
 * The shape of a metric table entry (metric-table.ts): the spec a reviewer reads (label, unit, decimals, direction,
 * meaning), what a baseline stores, and the roles the gate and the schemas derive from it.
 */
import type { Cause } from './cause-list.js';

/**
 * `request`: computed per request (src/metrics/types.ts), summarised per cell and compared by the gate; `rate`: counted
 * per cell by the gate; `loop`: per agent conversation (src/metrics/loop.ts).
 */
export type MetricKind = 'request' | 'rate' | 'loop';

/** `ms`: a duration; `perSecond`: tokens per second; `ratio`: a unitless 0–1 ratio (IDR); `count`; `share`: 0–1 shown as percent. */
export type Unit = 'ms' | 'perSecond' | 'ratio' | 'count' | 'share';

export interface MetricSpec {
  /** Short name, e.g. `TTFT`; a statistic follows it (`TTFT p50`) except for shares and rates. */
  label: string;
  unit: Unit;
  /** Decimals for values of this unit that are not durations (durations scale with their size). */
  decimals: number;
  /** Which way is better. */
  better: 'lower' | 'higher';
  /** One line for the docs' metric list and the report's key. */
  meaning: string;
}

/** Fields of an entry the gate and the schemas read beside the spec. */
export interface EntryRoles {
  /** What a change of it points to (`timing`: latency at the median, tail latency at p95/p99); see causes.ts. */
  cause: Cause | 'timing';
  /** Explains a change a user feels rather than being one: the `diagnostic` role by default (docs/design/gate.md §2). */
  diagnostic?: true;
  /** Compared by difference, not ratio (a value near or below zero, or a 0–1 index): src/gate/compare-location.ts. */
  additive?: true;
  /** An SLO can name it (docs/slo.md); the number is its place in the SLO lists and the schema's `slo:` part. */
  slo?: number;
  /**
   * A loop metric the gate compares like a request metric, over each agent scenario's job cell (src/gate/evaluate/jobs.ts): the
   * job latency. Request metrics are all gateable; rates have rules of their own.
   */
  gated?: true;
}

/** A metric a baseline stores per value, with the decimals it keeps: finer than the probe resolves or the gate could
 * call significant, coarse enough that a 40-request cell stays a few KiB. */
export interface StoredEntry extends MetricSpec, EntryRoles {
  kind: 'request' | 'loop';
  stored: number;
}

export interface RateEntry extends MetricSpec, EntryRoles {
  kind: 'rate';
}

export type MetricEntry = StoredEntry | RateEntry;
