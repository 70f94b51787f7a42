/**
 * Speculative decoding in words (docs/telemetry.md, "Speculative decoding"): each endpoint's acceptance beside its
 * decode speed, with the gate's comparison when the workload asks (src/gate/speculative/compare.ts), one line per
 * endpoint for the top of the report and the terminal, and a finding's sentence. Plain text (renderers escape it).
 */
import type { SpeculativeAcceptance, SpeculativeComparison } from '../../gate/index.js';
import type { RunDecision } from '../../decision/index.js';
import type { CellResult } from '../../results/index.js';
import { formatNumber, formatPercent, formatValue } from '../format.js';

const SOURCE_WORDS: Record<SpeculativeAcceptance['source'], string> = {
  counters: 'server counters',
  gauge: 'server gauges',
  timings: 'answers’ timings',
};

/** `3.41` tokens per verification step. */
const length = (v: number | null): string => formatNumber(v, 2);

const count = (v: number): string => Math.round(v).toLocaleString('en-US');

/**
 * `mean accepted length 3.41 · acceptance 81% of 34,933 drafted tokens (server counters vllm:…)`: the figures the
 * source gives, then what they were read from.
 */
export function acceptanceText(a: SpeculativeAcceptance): string {
  const parts: string[] = [];
  if (a.meanAcceptedLength !== null) parts.push(`mean accepted length ${length(a.meanAcceptedLength)}`);
  if (a.acceptanceRate !== null) {
    const of = a.draftTokens !== null ? ` of ${count(a.draftTokens)} drafted tokens` : '';
    parts.push(`acceptance ${formatPercent(a.acceptanceRate)}${of}`);
  } else if (a.draftTokens === 0) parts.push('nothing drafted');
  const answers = a.requests !== null ? ` of ${count(a.requests)} answers` : '';
  return `${parts.join(' · ')} (${SOURCE_WORDS[a.source]}${answers}: ${a.read})`;
}

const MEASURE_WORDS: Record<NonNullable<SpeculativeComparison['measure']>, string> = {
  meanAcceptedLength: 'mean accepted length',
  acceptanceRate: 'acceptance',
};

const sideName = (c: SpeculativeComparison): string => (c.against === 'baseline' ? 'the baseline' : 'the reference');

/**
 * The compared measure on both sides, then the acceptance rate beside a compared length: `mean accepted length 1.62 vs
 * 3.41 (0.47×; at least 0.95× asked) · acceptance 21% vs 81%`.
 */
function comparedText(c: SpeculativeComparison): string {
  const measure = c.measure!;
  const candidate = c.candidate!;
  const comparison = c.comparison!;
  const show = (v: number | null): string => (measure === 'acceptanceRate' ? formatPercent(v) : length(v));
  const ratio = c.ratio === null ? `${sideName(c)} accepted nothing` : `${formatNumber(c.ratio, 2)}×`;
  const compared = `${MEASURE_WORDS[measure]} ${show(candidate[measure])} vs ${show(comparison[measure])} (${ratio}; at least ${formatNumber(c.minRatio, 2)}× asked)`;
  const rates =
    measure === 'meanAcceptedLength' && candidate.acceptanceRate !== null && comparison.acceptanceRate !== null
      ? ` · acceptance ${formatPercent(candidate.acceptanceRate)} vs ${formatPercent(comparison.acceptanceRate)}`
      : '';
  return `${compared}${rates}`;
}

/** What each side's figures were read from: `server counters vllm:…, 34,933 vs 73,433 drafted tokens`. */
function readText(c: SpeculativeComparison): string {
  const a = c.candidate!;
  const b = c.comparison!;
  const sources =
    a.source === b.source && a.read === b.read
      ? `${SOURCE_WORDS[a.source]} ${a.read}`
      : `${SOURCE_WORDS[a.source]} ${a.read}; ${side(c)}: ${SOURCE_WORDS[b.source]} ${b.read}`;
  const drafted =
    a.draftTokens !== null && b.draftTokens !== null ? `, ${count(a.draftTokens)} vs ${count(b.draftTokens)} drafted tokens` : '';
  return `${sources}${drafted}`;
}

/** Why an endpoint's acceptance was not compared, or is still open: a sentence after the endpoint's name. */
function uncomparedText(c: SpeculativeComparison): string {
  const other = sideName(c);
  if (c.verdict === 'inconclusive')
    return `reports no speculative decoding while ${other} does (${acceptanceText(c.comparison!)}): asked for (speculative.minAcceptanceRatio ${formatNumber(c.minRatio, 2)}), not measured; its server's metrics (telemetry:) or its answers' timings would say whether it still drafts`;
  if (c.comparison === null && c.candidate === null) return `speculative decoding not compared: neither it nor ${other} reports any`;
  if (c.comparison === null)
    return `speculative decoding not compared: ${other} reports none${c.candidate ? ` (its own: ${acceptanceText(c.candidate)})` : ''}`;
  return `speculative decoding not compared: no measure both sides report (${acceptanceText(c.candidate!)}; ${side(c)}: ${acceptanceText(c.comparison)})`;
}

