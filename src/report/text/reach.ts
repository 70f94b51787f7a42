/**
 * What a recorded baseline can catch, in words (src/gate/reach.ts decides the figures): one line per
 * endpoint for the baseline as written, then the same figure for TTFT p50 had it pooled 3 runs and against a history,
 * so the user sees what recording more would buy:
 *
 *   what a gate against this baseline can catch (90 % power, 60 requests per cell as this run):
 *     api: TTFT p50 above +41% · TTFT p95 above 2.3× · tok/s p50 above 29% lower · errors above +9.6 points
 *     TTFT p50 with 3 runs pooled (--runs 3): above +30% if the runs agree, +55% if they wander by the assumed
 *     drift; against a history of 10 runs: above +24% if the runs agree, +40% if they wander by the assumed drift
 */
import type { ReachVariant } from '../../gate/index.js';
import type { PassResolution, PooledComparison } from '../../gate/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { points, ruleRank, worseChange } from './resolution.js';

function caught(p: PooledComparison, r: PassResolution): string {
  if (r.wouldCatch === null) return 'no change up to 10× (too few requests)';
  return r.scale === 'points' ? `above ${points(r.wouldCatch)} points` : `above ${worseChange(p, r.wouldCatch)}`;
}

function ruleText(p: PooledComparison): string {
  const label = p.metric === 'errorRate' ? 'errors' : statisticLabel(p.metric, p.statistic);
  return `${label} ${caught(p, p.resolution!)}`;
}

const runsWord = (n: number): string => `${n} run${n === 1 ? '' : 's'}`;

/** The lines `baseline:update` and `mode: record` print after writing a baseline; empty when nothing could be stated. */
export function reachLines(variants: readonly ReachVariant[]): string[] {
  const recorded = variants.find((v) => v.kind === 'recorded');
  if (!recorded || recorded.rules.length === 0) return [];
  const endpoints = [...new Set(recorded.rules.map((p) => p.endpoint))];
  const lines = [
    `what a gate against this baseline (${runsWord(recorded.runs)}) can catch, at 90 % power with ${recorded.candidateRequests} requests per cell as this run:`,
  ];
  for (const endpoint of endpoints) {
    const own = recorded.rules.filter((p) => p.endpoint === endpoint).sort((a, b) => ruleRank(a) - ruleRank(b));
    lines.push(`  ${endpoint}: ${own.map(ruleText).join(' · ')}`);
    const centre = (v: ReachVariant): PooledComparison | undefined =>
      v.rules.find((p) => p.endpoint === endpoint && p.metric === 'ttftMs' && p.statistic === 'p50');
    const others: string[] = [];
    for (const kind of ['runs', 'history'] as const) {
      const of = variants.filter((v) => v.kind === kind).map((v) => ({ v, p: centre(v) }));
      const stated = of.filter((x): x is { v: ReachVariant; p: PooledComparison } => x.p !== undefined);
      if (stated.length === 0) continue;
      const where =
        kind === 'runs'
          ? `with ${runsWord(stated[0]!.v.runs)} pooled (--runs ${stated[0]!.v.runs})`
          : `against a history of ${runsWord(stated[0]!.v.runs)}`;
      const agree = stated.find((x) => x.v.drift === 'agree');
      const assumed = stated.find((x) => x.v.drift === 'assumed');
      others.push(
        agree && assumed
          ? `${where}: ${caught(agree.p, agree.p.resolution!)} if the runs agree, ${caught(assumed.p, assumed.p.resolution!).replace(/^above /, '')} if they wander by the assumed drift`
          : `${where}: ${caught(stated[0]!.p, stated[0]!.p.resolution!)}`,
      );
    }
    if (others.length > 0 && centre(recorded)) lines.push(`    TTFT p50 ${others.join('; ')}`);
  }
  return lines;
}
