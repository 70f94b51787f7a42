/**
 * Formatting shared by every rendering (Markdown, terminal, logs): one way to write a duration, a share, a change or a
 * p-value, and one way to name a cell and its delivery. Units and decimals come from the metric vocabulary
 * (src/vocabulary/metrics.ts).
 */
import type { CellResult } from '../results/index.js';
import { metricSpec, type Unit } from '../vocabulary/index.js';

export const MINUS = '\u2212';

export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  if (Math.abs(ms) >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (Math.abs(ms) >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (Math.abs(ms) >= 100) return `${ms.toFixed(0)} ms`;
  if (Math.abs(ms) >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function formatNumber(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  return v.toFixed(digits);
}

/** A share (0–1) as percent: `8%`, `12.5%` with `digits`. */
export function formatPercent(v: number | null | undefined, digits = 0): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  return `${(v * 100).toFixed(digits)}%`;
}

export function unitOf(metric: string): Unit {
  return metricSpec(metric)?.unit ?? 'count';
}

/** A metric value in its unit: `1.20 s`, `77.1`, `0.95`, `8%`. */
export function formatValue(metric: string, value: number | null | undefined): string {
  const spec = metricSpec(metric);
  switch (spec?.unit ?? 'count') {
    case 'ms':
      // A duration a hair below zero is two clocks disagreeing (the server's own prefill report against the client's
      // TTFT), not a negative time: `≈0 ms`. A larger negative value is shown as it is, since it is a real discrepancy.
      return value !== null && value !== undefined && value < 0 && value > -1 ? '≈0 ms' : formatMs(value);
    case 'share':
      return formatPercent(value, value !== null && value !== undefined && value > 0 && value < 0.01 ? 1 : 0);
    default:
      return formatNumber(value, spec?.decimals ?? 1);
  }
}

/** Sign of what is shown: a difference that rounds to zero is `±0`, never `−0.00`. */
function signed(value: number, shown: string): string {
  if (!/[1-9]/.test(shown)) return `±${shown}`;
  return `${value > 0 ? '+' : MINUS}${shown}`;
}

/**
 * A ratio as a relative change: `+21%`, `−3.5%`; from 2× on as a multiple (`8.1×`), which reads better than
 * `+710%`. `asMultiple` lets an interval use the format of its estimate.
 */
export function formatRatioChange(ratio: number, asMultiple = ratio >= 2): string {
  if (!Number.isFinite(ratio)) return ratio > 0 ? '∞' : '–';
  if (asMultiple) return `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`;
  const pct = (ratio - 1) * 100;
  return signed(pct, `${Math.abs(pct).toFixed(Math.abs(pct) < 10 ? 1 : 0)}%`);
}

/** A ratio as a multiple: `1.2×`, `0.85×`, `41×`. */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return ratio > 0 ? '∞' : '–';
  if (ratio >= 10) return `${ratio.toFixed(0)}×`;
  return `${Number(ratio.toPrecision(ratio >= 1 ? 3 : 2))}×`;
}

/**
 * A ratio change with its bounds, in the one notation every report uses: `+66% (+52% to +86%)`, from 2× on as
 * multiples `12× (9.8× to 15×)`. The table cell, the finding line and the terminal all show a statistic this way
 * (parentheses and "to" need no escaping in Markdown, and a negative bound reads unambiguously).
 */
export function formatRatioWithBounds(estimate: number, lower: number, upper: number): string {
  const multiple = estimate >= 2;
  return `${formatRatioChange(estimate, multiple)} (${formatRatioChange(lower, multiple)} to ${formatRatioChange(upper, multiple)})`;
}

/** A difference with its bounds, in the same notation: `+250 ms (+120 ms to +380 ms)`. */
export function formatDifferenceWithBounds(metric: string, estimate: number, lower: number, upper: number): string {
  return `${formatDifference(metric, estimate)} (${formatDifference(metric, lower)} to ${formatDifference(metric, upper)})`;
}

/** A difference in the metric's unit with its sign: `+250 ms`, `−1.5 tok/s`, `+7.5 pp`, `−0.87`. */
export function formatDifference(metric: string, diff: number): string {
  if (!Number.isFinite(diff)) return diff > 0 ? '+∞' : diff < 0 ? `${MINUS}∞` : '–';
  const abs = Math.abs(diff);
  const spec = metricSpec(metric);
  switch (spec?.unit ?? 'count') {
    case 'ms':
      return signed(diff, formatMs(abs));
    case 'share':
      return signed(diff, `${formatPointsNumber(abs * 100)} pp`);
    case 'perSecond':
      return signed(diff, `${abs.toFixed(1)} tok/s`);
    default:
      return signed(diff, abs.toFixed(spec?.decimals ?? 1));
  }
}

/** Percentage points without trailing noise: `100`, `7.5`, `0.4`. */
function formatPointsNumber(points: number): string {
  if (points >= 10) return points.toFixed(0);
  return points.toFixed(1).replace(/\.0$/, '');
}

/** A p-value: `p < 0.0001`, `p = 0.0036`. */
export function formatP(p: number): string {
  return p < 0.0001 ? 'p < 0.0001' : `p = ${Number(p.toPrecision(2))}`;
}

/** A level or budget share: `0.5%`, `0.012%`. */
export function formatLevel(level: number): string {
  const percent = level * 100;
  return `${Number(percent.toPrecision(2))}%`;
}

/** `hello · cold`, `agent · turn 2 · warm`. */
export function cellWhere(c: { scenario: string; cache: string; turn: number | null; job?: true }): string {
  return `${c.scenario}${c.job ? ' · job' : c.turn === null ? '' : ` · turn ${c.turn + 1}`} · ${c.cache}`;
}

/** The dominant class, with the split when requests disagree (e.g. `streamed 9/10, buffered 1`). */
export function deliveryLabel(cell: Pick<CellResult, 'classes'>): string {
  const entries = (['streamed', 'coalesced', 'buffered'] as const)
    .map((k) => [k, cell.classes[k]] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  const classified = entries.reduce((n, [, v]) => n + v, 0);
  if (classified === 0) return cell.classes.undefined > 0 ? 'too short' : '–';
  const [first, ...rest] = entries;
  if (rest.length === 0) return first![0];
  return [`${first![0]} ${first![1]}/${classified}`, ...rest.map(([k, v]) => `${k} ${v}`)].join(', ');
}

/** `1,240` jobs per hour at the run's concurrency (docs/agents.md), or `–` when no job completed. */
export function jobsPerHourText(loop: { jobsPerHour?: { atConcurrency: number } }): string {
  return loop.jobsPerHour ? Math.round(loop.jobsPerHour.atConcurrency).toLocaleString('en-US') : '–';
}