const side = (c: SpeculativeComparison): string => (c.against === 'baseline' ? "the baseline's" : "the reference's");

/** The sentence of a speculative-decoding finding (a failure, or an open rule). */
export function speculativeFindingText(c: SpeculativeComparison): string {
  if (c.measure === null) return uncomparedText(c);
  return `speculative decoding fell behind ${side(c)}: ${comparedText(c)} (${readText(c)})`;
}

/** `150 tok/s p50` (one cell) or `148–152 tok/s p50` (the range over its cells): the decode speed beside acceptance. */
export function decodeText(cells: readonly CellResult[]): string | null {
  const p50s = cells.map((c) => c.metrics.tokensPerSecond?.p50).filter((v): v is number => v !== undefined && Number.isFinite(v));
  if (p50s.length === 0) return null;
  const lo = formatValue('tokensPerSecond', Math.min(...p50s));
  const hi = formatValue('tokensPerSecond', Math.max(...p50s));
  return `decode ${lo === hi ? lo : `${lo}–${hi}`} tok/s p50`;
}

/**
 * One line per endpoint whose speculative decoding was measured or gated: `speculative: mean accepted length 3.41 ·
 * acceptance 81% of … · decode 150 tok/s p50`, or, gated, `candidate: mean accepted length 1.62 vs 3.41 (0.47×; at
 * least 0.95× asked) · … · decode 71 tok/s p50 (the reference's 150)`. Plain text.
 */
export function speculativeLines(decision: RunDecision): string[] {
  const measured = decision.speculative;
  const gated = decision.outcome?.speculative ?? [];
  // A reference endpoint's figures are in the lines of the candidates gated against it.
  const inGated = new Set(
    gated.flatMap((c) => [c.endpoint, ...(c.against === 'reference' && c.comparison ? [c.comparison.endpoint] : [])]),
  );
  const names = decision.endpoints
    .map((e) => e.name)
    .filter((n) => gated.some((c) => c.endpoint === n) || (measured.some((a) => a.endpoint === n) && !inGated.has(n)));
  return names.map((name) => {
    const decode = decodeText(ownCells(decision, name));
    const c = gated.find((x) => x.endpoint === name);
    if (!c) return `${name}: ${acceptanceText(measured.find((x) => x.endpoint === name)!)}${decode ? ` · ${decode}` : ''}`;
    if (c.measure === null) return `${name}: ${uncomparedText(c)}`;
    const theirs = c.against === 'reference' ? decodeText(comparedCells(decision, name)) : null;
    const speed = decode ? ` · ${decode}${theirs ? ` (${side(c)}: ${theirs.replace(/^decode /u, '')})` : ''}` : '';
    return `${name}: ${c.verdict === 'fail' ? 'FAIL ' : ''}${comparedText(c)}${speed}`;
  });
}

/**
 * An endpoint's measured cells: a candidate's own, or, for a reference endpoint (whose cells the views hold as the
 * comparison side of each candidate's), those, each once.
 */
function ownCells(decision: RunDecision, endpoint: string): CellResult[] {
  const own = decision.views.flatMap((v) => (v.candidate?.endpoint === endpoint ? [v.candidate] : []));
  const reference = decision.endpoints.find((e) => e.name === endpoint)?.reference === true;
  if (own.length > 0 || !reference) return own;
  const referenced = decision.views.flatMap((v) => (v.side === 'reference' && v.baseline ? [v.baseline] : []));
  return [...new Map(referenced.map((c) => [`${c.scenario}\u0000${c.cache}\u0000${c.turn ?? ''}`, c])).values()];
}

/** The comparison side's cells paired with a candidate's. */
function comparedCells(decision: RunDecision, endpoint: string): CellResult[] {
  return decision.views.flatMap((v) => (v.endpoint === endpoint && v.baseline ? [v.baseline] : []));
}

/** A cell's acceptance from its answers' timings (`81%`), for the tables; null when its answers reported none. */
export function cellAcceptance(cell: CellResult | null): string | null {
  const s = cell?.speculative;
  if (!s) return null;
  return s.drafted > 0 ? formatPercent(s.accepted / s.drafted) : 'none drafted';
}
