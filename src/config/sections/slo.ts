import { METRICS, SLO_METRICS, type SloMetric } from '../../vocabulary/index.js';
import type { PathSegment } from '../read/json-path.js';
import type { PathIssue } from '../read/path-issue.js';

/** The per-request metrics a service-level objective can name: the metric table's entries with `slo` (docs/slo.md). */
export type { SloMetric };

/** A percentile objective: the metric's `level`-quantile at most `target` (lower-better) or at least it (higher-better). */
export interface SloObjective {
  metric: SloMetric;
  /** The quantile, in (0, 1): 0.95 for `p95`. */
  level: number;
  /** As written, e.g. `p95`, `p05`, `p99.9`. */
  label: string;
  target: number;
}

/** A per-request threshold: a request meets it when its value is at most `limit` (lower-better) or at least it. */
export interface SloThreshold {
  metric: SloMetric;
  limit: number;
}

/** A scenario's service-level objectives (the workload's `slo:` with the scenario's own `slo:` over it). */
export interface SloSpec {
  objectives: SloObjective[];
  thresholds: SloThreshold[];
  /** The share of requests that must meet every threshold (failed requests miss); null: no goodput objective. */
  goodput: number | null;
}

/** The `slo:` section as the schema guarantees it. */
export interface SloFile {
  objectives?: Partial<Record<SloMetric, Record<string, number>>>;
  thresholds?: Partial<Record<SloMetric, number>>;
  goodput?: number;
}

/** `p95` → 0.95, `p05` and `p5` → 0.05, `p99.9` → 0.999; NaN when the key is not a percentile. */
export function percentileLevel(key: string): number {
  const match = /^p(\d+(?:\.\d+)?)$/.exec(key);
  return match ? Number(match[1]) / 100 : Number.NaN;
}

/** The scenario's `slo` over the workload's: objectives per metric and percentile, thresholds per metric, goodput. */
export function normalizeSlo(workload: SloFile | undefined, scenario: SloFile | undefined): SloSpec | null {
  if (workload === undefined && scenario === undefined) return null;
  const objectives = new Map<string, SloObjective>();
  const thresholds = new Map<SloMetric, number>();
  for (const file of [workload, scenario]) {
    for (const metric of SLO_METRICS) {
      for (const [label, target] of Object.entries(file?.objectives?.[metric] ?? {})) {
        objectives.set(`${metric}:${label}`, { metric, level: percentileLevel(label), label, target });
      }
      const limit = file?.thresholds?.[metric];
      if (limit !== undefined) thresholds.set(metric, limit);
    }
  }
  const goodput = scenario?.goodput ?? workload?.goodput ?? null;
  if (objectives.size === 0 && thresholds.size === 0 && goodput === null) return null;
  return {
    objectives: [...objectives.values()],
    thresholds: [...thresholds].map(([metric, limit]) => ({ metric, limit })),
    goodput,
  };
}

/** Each scenario's service-level objectives by scenario name (empty when none has any). */
export function sloByScenario(scenarios: readonly { name: string; slo?: SloSpec }[]): Record<string, SloSpec> {
  return Object.fromEntries(scenarios.flatMap((s) => (s.slo ? [[s.name, s.slo] as const] : [])));
}

/** A metric's better direction, from the metric table. */
export function sloBetter(metric: SloMetric): 'lower' | 'higher' {
  return METRICS[metric].better;
}

/**
 * What the schema cannot say about `slo:` (the workload's and each scenario's): a percentile outside (0, 100), and a
 * goodput objective with no threshold to judge requests by (after the scenario's `slo:` is laid over the workload's).
 */
export function sloIssues(data: Record<string, unknown>, scenarios: readonly [number, Record<string, unknown>][]): PathIssue[] {
  const issues: PathIssue[] = [];
  const top = asRecord(data.slo);
  issues.push(...levelIssues(top, ['slo']));
  for (const [index, scenario] of scenarios) {
    const own = asRecord(scenario.slo);
    issues.push(...levelIssues(own, ['scenarios', index, 'slo']));
    const goodputAt: PathSegment[] | null =
      own?.goodput !== undefined ? ['scenarios', index, 'slo', 'goodput'] : top?.goodput !== undefined ? ['slo', 'goodput'] : null;
    const thresholds = { ...asRecord(top?.thresholds), ...asRecord(own?.thresholds) };
    if (goodputAt && Object.keys(thresholds).length === 0) {
      issues.push({
        path: goodputAt,
        message: `needs per-request thresholds to judge requests by (slo.thresholds, e.g. { ttftMs: 2000 })${goodputAt[0] === 'slo' ? '' : `; scenario ${JSON.stringify(scenario.name)} has none`}`,
      });
    }
  }
  // One goodput without thresholds in the workload's own slo is named once, at the workload, not per scenario.
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path.join('.')}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function levelIssues(slo: Record<string, unknown> | null, path: PathSegment[]): PathIssue[] {
  const objectives = asRecord(slo?.objectives);
  if (!objectives) return [];
  return Object.entries(objectives).flatMap(([metric, levels]) =>
    Object.keys(asRecord(levels) ?? {}).flatMap((key): PathIssue[] => {
      const level = percentileLevel(key);
      return Number.isNaN(level) || (level > 0 && level < 1)
        ? []
        : [{ path: [...path, 'objectives', metric, key], message: `is not a percentile inside (0, 100): use p50, p95, p99.9 or p05` }];
    }),
  );
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
