/**
 * The Markdown report of a capacity sweep (the PR comment and the job summary of `mode: sweep`): the verdict, then per
 * endpoint the capacity the levels bracket, the gate's comparison with the baseline's (or the reference endpoint's),
 * one row per level and two charts against load. The sentences are shared with the terminal (sweep-terminal.ts), which
 * renders them with a plain style. Pure: every untrusted string goes through `escape.ts` before it is placed.
 */
import type { CapacityEstimate, LevelState } from '../gate/capacity.js';
import type { SloVerdict } from '../gate/slo.js';
import {
  LEVEL_METRICS,
  type LevelMetric,
  type LevelPercentiles,
  type SweepEndpoint,
  type SweepEndpointGate,
  type SweepGate,
  type SweepLevel,
  type SweepResults,
} from '../results/sweep-types.js';
import { statisticLabel } from '../vocabulary/metrics.js';
import { cellWhere } from './cell-names.js';
import { mermaidFence, mermaidNumber, niceCeiling, PALETTE } from './charts.js';
import { escapeMarkdown, escapeMermaidLabel, plainText } from './escape.js';
import { formatMs, formatPercent, formatValue } from './format.js';
import { renderMarkdownTable, type Align } from './markdown-table.js';
import { DROP_RANK, fitBlocks, type Block } from './markdown-fit.js';
import { DEFAULT_MAX_CHARS } from './markdown-types.js';

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

const STATE_TEXT: Record<LevelState, string> = { met: 'met', violated: 'violated', undecided: 'undecided', none: '–' };

type Load = SweepResults['sweep']['load'];

/** A load without exponent or float noise: `4`, `2.5`, `0.125`. */
export function loadNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return String(Number(value.toPrecision(4)));
}

/** `1 stream`, `4 streams`, `2.5 req/s`. */
export function loadText(value: number | null, load: Load): string {
  if (value === null) return '–';
  if (load === 'rate') return `${loadNumber(value)} req/s`;
  return `${loadNumber(value)} stream${value === 1 ? '' : 's'}`;
}

