/**
 * Output parity for a run (docs/quality.md): the candidates' answers against the reference endpoint's, or, with no
 * reference, against the answers the baseline recorded (paired by endpoint and prompt), for the scenarios with
 * `quality:` (and, beside a reference, the deterministic ones compared by default). The answer tests — each accuracy
 * comparison and each self-agreement test (`expect: identical` with `quality.repeat`) — take half of the conformance
 * share of the false-failure budget, split equally over them; the conformance checks keep the other half.
 */
import { qualityByScenario, type Workload } from '../config/index.js';
import { conformanceBudget, evaluateOutputParity, type ComparedOutput, type OutputParity, type GateRules } from '../gate/index.js';
import type { Results } from '../results/index.js';
import { lengthFacts, type RecordedOutput } from '../quality/index.js';

export interface RunParity {
  parity: OutputParity[];
  /** The conformance family's level when accuracy comparisons hold part of it; undefined otherwise. */
  conformanceBudget: number | undefined;
  /** The level of each answer test: each accuracy comparison and each self-agreement test. */
  accuracyLevel: number;
}

/**
 * Null when no scenario declares `quality:`, the run kept no answers, or there is nothing to compare them with (no
 * reference endpoint and no recorded answers).
 */
export function runOutputParity(
  workload: Workload,
  results: Results,
  rules: GateRules,
  reference: string | null,
  recorded: readonly RecordedOutput[] | null = null,
): RunParity | null {
  const specs = qualityByScenario(workload.scenarios);
  const all = results.outputs ?? [];
  if (all.length === 0 || Object.keys(specs).length === 0) return null;
  if (reference === null && (recorded === null || recorded.length === 0)) return null;
  // Requests sent again after the measured ones measure self-agreement; they are never paired as answers.
  const outputs = all.filter((o) => o.repeat === undefined);
  const repeats = all.filter((o) => o.repeat !== undefined);
  const candidate = reference === null ? outputs : outputs.filter((o) => o.endpoint !== reference);
  const comparison = reference === null ? recorded!.map(asCompared) : outputs.filter((o) => o.endpoint === reference);
  const cellOf = (o: { endpoint: string; scenario: string; cache: string }): string => `${o.endpoint}\u0000${o.scenario}\u0000${o.cache}`;
  // Labelled items: a scenario's `expect.answer`, or a dataset record's own `answer` (the answer was judged). Answers
  // compared by default are reported only and test nothing.
  const declared = (o: { scenario: string }): boolean => specs[o.scenario]?.implicit !== true;
  const accuracyCells = new Set(candidate.filter((o) => o.correct !== null && declared(o)).map(cellOf)).size;
  // Self-agreement tests: the candidate cells of `expect: identical` with repeats asked, known before any answer is read.
  const agreementCells = new Set(
    candidate.filter((o) => specs[o.scenario]?.expect === 'identical' && (specs[o.scenario]?.repeat ?? 0) > 0).map(cellOf),
  ).size;
  const tests = accuracyCells + agreementCells;
  const share = conformanceBudget(rules) / 2;
  const accuracyLevel = share / Math.max(1, tests);
  const parity = evaluateOutputParity({
    candidate,
    comparison,
    specs,
    accuracyAlpha: accuracyLevel,
    repeats,
    agreementAlpha: accuracyLevel,
    pairBy: reference === null ? 'endpoint' : 'prompt',
  });
  return { parity, conformanceBudget: tests > 0 ? share : undefined, accuracyLevel };
}

/** A recorded answer as the comparison side of a pair: its lead stands for its text (the hash decides identity). */
function asCompared(r: RecordedOutput): ComparedOutput {
  return {
    endpoint: r.endpoint,
    scenario: r.scenario,
    cache: r.cache,
    item: r.item,
    prompt: r.prompt,
    text: r.lead,
    length: r.length,
    cuts: r.cuts,
    hash: r.hash,
    ...(r.logprobs ? { logprobs: r.logprobs } : {}),
    ...lengthFacts(r),
    correct: r.correct,
  };
}
