/**
 * What a history can catch, beside what a reference endpoint measured in the same run would (docs/history.md, "A
 * history that is too young or too wandering"): the gate run against the history-backed side's own cells, a candidate
 * of one run's size (reach.ts's projection for a recorded baseline), and the same candidate against itself as a
 * reference (no drift; both sides of that run's size). A history whose runs wander (or that is young, its drift known
 * from few runs) allows for so much drift that its figure is far from the reference's: the history is then **blind**
 * to changes a reference would catch, and the report says so and recommends the reference.
 */
import { evaluateGate } from './evaluate/gate.js';
import { measuredWander, reachOf, recordedRuns, scaleCell } from './reach.js';
import type { CellData, GateRules, PooledComparison } from './types.js';

/** A history whose figure for a centre is beyond this many times the reference's (on the log scale) is blind to it. */
export const BLIND_FACTOR = 2;

/** The centres a history's reach is stated for: what a user of a streaming endpoint feels first. */
const CENTRES = ['ttftMs', 'tokensPerSecond'];

export interface HistoryReach {
  endpoint: string;
  /** Runs pooled into the side, and runs its drift was measured over. */
  runs: number;
  driftRuns: number;
  /** Per centre metric, the wander the runs measured (the median of the cells' log-sd). */
  wander: { metric: string; logSd: number }[];
  /** The history's self-comparison: its passed centres, each with its resolution (what it would catch). */
  history: PooledComparison[];
  /** A reference endpoint in the same run: the same candidate against itself, no drift. */
  reference: PooledComparison[];
  /** Centres the history is blind to: its figure beyond BLIND_FACTOR × the reference's on the log scale, or none. */
  blind: string[];
}

/** One entry per endpoint of the history-backed side; empty when nothing could be stated. */
export function historyReach(cells: readonly CellData[], rules: GateRules, looks: number): HistoryReach[] {
  if (cells.length === 0) return [];
  const runs = recordedRuns(cells);
  const candidate = cells.map((c) => scaleCell(c, 1 / (c.spread?.runs ?? 1)));
  const history = reachOf({ kind: 'recorded', runs, drift: 'recorded' }, cells, candidate, { ...rules, extraLooks: 0 }, looks);
  const reference = evaluateGate(candidate, candidate, { ...rules, extraLooks: 0 }, { look: looks, looks, comparand: 'reference' });
  const centres = (list: readonly PooledComparison[]): PooledComparison[] =>
    list.filter((p) => CENTRES.includes(p.metric) && p.statistic === 'p50' && p.verdict === 'pass' && p.resolution);
  const wander = measuredWander(cells);
  const endpoints = [...new Set(cells.map((c) => c.endpoint))];
  return endpoints.map((endpoint) => {
    const own = centres(history.rules).filter((p) => p.endpoint === endpoint);
    const ref = centres(reference.pooled).filter((p) => p.endpoint === endpoint);
    const blind = CENTRES.filter((metric) => {
      const h = own.find((p) => p.metric === metric)?.resolution?.wouldCatch;
      const r = ref.find((p) => p.metric === metric)?.resolution?.wouldCatch;
      if (r === undefined || r === null) return false;
      return h === undefined || h === null || Math.log(h) > BLIND_FACTOR * Math.log(r);
    });
    return {
      endpoint,
      runs,
      driftRuns: Math.max(runs, ...cells.filter((c) => c.endpoint === endpoint).map((c) => c.spread?.driftRuns ?? 0)),
      wander: wander.filter((w) => w.endpoint === endpoint && CENTRES.includes(w.metric)).map(({ metric, logSd }) => ({ metric, logSd })),
      history: own,
      reference: ref,
      blind,
    };
  });
}