/** The unit of the load axis: `streams` or `offered req/s`. */
export function loadAxisName(load: Load): string {
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

function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function endpointGate(gate: SweepGate, name: string): SweepEndpointGate | undefined {
  return gate.endpoints.find((g) => g.endpoint === name);
}

/** The verdict word and one line saying which endpoints decided it. */
export function sweepHeadline(input: SweepReportInput, style: SweepTextStyle): { status: string; text: string } {
  const { sweep, gate } = input;
  const load = sweep.sweep.load;
  const n = (g: SweepEndpointGate): string => style.name(g.endpoint, 80);
  const of = (verdict: SweepEndpointGate['verdict']): SweepEndpointGate[] => gate.endpoints.filter((g) => g.verdict === verdict);
  const total = gate.endpoints.length;
  if (gate.comparand === 'none' || total === 0) {
    const status = 'measured, no baseline';
    if (!sweep.hasSlo) return { status, text: 'no SLO declared: levels measured, not judged' };
    const capacities = sweep.endpoints.map((e) => `${style.name(e.name, 80)} ${capacityShort(e.capacity, load)}`);
    return { status, text: capacities.length > 0 ? `capacity: ${capacities.join(' · ')}` : 'no endpoint measured' };
  }
  const parts: string[] = [];
  const failed = of('fail');
  if (failed.length > 0) {
    const why = (g: SweepEndpointGate): string =>
      `must sustain ${loadText(g.comparison?.threshold ?? null, load)}, SLO violated at ${loadText(g.comparison?.brokeAt ?? null, load)}`;
    parts.push(
      failed.length === 1 && total === 1
        ? `${n(failed[0]!)} fell below its capacity threshold: ${why(failed[0]!)}`
        : `${failed.length} of ${total} endpoints fell below their capacity threshold: ${names(failed.map((g) => `${n(g)} (${why(g)})`))}`,
    );
  }
  const undecidedSide = of('inconclusive').filter((g) => g.comparison?.reason === 'baseline-undecided');
  if (undecidedSide.length > 0)
    parts.push(
      `${names(undecidedSide.map(n))}: nothing to hold ${undecidedSide.length === 1 ? 'it' : 'them'} to: the comparison side decided no level of its sweep (too few requests per level)`,
    );
  const open = of('inconclusive').filter((g) => g.comparison?.reason !== 'baseline-undecided');
  if (open.length > 0) {
    parts.push(
      `${names(open.map(n))}: capacity not shown on either side of the threshold (${names(
        open.map((g) => loadText(g.comparison?.threshold ?? null, load)),
      )})`,
    );
  }
  if (gate.verdict === 'pass' || (parts.length === 0 && of('pass').length > 0)) {
    const passed = of('pass');
    const what = (g: SweepEndpointGate): string =>
      `shown met at ${loadText(g.comparison?.candidate.lower ?? null, load)}, must sustain ${loadText(g.comparison?.threshold ?? null, load)}`;
    parts.push(
      passed.length === 1
        ? `${n(passed[0]!)} sustained its capacity threshold: ${what(passed[0]!)}`
        : `every gated endpoint sustained its capacity threshold: ${names(passed.map((g) => `${n(g)} (${what(g)})`))}`,
    );
  }
  const notGated = [...of('not-gated'), ...of('no-baseline')];
  if (notGated.length > 0) parts.push(`${names(notGated.map(n))} not gated (${names([...new Set(notGated.map(notGatedReason))])})`);
  return { status: SWEEP_STATUS[gate.verdict], text: parts.join('; ') };
}

function notGatedReason(g: SweepEndpointGate): string {
  if (g.verdict === 'no-baseline') return 'no such endpoint on the comparison side';
  if (g.comparison?.reason === 'no-slo') return 'no SLO declared';
  if (g.comparison?.reason === 'baseline-not-met') return 'the comparison side showed no level meeting the SLO';
  return 'nothing to compare';
}

function capacityShort(c: CapacityEstimate, load: Load): string {
  if (c.lower !== null) return c.upper === null ? `at least ${loadText(c.lower, load)}` : loadText(c.lower, load);
  if (c.upper !== null) return `none met (violated at ${loadText(c.upper, load)})`;
  return 'not bracketed';
}

/** The capacity sentence: the bracket the levels' verdicts put it in, or what is missing from it. */
export function capacityText(endpoint: SweepEndpoint, sweep: SweepResults, style: SweepTextStyle): string {
  const load = sweep.sweep.load;
  const levels = sortedLevels(endpoint);
  const extra: string[] = [];
  if (endpoint.synchronous !== null)
    extra.push(`Synchronous throughput (one stream): ${formatRate(endpoint.synchronous.requestsPerSecond)} req/s.`);
  if (endpoint.saturation !== null)
    extra.push(`Throughput stopped growing at ${loadText(endpoint.saturation, load)} (less than 10% over half that load).`);
  const tail = extra.length > 0 ? ` ${extra.join(' ')}` : '';
  if (levels.length === 0) return `No level was measured.${tail}`;
  const highest = levels.at(-1)!.load;
  if (!sweep.hasSlo)
    return `No SLO declared: ${levels.length} level${levels.length === 1 ? '' : 's'} up to ${loadText(highest, load)} measured, not judged.${tail}`;
  const { lower, upper, estimate } = endpoint.capacity;
  const estimateText =
    estimate === null ? 'no level’s observed values meet every objective' : `observed estimate ${loadNumber(estimate)} ${KNEE_MARK}`;
  if (lower !== null) {
    const max = highest >= sweep.sweep.max ? ', the sweep’s maximum' : ', the highest measured';
    const violated =
      upper !== null ? `shown violated at ${loadNumber(upper)}` : `none shown violated up to ${loadText(highest, load)}${max}`;
    const shown = upper === null ? `at least ${loadText(lower, load)}` : loadText(lower, load);
    return `Highest load meeting the SLO: ${style.strong(shown)} (shown met at ${loadNumber(lower)}, ${violated}; ${estimateText}).${tail}`;
  }
  if (upper !== null) {
    const below = levels[0]!.load < upper ? 'no level below it shown met' : 'the lowest level measured';
    return `No load shown to meet the SLO: violated at ${style.strong(loadText(upper, load))}, ${below}; ${estimateText}.${tail}`;
  }
  return `Capacity not bracketed: none of ${levels.length} level${levels.length === 1 ? '' : 's'} up to ${loadText(
    highest,
    load,
  )} was shown to meet or to violate the SLO; ${estimateText}.${tail}`;
}

/** A violated objective with the bound that showed it: `ttftMs p95 ≥ 2310 ms (lower bound) > 2000 ms in chat · cold`. */
export function violationText(v: SloVerdict, style: SweepTextStyle): string {
  const format = (value: number | null): string =>
    value === null ? '–' : v.kind === 'goodput' ? formatPercent(value, 1) : formatValue(v.metric, value);
  const objective = v.kind === 'goodput' ? 'goodput' : `${v.metric} ${v.label ?? ''}`.trim();
  const [atLeast, beyond] = v.violationBound === 'lower' ? ['≥', '>'] : ['≤', '<'];
  return `${objective} ${atLeast} ${format(v.bounds[v.violationBound])} (${v.violationBound} bound) ${beyond} ${format(v.target)} in ${style.name(
    cellWhere(v),
    100,
  )}`;
}

/** Violations named in one sentence at most. */
const MAX_VIOLATIONS = 3;

/** The gate's sentence for one endpoint, or null when it was not compared. */
export function gateText(input: SweepReportInput, endpoint: SweepEndpoint, style: SweepTextStyle): string | null {
  const { sweep, gate } = input;
  const load = sweep.sweep.load;
  const g = endpointGate(gate, endpoint.name);
  if (!g || gate.comparand === 'none') return null;
  const sideName =
    gate.comparand === 'reference'
      ? `The reference endpoint ${style.name(sweep.endpoints.find((e) => e.reference)?.name ?? 'reference', 80)}`
      : 'The baseline';
  if (g.verdict === 'no-baseline') return `Not gated: the baseline sweep has no endpoint named ${style.name(endpoint.name, 80)}.`;
  const c = g.comparison;
  if (c === null) return 'Not gated: nothing to compare.';
  if (c.verdict === 'not-gated') {
    return c.reason === 'no-slo'
      ? 'Not gated: no SLO is declared, so no level is judged.'
      : `Not gated: ${sideName.charAt(0).toLowerCase()}${sideName.slice(1)} showed no level meeting the SLO, so there is no capacity to hold this endpoint to.`;
  }
  const margin = formatPercent(c.margin, Number.isInteger(Math.round(c.margin * 1e6) / 1e4) ? 0 : 1);
  const head = `${sideName} sustained ${style.strong(loadText(c.baseline.lower, load))}; the candidate must sustain ${loadText(
    c.threshold,
    load,
  )} (margin ${margin}).`;
  if (c.verdict === 'fail') {
    const level = endpoint.levels.find((l) => l.load === c.brokeAt);
    const violated = (level?.slo ?? []).filter((v) => v.verdict === 'violated');
    const named = g.brokenObjectives.length > 0 ? violated.filter((v) => g.brokenObjectives.includes(v.id)) : [];
    const shown = named.length > 0 ? named : violated;
    const list = shown.slice(0, MAX_VIOLATIONS).map((v) => violationText(v, style));
    if (shown.length > MAX_VIOLATIONS) list.push(`and ${shown.length - MAX_VIOLATIONS} more`);
    const what = list.length > 0 ? `: ${list.join('; ')}` : '';
    return `${head} It violated the SLO at ${style.strong(loadText(c.brokeAt, load))}${what}.`;
  }
  if (c.verdict === 'pass') return `${head} It was shown to meet the SLO at ${style.strong(loadText(c.candidate.lower, load))}.`;
  const met = c.candidate.lower === null ? 'no level was shown met' : `it was shown met up to ${loadText(c.candidate.lower, load)} only`;
  const violated =
    c.candidate.upper === null ? 'no level was shown violated' : `first shown violated at ${loadText(c.candidate.upper, load)}, above it`;
  const atThreshold = endpoint.levels.find((l) => l.load === c.threshold);
  const open = atThreshold && atThreshold.state === 'undecided' ? `; the level at ${loadText(c.threshold, load)} stayed undecided` : '';
  return `${head} Neither side of the threshold was shown: ${met}, ${violated}${open}.`;
}

/** Requests per second: `0.85`, `12.3`, `140`. */
export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  return value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
}

