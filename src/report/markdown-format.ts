/** Labels, units and signed changes for the Markdown report. Everything returned is Markdown-safe. */
import type { CellData, Comparison, Interval, Verdict } from '../gate/types.js';
import type { SummarisedMetric } from '../metrics/types.js';
import type { CellResult } from '../results/types.js';
import { escapeMarkdown } from './escape.js';
import { formatMs, formatNumber, formatPercent } from './format.js';

const MINUS = '\u2212';

export const METRIC_LABELS: Record<SummarisedMetric, string> = {
  ttfbMs: 'TTFB',
  ttftMs: 'TTFT',
  ttftContentMs: 'TTFT (content)',
  settleMs: 'settle',
  e2eMs: 'end to end',
  maxGapMs: 'longest stall',
  gapP50Ms: 'gap p50',
  gapP99Ms: 'gap p99',
  outputTokens: 'output tokens',
  reasoningTokens: 'reasoning tokens',
  tokensPerSecond: 'tok/s',
  tokensPerEvent: 'tokens/event',
  chunkCount: 'chunks',
  tokenEvents: 'token events',
  idr: 'IDR',
  upstreamMs: 'upstream time',
  gatewayOverheadMs: 'gateway overhead',
};

const SPECIAL_LABELS: Record<string, string> = {
  nonStreamedShare: 'non-streamed share',
  errorRate: 'error rate',
};

type Unit = 'ms' | 'perSecond' | 'ratio' | 'count' | 'share';

export function metricLabel(metric: string): string {
  // Assertion pass rates (src/gate/conformance.ts) are named `check:<assertion>`.
  if (metric.startsWith('check:')) return `${escapeMarkdown(metric.slice('check:'.length), 60)} pass rate`;
  return (METRIC_LABELS as Record<string, string>)[metric] ?? SPECIAL_LABELS[metric] ?? escapeMarkdown(metric, 60);
}

function unitOf(metric: string): Unit {
  if (metric === 'nonStreamedShare' || metric === 'errorRate' || metric.startsWith('check:')) return 'share';
  if (metric === 'tokensPerSecond') return 'perSecond';
  if (metric === 'idr') return 'ratio';
  if (metric.endsWith('Ms')) return 'ms';
  return 'count';
}

/** A metric value in its unit: `1.20 s`, `77.1`, `0.95`, `8%`. */
export function formatValue(metric: string, value: number | null | undefined): string {
  switch (unitOf(metric)) {
    case 'ms':
      return formatMs(value);
    case 'share':
      return formatPercent(value, 1);
    case 'ratio':
      return formatNumber(value, 2);
    default:
      return formatNumber(value, 1);
  }
}

/** Sign of what is shown: a difference that rounds to zero is `±0`, never `−0.00`. */
function signed(value: number, shown: string): string {
  if (!/[1-9]/.test(shown)) return `±${shown}`;
  return `${value > 0 ? '+' : MINUS}${shown}`;
}

/**
 * A ratio as a relative change: `+21%`, `−3.5%`; from 2× on as a multiple (`8.1×`), which reads
 * better than `+710%`. `asMultiple` lets an interval use the format of its estimate.
 */
export function formatRatioChange(ratio: number, asMultiple = ratio >= 2): string {
  if (!Number.isFinite(ratio)) return ratio > 0 ? '∞' : '–';
  if (asMultiple) return `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`;
  const pct = (ratio - 1) * 100;
  return signed(pct, `${Math.abs(pct).toFixed(Math.abs(pct) < 10 ? 1 : 0)}%`);
}

/** A difference in the metric's unit with its sign: `+250 ms`, `−1.5 tok/s`, `+7.5 pp`. */
export function formatDifference(metric: string, diff: number): string {
  if (!Number.isFinite(diff)) return diff > 0 ? '+∞' : diff < 0 ? `${MINUS}∞` : '–';
  const abs = Math.abs(diff);
  switch (unitOf(metric)) {
    case 'ms':
      return signed(diff, formatMs(abs));
    case 'share':
      return signed(diff, `${(abs * 100).toFixed(1)} pp`);
    case 'perSecond':
      return signed(diff, `${abs.toFixed(1)} tok/s`);
    case 'ratio':
      return signed(diff, abs.toFixed(2));
    default:
      return signed(diff, abs.toFixed(1));
  }
}

function interval(bounds: Interval, one: (v: number) => string): string {
  return `[${one(bounds.lower)}, ${one(bounds.upper)}]`;
}

/**
 * The change column: relative change with the gate's bounds, then the absolute change
 * (`+21% [+12%, +30%] · +250 ms`). Shares and rates have no ratio: `+7.5 pp [+1.2 pp, +14.0 pp]`.
 */
export function formatComparisonChange(c: Comparison): string {
  if (c.ratio) {
    const multiple = c.ratio.estimate >= 2;
    const relative = `${formatRatioChange(c.ratio.estimate, multiple)} ${interval(c.ratio, (v) => formatRatioChange(v, multiple))}`;
    const absolute = c.change
      ? formatDifference(c.metric, c.change.estimate)
      : c.baseline.value !== null && c.candidate.value !== null
        ? formatDifference(c.metric, c.candidate.value - c.baseline.value)
        : null;
    return absolute ? `${relative} · ${absolute}` : relative;
  }
  if (c.change) return `${formatDifference(c.metric, c.change.estimate)} ${interval(c.change, (v) => formatDifference(c.metric, v))}`;
  if (c.baseline.value !== null && c.candidate.value !== null) return naiveChange(c.metric, c.baseline.value, c.candidate.value);
  return '–';
}

/** Change of two point values that the gate did not compare: relative (`+21%`), or share points. */
export function naiveChange(metric: string, baseline: number, candidate: number): string {
  if (unitOf(metric) === 'share' || baseline === 0) return formatDifference(metric, candidate - baseline);
  return formatRatioChange(candidate / baseline);
}

export function verdictWord(verdict: Verdict): string {
  switch (verdict) {
    case 'fail':
      return '**FAIL**';
    case 'inconclusive':
      return '**inconclusive**';
    case 'pass':
      return 'pass';
    case 'undecided':
      return 'undecided';
    default:
      return 'not gated';
  }
}

/** `clean · essay #2 · warm`, escaped. */
export function cellName(cell: { endpoint: string; scenario: string; cache: string; turn: number | null }): string {
  const turn = cell.turn === null ? '' : ` · turn ${cell.turn + 1}`;
  return `${escapeMarkdown(cell.endpoint, 80)} · ${escapeMarkdown(cell.scenario, 80)}${turn} · ${escapeMarkdown(cell.cache, 20)}`;
}

/** Buffered or coalesced requests among classified ones; null when none was classified. */
export function nonStreamedShare(cell: Pick<CellData | CellResult, 'classes'>): number | null {
  const classified = cell.classes.streamed + cell.classes.coalesced + cell.classes.buffered;
  return classified === 0 ? null : (cell.classes.coalesced + cell.classes.buffered) / classified;
}

/** `2/40 (5.0%)`. */
export function formatErrors(cell: { n: number; errors: number }): string {
  return `${cell.errors}/${cell.n} (${formatPercent(cell.n === 0 ? null : cell.errors / cell.n, 1)})`;
}
