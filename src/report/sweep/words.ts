/**
 * The words every view of a capacity sweep shares: the report's input, the text style (Markdown or plain), the
 * verdict words and knee marks, loads and rates as text, levels in load order and the side an endpoint is compared
 * with. Pure.
 */
import type { CapacityEstimate } from '../../gate/index.js';
import type { SweepEndpoint, SweepGate, SweepLevel, SweepResults } from '../../results/index.js';
import { escapeMarkdown, plainText } from '../escape.js';

export interface SweepReportInput {
  sweep: SweepResults;
  gate: SweepGate;
  /** The baseline sweep the gate compared with; null without one (first sweep, or a reference endpoint compared). */
  baseline: SweepResults | null;
  /** Character budget of the Markdown report (default 60,000, under GitHub's comment limit with the sticky marker). */
  maxChars?: number;
}

/** How the shared sentences mark emphasis and place untrusted text: Markdown (escaped, bold) or plain text. */
export interface SweepTextStyle {
  strong(text: string): string;
  /** An untrusted name (endpoint, scenario, model, workload), made safe for the output and capped. */
  name(text: string, maxChars?: number): string;
}

export const MARKDOWN_STYLE: SweepTextStyle = {
  strong: (text) => `**${text}**`,
  name: (text, maxChars = 80) => escapeMarkdown(text, maxChars),
};

export const PLAIN_STYLE: SweepTextStyle = {
  strong: (text) => text,
  name: (text, maxChars = 80) => plainText(text, maxChars),
};

export const SWEEP_STATUS: Record<SweepGate['verdict'], string> = {
  fail: 'FAIL',
  pass: 'PASS',
  inconclusive: 'INCONCLUSIVE',
  'not-gated': 'NOT GATED',
};

/** Marks the capacity estimate (the knee) of the candidate in tables and charts; the comparison side's in charts. */
export const KNEE_MARK = '◆';
export const BASELINE_KNEE_MARK = '◇';

export type SweepLoad = SweepResults['sweep']['load'];

/** A load without exponent or float noise: `4`, `2.5`, `0.125`. */
export function loadNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return String(Number(value.toPrecision(4)));
}

/** `1 stream`, `4 streams`, `2.5 req/s`. */
export function loadText(value: number | null, load: SweepLoad): string {
  if (value === null) return '–';
  if (load === 'rate') return `${loadNumber(value)} req/s`;
  return `${loadNumber(value)} stream${value === 1 ? '' : 's'}`;
}

/** The unit of the load axis: `streams` or `offered req/s`. */
export function loadAxisName(load: SweepLoad): string {
  return load === 'rate' ? 'offered req/s' : 'streams';
}

/** Levels in ascending load (the artifact lists them ascending; a sweep's measurement order bisects). */
export function sortedLevels(endpoint: SweepEndpoint): SweepLevel[] {
  return [...endpoint.levels].sort((a, b) => a.load - b.load);
}

/** The level a chart marks as the knee: the capacity estimate, or the highest level shown met without one. */
export function kneeOf(capacity: CapacityEstimate): number | null {
  return capacity.estimate ?? capacity.lower;
}

/** What an endpoint is drawn against: the baseline sweep's endpoint of the same name, or the reference endpoint. */
export interface ComparisonSide {
  endpoint: SweepEndpoint;
  /** `baseline`, `reference gw`: plain text, unescaped. */
  label: string;
}

/**
 * The baseline's endpoint of the same name when a baseline sweep is given (and measured the same kind of load);
 * without one, the sweep's reference endpoint (for every other endpoint); otherwise null.
 */
export function comparisonSide(sweep: SweepResults, baseline: SweepResults | null, endpoint: SweepEndpoint): ComparisonSide | null {
  if (baseline !== null) {
    if (baseline.sweep.load !== sweep.sweep.load) return null;
    const same = baseline.endpoints.find((e) => e.name === endpoint.name);
    return same ? { endpoint: same, label: 'baseline' } : null;
  }
  const reference = sweep.endpoints.find((e) => e.reference);
  if (!reference || reference === endpoint || reference.name === endpoint.name) return null;
  return { endpoint: reference, label: `reference ${reference.name}` };
}

/** Requests per second: `0.85`, `12.3`, `140`. */
export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  return value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
}

/** `a`, `a and b`, `a, b and c`. */
export function nameList(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