export interface LevelTable {
  headers: string[];
  aligns: Align[];
  rows: string[][];
}

/**
 * One row per level in ascending load (the synchronous one-stream level of a rate sweep first): what was measured and
 * the SLO's state, the capacity estimate marked. `strongViolation` marks the state text of a violated level.
 */
export function levelTable(endpoint: SweepEndpoint, load: Load, strongViolation: (text: string) => string): LevelTable {
  const levels = sortedLevels(endpoint);
  const all = endpoint.synchronous ? [endpoint.synchronous, ...levels] : levels;
  const withGoodput = all.some((l) => l.goodput !== null);
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
      marked,
    ];
  });
  return { headers, aligns, rows };
}

export const SWEEP_KEY_LINES: readonly string[] = [
  'met / violated: shown at the level’s confidence (a violation at the test’s share of the false-failure budget); undecided: neither at the last look.',
  `${KNEE_MARK} the capacity estimate: the highest level, below the first one shown violated, whose observed values meet every objective.`,
];

/** The objective a latency chart follows: its metric, the statistic drawn and the target line (null: none). */
export interface ChartObjective {
  metric: LevelMetric;
  statistic: 'p50' | 'p90' | 'p95' | 'p99';
  /** The strictest target over the cells with this objective; null when none is drawn. */
  target: number | null;
}

