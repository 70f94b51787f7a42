/**
 * Speculative decoding gated against the comparison side (docs/telemetry.md, "Speculative decoding"), when the
 * workload asks (`speculative: { minAcceptanceRatio }`): per candidate endpoint, its mean accepted length against the
 * comparison side's (the reference endpoint's, or the same endpoint's in the baseline), or, where a side reports no
 * length (llama.cpp's answers count no drafts), its acceptance rate. Like vLLM's and SGLang's own acceptance tests, a
 * threshold on the measured figures, not a statistical test: it spends none of the run's false-failure budget, and the
 * drafted tokens behind each figure are stated beside it. Decided per endpoint, not per cell: a server's counters are
 * per server. Pure.
 */
import { foldChecks } from '../evaluate/fold-checks.js';
import type { GateOutcome } from '../types.js';
import type { SpeculativeAcceptance, SpeculativeComparison } from './types.js';

export interface SpeculativeGateInput {
  /** The candidate endpoints, in the run's order (the reference endpoint left out). */
  candidates: readonly string[];
  /** The run's acceptance per endpoint (the reference endpoint's included when there is one). */
  measured: readonly SpeculativeAcceptance[];
  /** The reference endpoint, or null: the comparison side is the baseline's `recorded` acceptance, endpoint by endpoint. */
  reference: string | null;
  recorded: readonly SpeculativeAcceptance[];
  minRatio: number;
}

/** A ratio this close under the threshold is the threshold (figures are kept to 4 decimals). */
const EPSILON = 1e-9;

export function evaluateSpeculative(input: SpeculativeGateInput): SpeculativeComparison[] {
  const against = input.reference === null ? 'baseline' : 'reference';
  return input.candidates.map((endpoint): SpeculativeComparison => {
    const candidate = input.measured.find((a) => a.endpoint === endpoint) ?? null;
    const comparison =
      input.reference === null
        ? (input.recorded.find((a) => a.endpoint === endpoint) ?? null)
        : (input.measured.find((a) => a.endpoint === input.reference) ?? null);
    const base = { id: `${endpoint}:speculative`, endpoint, against, candidate, comparison, minRatio: input.minRatio } as const;
    if (comparison === null) return { ...base, measure: null, ratio: null, verdict: 'not-compared' };
    if (candidate === null) return { ...base, measure: null, ratio: null, verdict: 'inconclusive' };
    const measure =
      candidate.meanAcceptedLength !== null && comparison.meanAcceptedLength !== null
        ? 'meanAcceptedLength'
        : candidate.acceptanceRate !== null && comparison.acceptanceRate !== null
          ? 'acceptanceRate'
          : null;
    if (measure === null) return { ...base, measure, ratio: null, verdict: 'not-compared' };
    const c = candidate[measure]!;
    const o = comparison[measure]!;
    // A comparison side that accepted nothing cannot be fallen behind.
    const ratio = o > 0 ? c / o : null;
    const verdict = ratio === null || ratio >= input.minRatio - EPSILON ? 'pass' : 'fail';
    return { ...base, measure, ratio: ratio === null ? null : Math.round(ratio * 1e4) / 1e4, verdict };
  });
}

/** The gate's outcome with the acceptance comparisons folded in: a failure fails its endpoint, an open one holds a pass open. */
export function mergeSpeculative(gate: GateOutcome, comparisons: readonly SpeculativeComparison[]): GateOutcome {
  if (comparisons.length === 0) return gate;
  return { ...foldChecks(gate, comparisons), speculative: [...comparisons] };
}
