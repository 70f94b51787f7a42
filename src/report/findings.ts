/**
 * Findings grouped by cause: one line per endpoint and cause ("the stream is held and flushed at the end in 7 of 7
 * cells"), from the gate's structured comparisons. Pure; plain text (renderers escape it), names and numbers from the
 * shared vocabulary and formatters.
 */
import type { Comparison, GateOutcome, PooledComparison } from '../gate/types.js';
import type { ConformanceGateOutcome } from '../gate/conformance.js';
import { metricLabel, statisticLabel } from '../vocabulary/metrics.js';
import { CAUSES as CAUSE_ORDER, causeOf, type Cause } from '../vocabulary/causes.js';
import type { CellResult } from '../results/types.js';
import {
  formatDifference,
  formatDifferenceWithBounds,
  formatPercent,
  formatRatio,
  formatRatioChange,
  formatRatioWithBounds,
  formatValue,
} from './format.js';
import { cellWhere } from './cell-names.js';
import { inputText } from './explain/prompt.js';
import type { CellView } from './markdown/views.js';
import { sloVerdictText } from './text/slo.js';
import { brokenContractText } from './conformance/contract-text.js';
import { qualityFindings } from './text/quality.js';

export { cellWhere } from './cell-names.js';

/** What a group of failing comparisons has in common (src/vocabulary/causes.ts, in the order a reviewer reads them). */
export type { Cause };

export interface Finding {
  endpoint: string;
  verdict: 'fail' | 'inconclusive';
  cause: Cause;
  /** Plain text after the endpoint's name. */
  text: string;
  /** Comparison ids (cell and pooled) this line accounts for. */
  ids: string[];
}

export interface FindingsInput {
  views: readonly CellView[];
  gate: GateOutcome | null;
  conformance?: ConformanceGateOutcome | null;
}