const STATISTICS = ['p50', 'p90', 'p95', 'p99'] as const;

/**
 * The TTFT objective when there is one, else the first percentile objective whose metric a level summarises, else
 * TTFT p95 without a target. The statistic drawn is the objective's percentile when a level has it (p50, p90, p95,
 * p99); for another percentile p95 is drawn and no target line, which would not be comparable with it.
 */
export function chartObjective(levels: readonly SweepLevel[]): ChartObjective {
  const percentiles = levels.flatMap((l) => l.slo).filter((v) => v.kind === 'percentile');
  const isLevelMetric = (m: string): m is LevelMetric => (LEVEL_METRICS as readonly string[]).includes(m);
  const first = percentiles.find((v) => v.metric === 'ttftMs') ?? percentiles.find((v) => isLevelMetric(v.metric));
  if (!first || !isLevelMetric(first.metric)) return { metric: 'ttftMs', statistic: 'p95', target: null };
  const statistic = STATISTICS.find((s) => s === first.label);
  if (!statistic) return { metric: first.metric, statistic: 'p95', target: null };
  const targets = percentiles.filter((v) => v.metric === first.metric && v.label === first.label).map((v) => v.target);
  const target = first.better === 'lower' ? Math.min(...targets) : Math.max(...targets);
  return { metric: first.metric, statistic, target };
}

