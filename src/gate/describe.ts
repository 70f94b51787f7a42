import type { CellData } from './types.js';

/** Identity of a cell across runs: the same endpoint, scenario, cache state and agent turn. */
export function cellKey(cell: Pick<CellData, 'endpoint' | 'scenario' | 'cache' | 'turn'>): string {
  return `${cell.endpoint}/${cell.scenario}/${cell.cache}${cell.turn === null ? '' : `/turn${cell.turn}`}`;
}

const METRIC_LABELS: Record<string, string> = {
  ttfbMs: 'TTFB',
  ttftMs: 'TTFT',
  ttftContentMs: 'TTFT(content)',
  settleMs: 'settle',
  e2eMs: 'e2e',
  maxGapMs: 'max gap',
  gapP50Ms: 'gap p50',
  gapP99Ms: 'gap p99',
  tokensPerSecond: 'tok/s',
  idr: 'IDR',
  upstreamMs: 'upstream time',
  gatewayOverheadMs: 'gateway overhead',
  nonStreamedShare: 'non-streamed share',
  errorRate: 'error rate',
};

/** Short name a reviewer recognises in a PR comment. */
export function metricLabel(metric: string): string {
  return METRIC_LABELS[metric] ?? metric;
}

/** Unit suffix for absolute changes; IDR and counts are unitless. */
export function metricUnit(metric: string): string {
  if (metric.endsWith('Ms')) return ' ms';
  if (metric === 'tokensPerSecond') return ' tok/s';
  return '';
}

/** Enough digits to tell values apart without pretending to sub-millisecond precision. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : 'n/a';
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1).replace(/\.0$/, '');
  if (magnitude >= 0.1) return value.toFixed(2).replace(/\.?0+$/, '');
  if (magnitude === 0) return '0';
  return value.toPrecision(2);
}

export function signed(value: number): string {
  const text = formatNumber(value);
  return value > 0 ? `+${text}` : text;
}

/** A change in the metric's unit, e.g. `+210 ms`, `-3.5 tok/s`, `-0.35`. */
export function formatChange(metric: string, value: number): string {
  return `${signed(value)}${metricUnit(metric)}`;
}

/** A ratio as a percent change, e.g. 1.48 → `+48%`. */
export function formatPercent(ratio: number): string {
  const percent = (ratio - 1) * 100;
  if (!Number.isFinite(percent)) return 'n/a';
  const rounded = Math.abs(percent) >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return ratio > 0 ? '∞' : 'n/a';
  return `${Number(ratio.toPrecision(3))}×`;
}

export function formatRatioBounds(lower: number, upper: number): string {
  return `${formatRatio(lower)}–${formatRatio(upper)}`;
}

/** A share as whole percent (`3%`) or, below 1 %, one decimal. */
export function formatShare(share: number): string {
  const percent = share * 100;
  return `${percent !== 0 && Math.abs(percent) < 1 ? percent.toFixed(1) : Math.round(percent)}%`;
}

export function formatPoints(delta: number): string {
  const points = delta * 100;
  const text = Math.abs(points) < 1 && points !== 0 ? points.toFixed(1) : String(Math.round(points));
  return `${points > 0 ? '+' : ''}${text} ${text === '1' || text === '-1' ? 'point' : 'points'}`;
}

export function formatP(p: number): string {
  return p < 0.0001 ? 'p < 0.0001' : `p = ${Number(p.toPrecision(2))}`;
}
