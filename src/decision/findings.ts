/**
 * The run's findings as records: one per endpoint and cause (a failure, or a rule still open at the last look), from
 * the gate's structured comparisons, each with the comparisons it accounts for and the kind of sentence that states it.
 * Which comparisons make a finding, how they group and which statement a metric gets are decided here once; the report
 * words each kind (src/report/findings.ts) and never chooses again.
 */
import type {
  Comparison,
  GateOutcome,
  PooledComparison,
  SloVerdict,
  ConformanceGateOutcome,
  ProbeChange,
  ContractCheck,
  OutputParity,
  SpeculativeComparison,
} from '../gate/index.js';
import { CAUSES as CAUSE_ORDER, causeOf, type Cause } from '../vocabulary/index.js';
import type { CellResult } from '../results/index.js';
import type { CellView } from './cell-views.js';

export type { Cause };

/** One metric and statistic of a `metrics` finding, and which evidence its sentence states. */
export interface MetricPart {
  metric: string;
  statistic: string;
  /** The endpoint-wide comparison of this statistic, when there is one. */
  pooled: PooledComparison | null;
  /** The cells that failed on their own on this statistic. */
  cells: Comparison[];
  /** `pooled`: the endpoint-wide test decided (or is the one still open); `cells`: the cells that failed carry it. */
  stated: 'pooled' | 'cells';
}

interface FindingBase {
  endpoint: string;
  verdict: 'fail' | 'inconclusive';
  cause: Cause;
  /** Comparison ids (cell and pooled, SLO, contract, output parity) this finding accounts for. */
  ids: string[];
}

/** The kinds of finding, each worded by its own sentence (src/report/findings.ts FINDING_TEXT). */
export type Finding =
  | (FindingBase & {
      kind: 'metrics';
      parts: MetricPart[];
      /** The comparisons of the finding's cells (views), for a side effect worth naming beside a latency. */
      views: string[];
      /** For an open finding: the look it is still open after. */
      open: { look: number; looks: number } | null;
    })
  | (FindingBase & {
      kind: 'delivery';
      pooled: PooledComparison[];
      cells: Comparison[];
      /** Keys of the compared cells that lost incremental delivery (half or more of their answers not streamed). */
      affected: string[];
      /** Keys of every compared cell of the endpoint. */
      compared: string[];
    })
  | (FindingBase & { kind: 'input'; cells: Comparison[] })
  | (FindingBase & { kind: 'slo'; slo: SloVerdict })
  | (FindingBase & { kind: 'contracts'; contracts: ContractCheck[] })
  | (FindingBase & { kind: 'probes'; probes: ProbeChange[] })
  | (FindingBase & { kind: 'checks'; cells: Comparison[] })
  | (FindingBase & { kind: 'answers'; parity: OutputParity })
  | (FindingBase & { kind: 'speculative'; speculative: SpeculativeComparison });

export type FindingKind = Finding['kind'];

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
        const base = { endpoint, verdict, cause, ids: [...g.pooled.map((p) => p.id), ...g.cells.map((c) => c.id)] };
        if (cause === 'input' && g.cells.length > 0) findings.push({ ...base, kind: 'input', cells: g.cells });
        else if (cause === 'buffering' && verdict === 'fail')
          findings.push({
            ...base,
            kind: 'delivery',
            pooled: g.pooled,
            cells: g.cells,
            affected: views.filter((v) => lostStreaming(v, g.cells)).map((v) => v.key),
            compared: views.map((v) => v.key),
          });
        else {
          const e = gate.endpoints.find((x) => x.endpoint === endpoint);
          findings.push({
            ...base,
            kind: 'metrics',
            parts: metricParts(g.pooled, g.cells),
            views: views.map((v) => v.key),
            open: verdict === 'inconclusive' && e ? { look: e.look, looks: e.looks } : null,
          });
        }
      }
    }
    // Service-level objectives: one finding per objective and cell that failed, or is still open at the last look.
    const slo = (gate.slo ?? []).filter((v) => (verdict === 'fail' ? v.verdict === 'violated' : v.verdict === 'inconclusive'));
    for (const v of slo) findings.push({ endpoint: v.endpoint, verdict, cause: 'slo', ids: [v.id], kind: 'slo', slo: v });
  }
  findings.push(...conformanceFindings(input.conformance ?? null, gate.comparisons));
  for (const p of gate.quality ?? [])
    if (p.verdict !== 'pass')
      findings.push({
        endpoint: p.endpoint,
        verdict: p.verdict === 'fail' ? 'fail' : 'inconclusive',
        cause: 'answers',
        ids: [p.id],
        kind: 'answers',
        parity: p,
      });
  // Speculative decoding that fell behind explains decode speed: it is grouped with it.
  for (const c of gate.speculative ?? [])
    if (c.verdict === 'fail' || c.verdict === 'inconclusive')
      findings.push({ endpoint: c.endpoint, verdict: c.verdict, cause: 'throughput', ids: [c.id], kind: 'speculative', speculative: c });
  return [...findings.filter((f) => f.verdict === 'fail'), ...findings.filter((f) => f.verdict !== 'fail')];
}

