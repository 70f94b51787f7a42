/**
 * What a sweep's charts (Mermaid and SVG) draw against: the latency objective followed and its target, and the
 * goodput target. Pure.
 */
import { LEVEL_METRICS, type LevelMetric, type SweepLevel } from '../../results/index.js';

/** The objective a latency chart follows: its metric, the statistic drawn and the target line (null: none). */
export interface ChartObjective {
  metric: LevelMetric;
  statistic: 'p50' | 'p90' | 'p95' | 'p99';
  /** The strictest target over the cells with this objective; null when none is drawn. */
  target: number | null;
}

const STATISTICS = ['p50', 'p90', 'p95', 'p99'] as const;

/**
 * The TTFT objective when there is one, else the first percentile objective whose metric a level summarises, else
 * TTFT p95 without a target. The statistic drawn is the objective's percentile when a level has it (p50, p90, p95,
 * p99); for another percentile p95 is drawn and no target line, which would not be comparable with it.
 */
export function chartObjective(levels: readonly SweepLevel[]): ChartObjective {
  const percentiles = levels.flatMap((l) => l.slo).filter((v) => v.kind === 'percentile');
  const isLevelMetric = (m: string): m is LevelMetric => (LEVEL_METRICS as readonly string[]).includes(m);
  const first = percentiles.find((v) => v.metric === 'ttftMs') ?? percentiles.find((v) => isLevelMetric(v.metric));
  if (!first || !isLevelMetric(first.metric)) return { metric: 'ttftMs', statistic: 'p95', target: null };
  const statistic = STATISTICS.find((s) => s === first.label);
  if (!statistic) return { metric: first.metric, statistic: 'p95', target: null };
  const targets = percentiles.filter((v) => v.metric === first.metric && v.label === first.label).map((v) => v.target);
  const target = first.better === 'lower' ? Math.min(...targets) : Math.max(...targets);
  return { metric: first.metric, statistic, target };
}

/** The strictest goodput target among the levels' verdicts, or null. */
export function goodputTarget(levels: readonly SweepLevel[]): number | null {
  const targets = levels.flatMap((l) => l.slo).flatMap((v) => (v.kind === 'goodput' ? [v.target] : []));
  return targets.length > 0 ? Math.max(...targets) : null;
}
