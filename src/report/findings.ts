/**
 * Each finding's sentence, one per kind of the decision's findings (src/decision/findings.ts): "the stream is held and
 * flushed at the end in 7 of 7 cells — IDR 0.00 vs 0.78–0.99", "TTFT p50 +76% (+50% to +96%) over 3 cells". Pure; plain
 * text (renderers escape it), names and numbers from the shared vocabulary and formatters. What a finding holds is
 * decided there; this only words it.
 */
import type { ClientLateness, ColdCell, Comparison, PooledComparison } from '../gate/index.js';
import { starvedSentence } from './text/client-health.js';
import { measuredColdSentence } from './text/conditions.js';
import type { Finding, FindingKind, MetricPart, CellView } from '../decision/index.js';
import { metricLabel, statisticLabel } from '../vocabulary/index.js';
import {
  cellWhere,
  formatDifference,
  formatDifferenceWithBounds,
  formatPercent,
  formatRatio,
  formatRatioChange,
  formatRatioWithBounds,
  formatValue,
} from './format.js';
import { inputText } from './explain/prompt.js';
import { sloVerdictText } from './text/slo.js';
import { brokenContractText } from './conformance/contract-text.js';
import { answersFindingText } from './text/quality.js';
import { speculativeFindingText } from './text/speculative.js';

export type { Finding } from '../decision/index.js';

type Views = ReadonlyMap<string, CellView>;

const pick = (views: Views, keys: readonly string[]): CellView[] => keys.flatMap((k) => (views.has(k) ? [views.get(k)!] : []));

/** One sentence per kind of finding: the table from the decision's kinds to the words a reviewer reads. */
const FINDING_TEXT: { [K in FindingKind]: (f: Extract<Finding, { kind: K }>, views: Views) => string } = {
  metrics: (f, views) => metricsText(pick(views, f.views), f.parts, f.open),
  delivery: (f, views) => bufferingText(pick(views, f.affected), pick(views, f.compared), f.pooled),
  input: (f) => inputText(f.cells),
  slo: (f) => sloVerdictText(f.slo),
  contracts: (f) => f.contracts.map(brokenContractText).join('; '),
  probes: (f) =>
    `parameters: ${f.probes.map((p) => `${p.variant} was ${p.baseline?.verdict ?? '–'}, now ${p.candidate.verdict}`).join('; ')}`,
  checks: (f) =>
    f.cells
      .map(
        (c) =>
          `${statisticLabel(c.metric, c.statistic)} ${formatPercent(c.baseline.value)} → ${formatPercent(c.candidate.value)} in ${cellWhere(c)}`,
      )
      .join('; '),
  answers: (f) => answersFindingText(f.parity),
  speculative: (f) => speculativeFindingText(f.speculative),
};

/** A finding's plain text after its endpoint's name. */
export function findingText(f: Finding, views: readonly CellView[] | Views): string {
  const byKey: Views = views instanceof Map ? views : new Map((views as readonly CellView[]).map((v) => [v.key, v]));
  const text = (FINDING_TEXT[f.kind] as (f: Finding, views: Views) => string)(f, byKey);
  const starved = starvedOf(f);
  const withStarved = starved ? `${text}; not failed: ${starvedSentence(starved)}` : text;
  const cold = coldOf(f);
  return cold.length > 0 ? `${withStarved}; ${measuredColdSentence(cold)}` : withStarved;
}

/** The warm cells that measured cold for which the gate held a hit-only rule of this finding open. */
function coldOf(f: Finding): ColdCell[] {
  if (f.kind !== 'metrics') return [];
  return f.parts.flatMap((p) => [...(p.pooled ? [p.pooled] : []), ...p.cells]).flatMap((c) => c.measuredCold ?? []);
}

/** The client's lateness the gate held a delivery or stall rule of this finding open for; null when it held none. */
function starvedOf(f: Finding): ClientLateness | null {
  const marked: (Comparison | PooledComparison)[] =
    f.kind === 'delivery'
      ? [...f.pooled, ...f.cells]
      : f.kind === 'metrics'
        ? f.parts.flatMap((p) => [...(p.pooled ? [p.pooled] : []), ...p.cells])
        : [];
  return marked.find((c) => c.clientStarved !== undefined)?.clientStarved ?? null;
}

