/**
 * What a history can catch, in words (src/gate/history-reach.ts decides the figures), one line per endpoint:
 *
 *   history of 5 runs (drift measured over 5), wandering ±8% in tok/s p50, ±3% in TTFT p50: api catches TTFT p50
 *   above +64% · tok/s p50 above 35% lower; a reference endpoint in the same run would catch +25% · 15% lower
 *
 * and, where the history is blind to what a reference would catch, the remedy: gate against a reference endpoint.
 */
import type { HistoryReach, PooledComparison } from '../../gate/index.js';
import { docsUrl, statisticLabel } from '../../vocabulary/index.js';
import { worseChange } from './resolution.js';

const runsWord = (n: number): string => `${n} run${n === 1 ? '' : 's'}`;
const wanderText = (logSd: number): string => `±${Math.round((Math.exp(logSd) - 1) * 100)}%`;
const label = (metric: string): string => statisticLabel(metric, 'p50');

/** Each centre the reference states, with what `list` would catch of it (or that an unchanged run cannot pass it). */
function catches(list: readonly PooledComparison[], metrics: readonly string[]): string {
  return metrics
    .map((metric) => {
      const p = list.find((x) => x.metric === metric);
      const r = p?.resolution?.wouldCatch;
      if (!p) return `${label(metric)}: not even an unchanged run passes`;
      return `${label(metric)} above ${r === undefined || r === null ? 'no change up to 10×' : worseChange(p, r)}`;
    })
    .join(' · ');
}

export function historyReachLines(reach: readonly HistoryReach[]): string[] {
  return reach.flatMap((r) => {
    if (r.reference.length === 0) return [];
    const window = r.driftRuns > r.runs ? ` (drift measured over ${r.driftRuns})` : '';
    // A wander that rounds to 0 % is the runs agreeing within their own noise.
    const wandering = r.wander.filter((w) => wanderText(w.logSd) !== '±0%').map((w) => `${wanderText(w.logSd)} in ${label(w.metric)}`);
    const head = `history of ${runsWord(r.runs)}${window}, ${wandering.length > 0 ? `wandering ${wandering.join(', ')}` : 'its runs agreeing within their noise'}`;
    const metrics = r.reference.map((p) => p.metric);
    const line = `${head}: ${r.endpoint} catches ${catches(r.history, metrics)}; a reference endpoint in the same run would catch ${catches(r.reference, metrics)}`;
    if (r.blind.length === 0) return [line];
    const blind = r.blind.map(label).join(' and ');
    return [
      `${line}. A reference would see ${blind} changes this history cannot: declare the current stack beside the changed one as \`reference: true\` (${docsUrl('history.md')})`,
    ];
  });
}
