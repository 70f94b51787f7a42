/**
 * The facts the verdict's one line states, decided once from the gate's outcome and the findings: which endpoints
 * failed and at which look, which are still open and on which rules, which had nothing to compare, which passed, and
 * whether the line itself carries a lone pass's resolution. The report words them (src/report/headline.ts).
 */
import type { GateOutcome } from '../gate/index.js';
import type { Finding } from './findings.js';

/** An endpoint with the look its verdict came at. */
export interface AtLook {
  endpoint: string;
  look: number;
  looks: number;
}

/**
 * A rule that holds an endpoint open: a metric's statistic, its answers (accuracy undecided, or nothing paired), or its
 * speculative decoding (asked for, not reported by the candidate).
 */
export type HeldRule =
  { kind: 'metric'; metric: string; statistic: string } | { kind: 'answers'; accuracy: boolean } | { kind: 'speculative' };

export interface HeadlineFacts {
  /** Nothing could be compared at all: no cell of the run matched one on the comparison side. */
  nothingCompared: boolean;
  /** Endpoints the verdict speaks of (gated, failed or open). */
  total: number;
  failed: AtLook[];
  /** Endpoints still open after their last look (none of them failed), with the rules that hold them. */
  open: { endpoints: AtLook[]; held: HeldRule[] } | null;
  /** Gated endpoints with nothing to compare (too few requests on a side). */
  blank: string[];
  /** Endpoints still open at a look before their last (a run cut short). */
  undecided: AtLook[];
  passed: AtLook[];
  /** The one passed endpoint whose resolution the line itself states (so the `passed` line does not say it again). */
  resolutionIn: string | null;
}

const heldKey = (h: HeldRule): string =>
  h.kind === 'metric' ? `${h.metric}\u0000${h.statistic}` : h.kind === 'answers' ? `answers\u0000${h.accuracy}` : 'speculative';

export function headlineFacts(gate: GateOutcome, findings: readonly Finding[]): HeadlineFacts {
  const byName = new Map(gate.endpoints.map((e) => [e.endpoint, e]));
  const at = (endpoint: string): AtLook => {
    const e = byName.get(endpoint);
    return { endpoint, look: e?.look ?? 0, looks: e?.looks ?? 0 };
  };
  const failedNames = [...new Set(findings.filter((f) => f.verdict === 'fail').map((f) => f.endpoint))];
  const openNames = [...new Set(findings.filter((f) => f.verdict === 'inconclusive').map((f) => f.endpoint))].filter(
    (n) => !failedNames.includes(n),
  );
  const total = new Set([...gate.endpoints.map((e) => e.endpoint), ...failedNames, ...openNames]).size;
  const held = new Map<string, HeldRule>();
  for (const id of openNames.flatMap((n) => byName.get(n)?.decidedBy ?? [])) {
    for (const p of gate.pooled.filter((x) => x.id === id)) {
      const h: HeldRule = { kind: 'metric', metric: p.metric, statistic: p.statistic };
      held.set(heldKey(h), h);
    }
    for (const p of (gate.quality ?? []).filter((x) => x.id === id)) {
      const h: HeldRule = { kind: 'answers', accuracy: p.accuracy?.verdict === 'undecided' };
      held.set(heldKey(h), h);
    }
    if ((gate.speculative ?? []).some((x) => x.id === id)) held.set('speculative', { kind: 'speculative' });
  }
  const blank = gate.endpoints
    .filter((e) => e.verdict === 'inconclusive' && !openNames.includes(e.endpoint) && !failedNames.includes(e.endpoint))
    .map((e) => e.endpoint);
  const passed = gate.endpoints.filter((e) => e.verdict === 'pass').map((e) => at(e.endpoint));
  const lone = findings.length === 0 && gate.endpoints.length === 1 ? gate.endpoints[0]! : null;
  const resolved =
    lone !== null &&
    lone.verdict === 'pass' &&
    gate.pooled.some((p) => p.endpoint === lone.endpoint && p.verdict === 'pass' && p.resolution !== undefined && p.resolution !== null);
  return {
    nothingCompared: gate.endpoints.length === 0,
    total,
    failed: failedNames.map(at),
    open: openNames.length > 0 ? { endpoints: openNames.map(at), held: [...held.values()] } : null,
    blank,
    undecided: gate.endpoints.filter((e) => e.verdict === 'undecided').map((e) => at(e.endpoint)),
    passed,
    resolutionIn: resolved ? lone.endpoint : null,
  };
}
