/**
 * Sentences for service-level objectives (docs/slo.md): which objective, which cell, the bound and the target, e.g.
 * `SLO violated: TTFT p95 ≤ 2000 ms in hello · cold: lower bound 2310 ms (n = 40)`. Plain text; renderers escape it.
 */
import type { SloVerdict } from '../../gate/index.js';
import { METRICS } from '../../vocabulary/index.js';
import { cellWhere, formatPercent, formatValue } from '../format.js';

/** `TTFT p95 ≤ 2000 ms`, `tok/s p05 ≥ 20`, `goodput ≥ 95%`. */
export function sloObjectiveText(v: SloVerdict): string {
  if (v.kind === 'goodput') return `goodput ≥ ${formatPercent(v.target, 1)}`;
  const sign = v.better === 'lower' ? '≤' : '≥';
  return `${METRICS[v.metric as keyof typeof METRICS].label} ${v.label} ${sign} ${formatBound(v, v.target)}`;
}

function formatBound(v: SloVerdict, value: number | null): string {
  if (value === null) return '–';
  return v.kind === 'goodput' ? formatPercent(value, 1) : formatValue(v.metric, value);
}

const STATE: Record<SloVerdict['verdict'], string> = {
  violated: 'SLO violated',
  met: 'SLO met',
  undecided: 'SLO not yet shown',
  inconclusive: 'SLO not shown',
};

/**
 * One objective in one cell with the bound that decided it (or, still open, the one that would show it met) and the
 * requests judged; an objective the cell's requests could never show met says how many it would take.
 */
export function sloVerdictText(v: SloVerdict): string {
  const side = v.verdict === 'violated' ? v.violationBound : v.violationBound === 'lower' ? 'upper' : 'lower';
  const bound = v.bounds[side];
  const shown = bound === null ? `no ${side} bound yet` : `${side} bound ${formatBound(v, bound)}`;
  const misses =
    v.kind === 'goodput' ? `, ${v.misses.low === v.misses.high ? v.misses.low : `${v.misses.low}–${v.misses.high}`} missed` : '';
  const need =
    v.verdict !== 'violated' && v.verdict !== 'met'
      ? v.requestsToMeet === null
        ? '; no number of requests can show it met'
        : v.n < v.requestsToMeet
          ? `; showing it met takes at least ${v.requestsToMeet} requests`
          : ''
      : '';
  return `${STATE[v.verdict]}: ${sloObjectiveText(v)} in ${cellWhere(v)}: ${shown} (n = ${v.n}${misses}${need})`;
}

/** `3 SLOs met in 2 cells`. */
export function sloMetText(verdicts: readonly SloVerdict[]): string {
  const cells = new Set(verdicts.map((v) => `${v.scenario}\u0000${v.cache}\u0000${v.turn}`)).size;
  return `${verdicts.length} SLO${verdicts.length === 1 ? '' : 's'} met in ${cells} cell${cells === 1 ? '' : 's'}`;
}