/** `0.78–0.99` or `0.00`: the range of a set of values in the metric's format. */
function valueRange(metric: string, values: readonly number[]): string {
  if (values.length === 0) return '–';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const a = formatValue(metric, lo);
  const b = formatValue(metric, hi);
  return a === b ? a : `${a}–${b}`;
}

/** `1.6×–41×` or `1.7×`. */
function ratioRange(ratios: readonly number[]): string {
  const finite = ratios.filter((r) => Number.isFinite(r) && r > 0);
  if (finite.length === 0) return '–';
  const a = formatRatio(Math.min(...finite));
  const b = formatRatio(Math.max(...finite));
  return a === b ? a : `${a}–${b}`;
}

/**
 * `the stream is held and flushed at the end in 7 of 7 cells — IDR 0.00 vs 0.78–0.99, TTFT worse in 6 cells (…), better
 * in 1`: how many cells lost incremental delivery, what IDR says on each side, and what it cost the first token.
 */
function bufferingText(affected: readonly CellView[], compared: readonly CellView[], pooled: readonly PooledComparison[]): string {
  const buffered = affected.reduce((n, v) => n + (v.candidate?.classes.buffered ?? 0), 0);
  const coalesced = affected.reduce((n, v) => n + (v.candidate?.classes.coalesced ?? 0), 0);
  const what = buffered >= coalesced ? 'the stream is held and flushed at the end' : 'tokens arrive in a few large bursts (coalesced)';
  const parts: string[] = [];
  const idrCand = affected.map((v) => v.candidate?.metrics.idr?.p50).filter((x): x is number => x !== undefined);
  const idrBase = affected.map((v) => v.baseline?.metrics.idr?.p50).filter((x): x is number => x !== undefined);
  if (idrCand.length > 0 && idrBase.length > 0) parts.push(`IDR ${valueRange('idr', idrCand)} vs ${valueRange('idr', idrBase)}`);
  const ttft = directionText(
    'ttftMs',
    affected.flatMap((v) => v.comparisons.filter((c) => c.metric === 'ttftMs' && c.statistic === 'p50' && c.ratio)),
  );
  if (ttft) parts.push(ttft);
  if (affected.length === 0) {
    const share = pooled.find((p) => p.metric === 'nonStreamedShare');
    const cells = share?.cells ?? compared.length;
    return `delivery regressed over ${cells} cell${cells === 1 ? '' : 's'}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
  }
  return `${what} in ${affected.length} of ${compared.length} cell${compared.length === 1 ? '' : 's'}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
}

/**
 * `TTFT worse in 6 cells (essay · warm 41×, …, hello · cold +66%), better in 1`: the cells whose bounds lie wholly on
 * the worse side, largest first, and how many lie wholly on the better side; cells whose bounds straddle no change are
 * left out. Never one range over both directions. Null when no cell moved beyond its bounds.
 */
function directionText(metric: string, comparisons: readonly Comparison[]): string | null {
  const worse = (c: Comparison): boolean => (c.better === 'lower' ? c.ratio!.lower > 1 : c.ratio!.upper < 1);
  const better = (c: Comparison): boolean => (c.better === 'lower' ? c.ratio!.upper < 1 : c.ratio!.lower > 1);
  const size = (c: Comparison): number => Math.abs(Math.log(c.ratio!.estimate));
  const worseCells = comparisons.filter(worse).sort((a, b) => size(b) - size(a));
  const betterCount = comparisons.filter(better).length;
  const label = metricLabel(metric);
  const cells = (n: number): string => `${n} cell${n === 1 ? '' : 's'}`;
  if (worseCells.length === 0) return betterCount > 0 ? `${label} better in ${cells(betterCount)}` : null;
  const list = worseCells.map((c) => `${cellWhere(c)} ${formatRatioChange(c.ratio!.estimate)}`).join(', ');
  return `${label} worse in ${cells(worseCells.length)} (${list})${betterCount > 0 ? `, better in ${betterCount}` : ''}`;
}

/** Metrics of one cause: the pooled statement where the endpoint-wide test decided, else the cells that failed. */
function metricsText(views: readonly CellView[], parts: readonly MetricPart[], open: { look: number; looks: number } | null): string {
  const said = parts.map(
    (m) =>
      `${statisticLabel(m.metric, m.statistic)} ${m.stated === 'pooled' && m.pooled ? pooledChange(m.pooled, m.cells) : cellsChange(m.cells, views.length)}`,
  );
  const side = sideEffect(views, parts);
  if (side) said.push(side);
  const text = said.join('; ');
  return open ? `${text} — still open after ${open.look} of ${open.looks} look${open.looks === 1 ? '' : 's'}` : text;
}

/** `+76% (+50% to +96%) over 3 cells`, `0% → 12% (+12 pp) over 7 cells`. */
function pooledChange(p: PooledComparison, own: readonly Comparison[] = []): string {
  // A rule over one cell that failed there names it.
  const over = p.cells === 1 && own.length === 1 ? `in ${cellWhere(own[0]!)}` : `over ${p.cells} cell${p.cells === 1 ? '' : 's'}`;
  if (p.ratio) return `${formatRatioWithBounds(p.ratio.estimate, p.ratio.lower, p.ratio.upper)} ${over}`;
  if (p.change) {
    const shares = p.statistic === 'share' || p.statistic === 'rate';
    if (shares && p.evidence.kind === 'rise') {
      const { baseline, candidate } = p.evidence.shares;
      return `${formatValue(p.metric, baseline)} → ${formatValue(p.metric, candidate)} (${formatDifference(p.metric, p.change.estimate)}, at most ${formatDifference(p.metric, p.change.upper)}) ${over}`;
    }
    return `${formatDifferenceWithBounds(p.metric, p.change.estimate, p.change.lower, p.change.upper)} ${over}`;
  }
  // A tail tested by the exact count has no ratio: its number is the count beyond the margin.
  const test = p.evidence.kind === 'tail' ? p.evidence.test : null;
  if (p.evidence.kind === 'tail' && test?.method === 'exceedance' && test.tested > 0)
    return `${over}: ${test.beyond} of ${test.tested} requests beyond ${formatRatio(p.evidence.maxRatio)} the comparison side's ${p.statistic} (${formatPercent(test.expectedShare)} expected were it unchanged)`;
  return over;
}

/** `+40% (+21% to +62%) in hello · cold` or `+35–60% in 2 of 5 cells`. */
function cellsChange(own: readonly Comparison[], of: number): string {
  if (own.length === 1) {
    const c = own[0]!;
    const where = `in ${cellWhere(c)}`;
    if (c.ratio) return `${formatRatioWithBounds(c.ratio.estimate, c.ratio.lower, c.ratio.upper)} ${where}`;
    if (c.baseline.value !== null && c.candidate.value !== null)
      return `${formatValue(c.metric, c.baseline.value)} → ${formatValue(c.metric, c.candidate.value)} ${where}`;
    return where;
  }
  const ratios = own.filter((c) => c.ratio).map((c) => c.ratio!.estimate);
  const changes = ratios.length > 0 ? `${ratioRange(ratios)} ` : '';
  return `${changes}in ${own.length} of ${of} cells`;
}

/**
 * The decode speed beside a latency finding (`decode −43%`), when it got worse by 5 % or more and is not a finding
 * itself. A faster decode is left out: an improvement inside a FAIL line reads as part of the failure.
 */
function sideEffect(views: readonly CellView[], parts: readonly MetricPart[]): string | null {
  const named = new Set(parts.map((m) => m.metric));
  if (named.has('tokensPerSecond') || !named.has('ttftMs')) return null;
  const ratios = views.flatMap((v) =>
    v.comparisons.filter((c) => c.metric === 'tokensPerSecond' && c.statistic === 'p50' && c.ratio).map((c) => c.ratio!.estimate),
  );
  if (ratios.length === 0) return null;
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return median <= 0.95 ? `decode ${formatRatioChange(median)}` : null;
}