function nonStreamedShare(cell: CellResult | null): number | null {
  if (!cell) return null;
  const classified = cell.classes.streamed + cell.classes.coalesced + cell.classes.buffered;
  return classified === 0 ? null : (cell.classes.coalesced + cell.classes.buffered) / classified;
}

/** A compared cell lost incremental delivery: half or more of its answers not streamed, or it failed on delivery itself. */
function lostStreaming(v: CellView, cells: readonly Comparison[]): boolean {
  return (
    (nonStreamedShare(v.candidate) ?? 0) >= 0.5 || cells.some((c) => c.scenario === v.scenario && c.cache === v.cache && c.turn === v.turn)
  );
}

/** One part per metric and statistic, in the order the rules came: the pooled statement when the endpoint-wide test decided, else the cells. */
function metricParts(pooled: readonly PooledComparison[], cells: readonly Comparison[]): MetricPart[] {
  const keys = [
    ...new Set([...pooled.map((p) => `${p.metric}\u0000${p.statistic}`), ...cells.map((c) => `${c.metric}\u0000${c.statistic}`)]),
  ];
  return keys.map((key) => {
    const [metric, statistic] = key.split('\u0000') as [string, string];
    const p = pooled.find((x) => x.metric === metric && x.statistic === statistic) ?? null;
    const own = cells.filter((c) => c.metric === metric && c.statistic === statistic);
    return { metric, statistic, pooled: p, cells: own, stated: p && (decidedPooled(p) || own.length === 0) ? 'pooled' : 'cells' };
  });
}

/** The endpoint-wide test itself decided (rather than a cell failing on its own), or the rule is still open. */
function decidedPooled(p: PooledComparison): boolean {
  return p.verdict === 'inconclusive' || (p.pValue !== null && p.level !== null && p.pValue <= p.level);
}

/** Broken contracts, probe regressions and failed assertion pass rates: one finding per endpoint and kind. */
function conformanceFindings(conformance: ConformanceGateOutcome | null, comparisons: readonly Comparison[]): Finding[] {
  const out: Finding[] = [];
  // Broken contracts first: a declared expectation fails whatever the comparison side did.
  const broken = (conformance?.contracts ?? []).filter((c) => c.verdict === 'fail');
  for (const endpoint of [...new Set(broken.map((c) => c.endpoint))]) {
    const mine = broken.filter((c) => c.endpoint === endpoint);
    out.push({ endpoint, verdict: 'fail', cause: 'answers', ids: mine.map((c) => c.id), kind: 'contracts', contracts: mine });
  }
  const regressions = conformance?.probes.filter((p) => p.kind === 'regression') ?? [];
  for (const endpoint of [...new Set(regressions.map((p) => p.endpoint))]) {
    const mine = regressions.filter((p) => p.endpoint === endpoint);
    out.push({ endpoint, verdict: 'fail', cause: 'parameters', ids: [], kind: 'probes', probes: mine });
  }
  const failed = comparisons.filter((c) => c.verdict === 'fail' && c.metric.startsWith('check:'));
  for (const endpoint of [...new Set(failed.map((c) => c.endpoint))]) {
    const mine = failed.filter((c) => c.endpoint === endpoint);
    out.push({ endpoint, verdict: 'fail', cause: 'answers', ids: mine.map((c) => c.id), kind: 'checks', cells: mine });
  }
  return out;
}