/** Every failing or (at the last look) open finding, failures first, grouped per endpoint and cause. */
export function collectFindings(input: FindingsInput): Finding[] {
  const gate = input.gate;
  if (!gate) return [];
  const findings: Finding[] = [];
  for (const verdict of ['fail', 'inconclusive'] as const) {
    const pooled = gate.pooled.filter((p) => p.verdict === verdict);
    // A cell comparison is inconclusive only through its pooled primary; cells that failed on their own are listed.
    const cells = verdict === 'fail' ? gate.comparisons.filter((c) => c.verdict === 'fail' && !c.metric.startsWith('check:')) : [];
    const endpoints = [...new Set([...pooled.map((p) => p.endpoint), ...cells.map((c) => c.endpoint)])];
    for (const endpoint of endpoints) {
      const groups = new Map<Cause, { pooled: PooledComparison[]; cells: Comparison[] }>();
      const group = (cause: Cause): { pooled: PooledComparison[]; cells: Comparison[] } => {
        const g = groups.get(cause) ?? { pooled: [], cells: [] };
        groups.set(cause, g);
        return g;
      };
      for (const p of pooled.filter((x) => x.endpoint === endpoint)) group(causeOf(p.metric, p.statistic)).pooled.push(p);
      for (const c of cells.filter((x) => x.endpoint === endpoint)) group(causeOf(c.metric, c.statistic)).cells.push(c);
      const views = input.views.filter((v) => v.endpoint === endpoint && v.baseline !== null);
      for (const cause of CAUSE_ORDER) {
        const g = groups.get(cause);
        if (!g) continue;
        const ids = [...g.pooled.map((p) => p.id), ...g.cells.map((c) => c.id)];
        const failedDelivery = cause === 'buffering' && verdict === 'fail';
        const own = cause === 'input' ? inputText(g.cells) : failedDelivery ? bufferingText(views, g.pooled, g.cells) : null;
        const text = own ?? metricsText(views, g.pooled, g.cells, verdict, gate);
        findings.push({ endpoint, verdict, cause, text, ids });
      }
    }
    // Service-level objectives: one line per objective and cell that failed, or is still open at the last look.
    const slo = (gate.slo ?? []).filter((v) => (verdict === 'fail' ? v.verdict === 'violated' : v.verdict === 'inconclusive'));
    for (const v of slo) {
      const open = verdict === 'inconclusive' ? ' (does not fail the check)' : '';
      findings.push({ endpoint: v.endpoint, verdict, cause: 'slo', text: `${sloVerdictText(v)}${open}`, ids: [v.id] });
    }
  }
  findings.push(...conformanceFindings(input.conformance ?? null, input.gate?.comparisons ?? []));
  findings.push(...qualityFindings(gate));
  return [...findings.filter((f) => f.verdict === 'fail'), ...findings.filter((f) => f.verdict !== 'fail')];
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

function nonStreamed(cell: CellResult | null): number | null {
  if (!cell) return null;
  const classified = cell.classes.streamed + cell.classes.coalesced + cell.classes.buffered;
  return classified === 0 ? null : (cell.classes.coalesced + cell.classes.buffered) / classified;
}

/**
 * `the stream is held and flushed at the end in 7 of 7 cells — IDR 0.00 vs 0.78–0.99, TTFT worse in 6 cells (…), better
 * in 1`: how many cells lost incremental delivery, what IDR says on each side, and what it cost the first token.
 */
function bufferingText(views: readonly CellView[], pooled: readonly PooledComparison[], cells: readonly Comparison[]): string {
  const affected = views.filter(
    (v) =>
      (nonStreamed(v.candidate) ?? 0) >= 0.5 || cells.some((c) => c.scenario === v.scenario && c.cache === v.cache && c.turn === v.turn),
  );
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
    const cells = share?.cells ?? views.length;
    return `delivery regressed over ${cells} cell${cells === 1 ? '' : 's'}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
  }
  return `${what} in ${affected.length} of ${views.length} cell${views.length === 1 ? '' : 's'}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
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

/** Metrics of one cause: the pooled statement when the endpoint-wide test decided, else the cells that failed. */
function metricsText(
  views: readonly CellView[],
  pooled: readonly PooledComparison[],
  cells: readonly Comparison[],
  verdict: 'fail' | 'inconclusive',
  gate: GateOutcome,
): string {
  const keys = [
    ...new Set([...pooled.map((p) => `${p.metric}\u0000${p.statistic}`), ...cells.map((c) => `${c.metric}\u0000${c.statistic}`)]),
  ];
  const parts = keys.map((key) => {
    const [metric, statistic] = key.split('\u0000') as [string, string];
    const p = pooled.find((x) => x.metric === metric && x.statistic === statistic);
    const own = cells.filter((c) => c.metric === metric && c.statistic === statistic);
    return `${statisticLabel(metric, statistic)} ${p && (decidedPooled(p) || own.length === 0) ? pooledChange(p, own) : cellsChange(own, views.length)}`;
  });
  const side = sideEffect(views, pooled, cells);
  if (side) parts.push(side);
  const text = parts.join('; ');
  if (verdict !== 'inconclusive') return text;
  const open = gate.endpoints.find((e) => e.endpoint === pooled[0]?.endpoint);
  return `${text} — still open after ${open ? `${open.look} of ${open.looks} looks` : 'the last look'} (does not fail the check)`;
}

/** The endpoint-wide test itself decided (rather than a cell failing on its own), or the rule is still open. */
function decidedPooled(p: PooledComparison): boolean {
  return p.verdict === 'inconclusive' || (p.pValue !== null && p.level !== null && p.pValue <= p.level);
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
function sideEffect(views: readonly CellView[], pooled: readonly PooledComparison[], cells: readonly Comparison[]): string | null {
  const named = new Set([...pooled.map((p) => p.metric), ...cells.map((c) => c.metric)]);
  if (named.has('tokensPerSecond') || !named.has('ttftMs')) return null;
  const ratios = views.flatMap((v) =>
    v.comparisons.filter((c) => c.metric === 'tokensPerSecond' && c.statistic === 'p50' && c.ratio).map((c) => c.ratio!.estimate),
  );
  if (ratios.length === 0) return null;
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return median <= 0.95 ? `decode ${formatRatioChange(median)}` : null;
}

/** Probe regressions and failed assertion pass rates, one line per endpoint and kind. */
function conformanceFindings(conformance: ConformanceGateOutcome | null, comparisons: readonly Comparison[]): Finding[] {
  const out: Finding[] = [];
  // Broken contracts first: a declared expectation fails whatever the comparison side did.
  const broken = (conformance?.contracts ?? []).filter((c) => c.verdict === 'fail');
  for (const endpoint of [...new Set(broken.map((c) => c.endpoint))]) {
    const mine = broken.filter((c) => c.endpoint === endpoint);
    out.push({ endpoint, verdict: 'fail', cause: 'answers', text: mine.map(brokenContractText).join('; '), ids: mine.map((c) => c.id) });
  }
  const regressions = conformance?.probes.filter((p) => p.kind === 'regression') ?? [];
  for (const endpoint of [...new Set(regressions.map((p) => p.endpoint))]) {
    const mine = regressions.filter((p) => p.endpoint === endpoint);
    const text = mine.map((p) => `${p.variant} was ${p.baseline?.verdict ?? '–'}, now ${p.candidate.verdict}`).join('; ');
    out.push({ endpoint, verdict: 'fail', cause: 'parameters', text: `parameters: ${text}`, ids: [] });
  }
  const failed = comparisons.filter((c) => c.verdict === 'fail' && c.metric.startsWith('check:'));
  for (const endpoint of [...new Set(failed.map((c) => c.endpoint))]) {
    const mine = failed.filter((c) => c.endpoint === endpoint);
    const text = mine
      .map(
        (c) =>
          `${statisticLabel(c.metric, c.statistic)} ${formatPercent(c.baseline.value)} → ${formatPercent(c.candidate.value)} in ${cellWhere(c)}`,
      )
      .join('; ');
    out.push({ endpoint, verdict: 'fail', cause: 'answers', text, ids: mine.map((c) => c.id) });
  }
  return out;
}
