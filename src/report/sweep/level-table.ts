/**
 * The level table of a capacity sweep (Markdown and terminal): one row per level with what was measured and the SLO's
 * state, the capacity estimate marked, and the key lines explaining the marks. Pure.
 */
import type { LevelState } from '../../gate/index.js';
import type { LevelMetric, LevelPercentiles, SweepEndpoint, SweepLevel } from '../../results/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { formatMs, formatPercent, formatValue } from '../format.js';
import type { Align } from '../markdown/format.js';
import { formatRate, KNEE_MARK, kneeOf, loadAxisName, loadNumber, sortedLevels, type SweepLoad } from './words.js';

const STATE_TEXT: Record<LevelState, string> = { met: 'met', violated: 'violated', undecided: 'undecided', none: '–' };

export interface LevelTable {
  headers: string[];
  aligns: Align[];
  rows: string[][];
}

/**
 * One row per level in ascending load (the synchronous one-stream level of a rate sweep first): what was measured and
 * the SLO's state, the capacity estimate marked. `strongViolation` marks the state text of a violated level.
 */
export function levelTable(endpoint: SweepEndpoint, load: SweepLoad, strongViolation: (text: string) => string): LevelTable {
  const levels = sortedLevels(endpoint);
  const all = endpoint.synchronous ? [endpoint.synchronous, ...levels] : levels;
  const withGoodput = all.some((l) => l.goodput !== null);
  const withServer = all.some((l) => l.server !== undefined);
  const knee = kneeOf(endpoint.capacity);
  const pct = (l: SweepLevel, metric: LevelMetric, stat: keyof Omit<LevelPercentiles, 'n'>): number | undefined =>
    l.latency[metric]?.[stat];
  const headers = [
    loadAxisName(load),
    'requests',
    'errors',
    'looks',
    'req/s',
    'output tok/s',
    statisticLabel('ttftMs', 'p50'),
    statisticLabel('ttftMs', 'p95'),
    statisticLabel('e2eMs', 'p95'),
    'decode tok/s p50',
    ...(withGoodput ? ['goodput'] : []),
    ...(withServer ? ['server waiting (median / max)', 'server KV cache max'] : []),
    'SLO',
  ];
  const aligns: Align[] = headers.map((h) => (h === 'SLO' ? 'left' : 'right'));
  const rows = all.map((l) => {
    const synchronous = l === endpoint.synchronous;
    const state = STATE_TEXT[l.state];
    const marked = `${l.state === 'violated' ? strongViolation(state) : state}${!synchronous && l.load === knee ? ` ${KNEE_MARK}` : ''}`;
    return [
      synchronous ? 'synchronous (1 stream)' : loadNumber(l.load),
      String(l.requests),
      String(l.errors),
      String(l.looks),
      formatRate(l.requestsPerSecond),
      formatRate(l.outputTokensPerSecond),
      formatMs(pct(l, 'ttftMs', 'p50')),
      formatMs(pct(l, 'ttftMs', 'p95')),
      formatMs(pct(l, 'e2eMs', 'p95')),
      formatValue('tokensPerSecond', pct(l, 'tokensPerSecond', 'p50')),
      ...(withGoodput ? [formatPercent(l.goodput, 1)] : []),
      ...(withServer ? serverCells(l) : []),
      marked,
    ];
  });
  return { headers, aligns, rows };
}

function serverCells(l: SweepLevel): string[] {
  const s = l.server;
  if (!s) return ['–', '–'];
  const count = (v: number | null): string => (v === null ? '–' : String(Math.round(v)));
  return [s.queueDepthMax === null ? '–' : `${count(s.queueDepthMedian)} / ${count(s.queueDepthMax)}`, formatPercent(s.kvCacheUsageMax)];
}

export const SWEEP_KEY_LINES: readonly string[] = [
  'met / violated: shown at the level’s confidence (a violation at the test’s share of the false-failure budget); undecided: neither at the last look.',
  `${KNEE_MARK} the capacity estimate: the highest level, below the first one shown violated, whose observed values meet every objective.`,
];