/** The strictest goodput target among the levels' verdicts, or null. */
export function goodputTarget(levels: readonly SweepLevel[]): number | null {
  const targets = levels.flatMap((l) => l.slo).flatMap((v) => (v.kind === 'goodput' ? [v.target] : []));
  return targets.length > 0 ? Math.max(...targets) : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Mermaid charts

// The report's palette (charts.ts): the comparison side grey, the candidate red, the SLO target green.
const GREY = PALETTE[0];
const RED = PALETTE[1];
const GREEN = PALETTE[3];

interface MermaidSeries {
  colour: { hex: string; name: string };
  /** Caption text, already escaped. */
  label: string;
  values: number[];
}

/**
 * A series' values on the shared load axis. Mermaid's xychart has no gaps (every line needs a number at every
 * category), so where the other side measured a load this one did not, the value is interpolated linearly between
 * this side's measured neighbours, and outside this side's own range it is held at its nearest measured value; the
 * caption says when that happened. Null when the series has no value at all.
 */
function alignSeries(
  points: readonly { x: number; y: number | null | undefined }[],
  xs: readonly number[],
): { values: number[]; held: boolean } | null {
  const known = points
    .filter((p): p is { x: number; y: number } => p.y !== null && p.y !== undefined && Number.isFinite(p.y))
    .sort((a, b) => a.x - b.x);
  if (known.length === 0) return null;
  let held = false;
  const values = xs.map((x) => {
    const exact = known.find((p) => p.x === x);
    if (exact) return exact.y;
    if (x < known[0]!.x) {
      held = true;
      return known[0]!.y;
    }
    if (x > known.at(-1)!.x) {
      held = true;
      return known.at(-1)!.y;
    }
    const right = known.findIndex((p) => p.x > x);
    const a = known[right - 1]!;
    const b = known[right]!;
    return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  });
  return { values, held };
}

function fence(
  title: string,
  categories: readonly string[],
  yTitle: string,
  yMax: number,
  digits: number,
  series: readonly MermaidSeries[],
): string {
  return mermaidFence(
    series.map((s) => s.colour.hex),
    [
      `  title "${escapeMermaidLabel(title, 80)}"`,
      `  x-axis [${categories.map((c) => `"${c}"`).join(', ')}]`,
      `  y-axis "${escapeMermaidLabel(yTitle)}" 0 --> ${mermaidNumber(yMax, 6)}`,
      ...series.map((s) => `  line [${s.values.map((v) => mermaidNumber(v, digits)).join(', ')}]`),
    ],
  );
}

interface ChartFrame {
  endpoint: SweepEndpoint;
  side: ComparisonSide | null;
  load: Load;
  xs: number[];
  categories: string[];
  kneeNote: string;
}

function chartFrame(endpoint: SweepEndpoint, side: ComparisonSide | null, load: Load): ChartFrame | null {
  const xs = [...new Set([...endpoint.levels, ...(side?.endpoint.levels ?? [])].map((l) => l.load))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const knee = kneeOf(endpoint.capacity);
  const sideKnee = side ? kneeOf(side.endpoint.capacity) : null;
  const categories = xs.map((x) => `${loadNumber(x)}${x === knee ? ` ${KNEE_MARK}` : ''}${x === sideKnee ? ` ${BASELINE_KNEE_MARK}` : ''}`);
  const notes = [
    knee === null ? 'no capacity estimate' : `${KNEE_MARK} capacity estimate ${loadText(knee, load)}`,
    ...(side && sideKnee !== null ? [`${BASELINE_KNEE_MARK} ${escapeMarkdown(side.label, 80)}’s ${loadText(sideKnee, load)}`] : []),
  ];
  return { endpoint, side, load, xs, categories, kneeNote: notes.join(', ') };
}

function sideSeries(frame: ChartFrame, read: (l: SweepLevel) => number | null | undefined): { series: MermaidSeries[]; held: string[] } {
  const series: MermaidSeries[] = [];
  const held: string[] = [];
  const add = (endpoint: SweepEndpoint, colour: MermaidSeries['colour'], label: string): void => {
    const aligned = alignSeries(
      endpoint.levels.map((l) => ({ x: l.load, y: read(l) })),
      frame.xs,
    );
    if (!aligned) return;
    series.push({ colour, label, values: aligned.values });
    if (aligned.held) held.push(label);
  };
  if (frame.side) add(frame.side.endpoint, GREY, escapeMarkdown(frame.side.label, 80));
  add(frame.endpoint, RED, escapeMarkdown(frame.endpoint.name, 80));
  return { series, held };
}

function caption(what: string, frame: ChartFrame, series: readonly MermaidSeries[], held: readonly string[]): string {
  const legend = series.map((s) => `${s.colour.name} = ${s.label}`).join(', ');
  const heldNote =
    held.length > 0
      ? ` Between measured levels a line is interpolated; beyond its own levels ${names([...held])} is held at its last value.`
      : '';
  return `${what} against load (${loadAxisName(frame.load)}) for ${escapeMarkdown(frame.endpoint.name, 80)}: ${legend}. ${frame.kneeNote}.${heldNote}`;
}

/** TTFT (or the SLO's latency metric) against load, both sides, the SLO target as a flat line. */
function latencyChart(frame: ChartFrame): string | null {
  const objective = chartObjective(frame.endpoint.levels);
  const { series, held } = sideSeries(frame, (l) => l.latency[objective.metric]?.[objective.statistic]);
  if (series.length === 0) return null;
  const label = statisticLabel(objective.metric, objective.statistic);
  const isMs = objective.metric !== 'tokensPerSecond';
  const drawn = [...series];
  if (objective.target !== null) {
    drawn.push({
      colour: GREEN,
      label: `SLO target ${escapeMarkdown(formatValue(objective.metric, objective.target))}`,
      values: frame.xs.map(() => objective.target!),
    });
  }
  const max = Math.max(0, ...drawn.flatMap((s) => s.values));
  const inSeconds = isMs && max >= 1000;
  const scale = inSeconds ? 1000 : 1;
  const scaled = drawn.map((s) => ({ ...s, values: s.values.map((v) => v / scale) }));
  const unit = isMs ? (inSeconds ? 's' : 'ms') : 'tok/s';
  const chart = fence(
    `${label} vs ${loadAxisName(frame.load)} · ${frame.endpoint.name}`,
    frame.categories,
    `${label}, ${unit}`,
    niceCeiling(max / scale),
    inSeconds ? 3 : 1,
    scaled,
  );
  return [caption(label, frame, drawn, held), '', chart].join('\n');
}

/** Goodput (0–100 %) against load, or the completed requests per second without a goodput objective. */
function throughputChart(frame: ChartFrame): string | null {
  const goodput = frame.endpoint.levels.some((l) => l.goodput !== null);
  const read = goodput
    ? (l: SweepLevel): number | null => (l.goodput === null ? null : l.goodput * 100)
    : (l: SweepLevel): number => l.requestsPerSecond;
  const { series, held } = sideSeries(frame, read);
  if (series.length === 0) return null;
  const drawn = [...series];
  const target = goodput ? goodputTarget(frame.endpoint.levels) : null;
  if (target !== null)
    drawn.push({ colour: GREEN, label: `SLO goodput ${formatPercent(target, 1)}`, values: frame.xs.map(() => target * 100) });
  const label = goodput ? 'goodput' : 'completed req/s';
  const max = goodput ? 100 : niceCeiling(Math.max(0, ...drawn.flatMap((s) => s.values)));
  const chart = fence(
    `${label} vs ${loadAxisName(frame.load)} · ${frame.endpoint.name}`,
    frame.categories,
    goodput ? 'goodput, percent' : 'req/s',
    max,
    2,
    drawn,
  );
  return [
    caption(goodput ? 'Goodput (share of good requests)' : 'Throughput (completed requests per second)', frame, drawn, held),
    '',
    chart,
  ].join('\n');
}

/** The two charts of an endpoint (latency, then goodput or throughput); empty when it measured no level. */
export function sweepCharts(sweep: SweepResults, baseline: SweepResults | null, endpoint: SweepEndpoint): string[] {
  const frame = chartFrame(endpoint, comparisonSide(sweep, baseline, endpoint), sweep.sweep.load);
  if (!frame) return [];
  return [latencyChart(frame), throughputChart(frame)].filter((c): c is string => c !== null);
}

// ---------------------------------------------------------------------------------------------------------------------
// The report

const MARK: Partial<Record<SweepEndpointGate['verdict'], string>> = { fail: '❌', pass: '✅', inconclusive: '⚠️' };

function contextLine(input: SweepReportInput): string {
  const { sweep, gate } = input;
  const levels = sweep.endpoints.reduce((n, e) => n + e.levels.length, 0);
  const requests = sweep.endpoints.reduce((n, e) => n + e.levels.reduce((m, l) => m + l.requests, 0), 0);
  const compared =
    gate.comparand === 'baseline'
      ? 'compared with the baseline sweep'
      : gate.comparand === 'reference'
        ? `compared with the reference endpoint **${escapeMarkdown(sweep.endpoints.find((e) => e.reference)?.name ?? 'reference', 80)}**`
        : null;
  const parts = [
    `Workload **${escapeMarkdown(sweep.workload.name)}**`,
    `${sweep.sweep.load === 'rate' ? 'rate' : 'concurrency'} sweep`,
    ...(compared ? [compared] : []),
    `${sweep.endpoints.length} endpoint${sweep.endpoints.length === 1 ? '' : 's'}`,
    `${levels} level${levels === 1 ? '' : 's'}, ${requests} requests`,
  ];
  return parts.join(' · ');
}

function endpointBlocks(input: SweepReportInput, endpoint: SweepEndpoint, index: number): Block[] {
  const { sweep, gate, baseline } = input;
  const g = endpointGate(gate, endpoint.name);
  const mark = g ? MARK[g.verdict] : undefined;
  const group = `endpoint-${index}`;
  const model = endpoint.model ? ` · ${escapeMarkdown(endpoint.model, 80)}` : '';
  const reference = endpoint.reference ? ' (reference)' : '';
  const blocks: Block[] = [
    fixed(`### ${mark ? `${mark} ` : ''}${escapeMarkdown(endpoint.name, 80)}${reference}${model}`),
    fixed(capacityText(endpoint, sweep, MARKDOWN_STYLE)),
  ];
  const gateLine = gateText(input, endpoint, MARKDOWN_STYLE);
  if (gateLine) blocks.push(fixed(gateLine));
  if (endpoint.levels.length > 0 || endpoint.synchronous) {
    const table = levelTable(endpoint, sweep.sweep.load, (t) => `**${t}**`);
    blocks.push({
      text: renderMarkdownTable(table.headers, table.aligns, table.rows),
      gap: '\n\n',
      kind: 'table',
      dropRank: g?.verdict === 'fail' ? DROP_RANK.failingTable : DROP_RANK.passingTable,
    });
  }
  sweepCharts(sweep, baseline, endpoint).forEach((text, i) =>
    blocks.push({
      text,
      gap: '\n\n',
      kind: 'chart',
      dropRank: i === 0 ? DROP_RANK.timeline : DROP_RANK.chart,
      group: `${group}-chart-${i}`,
    }),
  );
  return blocks;
}

function fixed(text: string): Block {
  return { text, gap: '\n\n', kind: 'fixed', dropRank: DROP_RANK.never };
}

/**
 * The sweep's Markdown report: the verdict line, the context, a partial-sweep note, then per endpoint its capacity,
 * the gate's sentence, the level table and two charts, and the key. Charts, then tables, are dropped to fit `maxChars`.
 */
export function renderSweepMarkdown(input: SweepReportInput): string {
  const { sweep } = input;
  const headline = sweepHeadline(input, MARKDOWN_STYLE);
  const blocks: Block[] = [fixed(`**streamgate sweep: ${headline.status}** — ${headline.text}`), fixed(contextLine(input))];
  if (sweep.run.partial)
    blocks.push(fixed('**Partial sweep:** cancelled before every level finished; the levels shown are those measured.'));
  if (input.baseline !== null && input.baseline.sweep.load !== sweep.sweep.load)
    blocks.push(
      fixed(
        `**Note:** the baseline sweep measured ${input.baseline.sweep.load} levels and this one ${sweep.sweep.load} levels; the charts do not draw it.`,
      ),
    );
  if (sweep.endpoints.length === 0) blocks.push(fixed('No endpoint was measured.'));
  sweep.endpoints.forEach((endpoint, i) => blocks.push(...endpointBlocks(input, endpoint, i)));
  if (sweep.hasSlo && sweep.endpoints.some((e) => e.levels.length > 0)) blocks.push(fixed(`**Key:** ${SWEEP_KEY_LINES.join(' ')}`));
  return `${fitBlocks(blocks, input.maxChars ?? DEFAULT_MAX_CHARS, undefined)}\n`;
}
