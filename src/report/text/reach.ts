/**
 * What a recorded baseline can catch, in words (src/gate/reach.ts decides the figures): one line per
 * endpoint for the baseline as written, then the same figure for TTFT p50 had it pooled 3 runs and against a history,
 * so the user sees what recording more would buy:
 *
 *   what a gate against this baseline can catch (90 % power, 60 requests per cell as this run):
 *     api: TTFT p50 above +41% · TTFT p95 above 2.3× · tok/s p50 above 29% lower · errors above +9.6 points
 *     TTFT p50 with 3 runs pooled (--runs 3): above +30% if the runs agree, +55% if they wander by the assumed
 *     drift; against a history of 10 runs: above +24% if the runs agree, +40% if they wander by the assumed drift
 *
 * and, where an unchanged run could not pass a rule against the baseline as written, a warning naming the rule and why
 * (reachWarnings): every later gate would end open on it.
 */
import type { ReachVariant, PassResolution, PooledComparison } from '../../gate/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { holeText, points, ruleRank, worseChange } from './resolution.js';

function caught(p: PooledComparison, r: PassResolution): string {
  if (r.wouldCatch === null) return 'no change up to 10× (too few requests)';
  return r.scale === 'points' ? `above ${points(r.wouldCatch)} points` : `above ${worseChange(p, r.wouldCatch)}`;
}

const ruleLabel = (p: PooledComparison): string => (p.metric === 'errorRate' ? 'errors' : statisticLabel(p.metric, p.statistic));

function ruleText(p: PooledComparison): string {
  return `${ruleLabel(p)} ${caught(p, p.resolution!)}`;
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

/** A log-sd as the ± percentage it spreads a ratio by. */
const wanderText = (logSd: number): string => `±${Math.round((Math.exp(logSd) - 1) * 100)}%`;

/**
 * One warning per endpoint whose rules an unchanged run could not pass against the baseline as written: the rules,
 * the wander its runs measured (a baseline of several runs) or the requests that would bound them, and the way out.
 */
export function reachWarnings(variants: readonly ReachVariant[]): string[] {
  const recorded = variants.find((v) => v.kind === 'recorded');
  if (!recorded) return [];
  const endpoints = [...new Set(recorded.open.map((p) => p.endpoint))];
  const holes = recorded.unbounded.map(
    (p) =>
      `${p.endpoint}: ${holeText(p, p.unbounded!).replace("this run's requests", "a gate's requests")}; a gate against this baseline decides on its other rules and says so`,
  );
  return [
    ...endpoints.map((endpoint) => {
      const open = recorded.open.filter((p) => p.endpoint === endpoint).sort((a, b) => ruleRank(a) - ruleRank(b));
      const names = open.map(ruleLabel);
      const wandered = open.flatMap((p) => {
        const w = recorded.wander.find((x) => x.endpoint === endpoint && x.metric === p.metric);
        return w && w.logSd > 0 ? [`${wanderText(w.logSd)} in ${ruleLabel(p)}`] : [];
      });
      const bound = open[0]!.samplesToDecide ? ` (about ${open[0]!.samplesToDecide} would)` : '';
      const why =
        wandered.length > 0
          ? `its ${runsWord(recorded.runs)} differ by ${wandered.join(', ')} between them, which a gate must allow for; ` +
            'record it where the load is steadier, or keep a history (more runs measure the wander more surely)'
          : `${recorded.candidateRequests} requests per cell cannot bound ${names.length === 1 ? 'it' : 'them'} inside the ` +
            `must-catch level${bound}; raise run.requests`;
      return `${endpoint}: an unchanged run could not pass ${names.join(', ')} against this baseline, so every gate against it would end open there: ${why}`;
    }),
    ...holes,
  ];
}
