import {
  assembleOutcome,
  evaluateGate,
  type CellData,
  type CellDecision,
  type Comparison,
  type EndpointVerdict,
  type GateOutcome,
  type GateRules,
  type GateWarning,
  type PooledComparison,
  type SloVerdict,
  type HeldLoop,
} from '../gate/index.js';
import type { SloSpec } from '../config/index.js';
import type { Results } from '../results/index.js';
import type { Comparand } from './comparand.js';

/**
 * What a gate compares: the comparison side's cells and the candidate's, and whether the side drifts (a file);
 * `none`: no comparison side, the candidate's cells are judged against their SLOs alone.
 */
export type GateInput = Pick<Comparand, 'baseline' | 'candidate' | 'differentModel'> & {
  kind: Comparand['kind'] | 'none';
  /** Estimated prompt tokens by scenario (src/gate/prompt/estimate.ts), for cells with nothing to compare counts with. */
  promptEstimates?: Readonly<Record<string, number>>;
  /** Looks the measuring client was starved in (from `run.clientHealth`): delivery and stall failures it explains stay open. */
  heldLoops?: readonly HeldLoop[];
};

/** One endpoint's part of an outcome, frozen at the look that decided it. */
interface EndpointSlice {
  verdict: EndpointVerdict;
  comparisons: Comparison[];
  pooled: PooledComparison[];
  warnings: GateWarning[];
  slo: SloVerdict[];
  cells: CellDecision[];
}

/**
 * The gate of a sequential run. `decide` runs after each look: endpoints the gate decided are frozen at that look
 * (their verdict and numbers are final; a reference endpoint that keeps growing for the others cannot change them)
 * and the undecided ones are returned for the next look. `outcome` assembles the run's verdict: frozen endpoints as
 * they were decided, every other one at the last look it was measured in.
 */
export class SequentialGate {
  private readonly frozen = new Map<string, EndpointSlice>();
  /** Looks planned (`run.looks`). */
  readonly looks: number;
  /** Looks the run may take: the planned ones and the rules' extra looks while a rule is still open. */
  readonly maxLooks: number;

  constructor(
    private readonly rules: GateRules,
    looks: number,
    /** Service-level objectives by scenario name; empty when the workload has none. */
    private readonly slo: Readonly<Record<string, SloSpec>> = {},
  ) {
    this.looks = looks;
    this.maxLooks = looks + rules.extraLooks;
  }

  decide(input: GateInput, look: number): { undecided: string[]; outcome: GateOutcome } {
    const endpoints = candidateEndpoints(input);
    const open = endpoints.filter((e) => !this.frozen.has(e));
    const outcome = this.evaluate(input, open, look, endpoints.length);
    for (const verdict of outcome.endpoints) {
      if (verdict.verdict !== 'undecided') this.frozen.set(verdict.endpoint, slice(outcome, verdict));
    }
    return { undecided: outcome.endpoints.filter((e) => e.verdict === 'undecided').map((e) => e.endpoint), outcome };
  }

  /** The gate over the named endpoints at one look. */
  private evaluate(input: GateInput, names: readonly string[], look: number, endpointCount: number): GateOutcome {
    return evaluateGate(only(input.baseline, names), only(input.candidate, names), this.rules, {
      look,
      looks: this.looks,
      comparand: input.kind,
      endpointCount,
      slo: this.slo,
      ...(input.differentModel ? { differentModel: input.differentModel } : {}),
      ...(input.promptEstimates ? { promptEstimates: input.promptEstimates } : {}),
      ...(input.heldLoops ? { heldLoops: input.heldLoops } : {}),
    });
  }

  /**
   * The run's outcome; `measuredLooks` says how many looks each endpoint was measured in (default: the planned ones).
   * An endpoint still open after its last look is closed there: it ends inconclusive.
   */
  outcome(input: GateInput, measuredLooks: Readonly<Record<string, number>> = {}): GateOutcome {
    const endpoints = candidateEndpoints(input);
    const byLook = new Map<number, string[]>();
    for (const e of endpoints) {
      if (this.frozen.has(e)) continue;
      const look = Math.min(this.maxLooks, Math.max(1, measuredLooks[e] ?? this.looks));
      byLook.set(look, [...(byLook.get(look) ?? []), e]);
    }
    const general: GateWarning[] = [];
    for (const [look, names] of byLook) {
      const outcome = this.evaluate(input, names, look, endpoints.length);
      for (const verdict of outcome.endpoints) this.frozen.set(verdict.endpoint, slice(closed(outcome), closedVerdict(verdict)));
      general.push(...outcome.warnings.filter((w) => !endpoints.includes(w.endpoint)));
    }
    const slices = endpoints.map((e) => this.frozen.get(e)).filter((s): s is EndpointSlice => s !== undefined);
    return assembleOutcome(
      slices.map((s) => s.verdict),
      slices.flatMap((s) => s.comparisons),
      slices.flatMap((s) => s.pooled),
      unique([...general, ...slices.flatMap((s) => s.warnings)]),
      this.rules,
      slices.flatMap((s) => s.slo),
      slices.flatMap((s) => s.cells),
    );
  }
}

/** A finished run's outcome from its results alone (re-gating saved results): each endpoint at its last look. */
export function gateResults(
  input: GateInput,
  rules: GateRules,
  results: Results,
  slo: Readonly<Record<string, SloSpec>> = {},
): GateOutcome {
  const looks = results.run.looks;
  return new SequentialGate(rules, looks?.planned ?? 1, slo).outcome(input, looks?.measured ?? {});
}

function candidateEndpoints(input: GateInput): string[] {
  return [...new Set(input.candidate.map((c) => c.endpoint))];
}

function only(cells: readonly CellData[], endpoints: readonly string[]): CellData[] {
  const wanted = new Set(endpoints);
  return cells.filter((c) => wanted.has(c.endpoint));
}

function slice(outcome: GateOutcome, verdict: EndpointVerdict): EndpointSlice {
  const mine = (c: { endpoint: string }): boolean => c.endpoint === verdict.endpoint;
  return {
    verdict,
    comparisons: outcome.comparisons.filter(mine),
    pooled: outcome.pooled.filter(mine),
    warnings: outcome.warnings.filter(mine),
    slo: (outcome.slo ?? []).filter(mine),
    cells: (outcome.cells ?? []).filter(mine),
  };
}

/** Warnings once each, in their first order (the same warning from two looks' evaluations is one). */
function unique(warnings: readonly GateWarning[]): GateWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = JSON.stringify(w);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An endpoint the run measured no further is final where it stopped: still undecided there (it ended before an extra
 * look it could have taken, cancelled or out of requests), it is inconclusive, its open rules too.
 */
function closedVerdict(verdict: EndpointVerdict): EndpointVerdict {
  return verdict.verdict === 'undecided' ? { ...verdict, verdict: 'inconclusive' } : verdict;
}

function closed(outcome: GateOutcome): GateOutcome {
  const open = new Set(outcome.endpoints.filter((e) => e.verdict === 'undecided').flatMap((e) => e.decidedBy));
  return {
    ...outcome,
    pooled: outcome.pooled.map((p) => (open.has(p.id) && p.verdict === 'undecided' ? { ...p, verdict: 'inconclusive' } : p)),
  };
}
