/**
 * Output parity (docs/quality.md): per candidate cell of a scenario with `quality:`, its answers paired by prompt with
 * the comparison side's — the share identical (text and tool calls) and where they first diverge, and, where log-probs
 * came, how far the chosen tokens' log-probs and the top-k distributions moved over the common prefix. With
 * `expect: identical` an answer whose content changed fails the endpoint — unless requests were sent again
 * (`quality.repeat`): then only when the candidate is shown to agree with the comparison side less often than the
 * comparison side agrees with itself (self-agreement.ts, a share of the run's false-failure budget, as task accuracy
 * has: accuracy.ts). With `expect: distribution` a mean beyond its margin fails. Answers compared by default (no
 * `quality:` declared) are reported only. Pure.
 */
import { foldChecks } from '../evaluate/fold-checks.js';
import type { QualitySpec } from '../../config/index.js';
import type { OutputRecord } from '../../quality/index.js';
import { compareAccuracy } from './accuracy.js';
import { classifyDifference, tokenChoice, type TieGaps } from './difference.js';
import { compareLogprobs } from './logprobs.js';
import { compareSelfAgreement, type SelfAgreement } from './self-agreement.js';
import type { DifferenceCounts, Divergence, LengthDifference, OutputParity } from './types.js';
import type { GateOutcome } from '../types.js';

export type { Divergence, OutputParity } from './types.js';

/**
 * A comparison-side answer: a reference endpoint's record, or one a baseline kept (its text then the first characters
 * only, so identity is the hash's and a divergence past them is placed at their end; `length` is the whole answer's).
 */
export type ComparedOutput = Pick<
  OutputRecord,
  'endpoint' | 'scenario' | 'cache' | 'item' | 'prompt' | 'text' | 'hash' | 'logprobs' | 'correct'
> &
  Partial<Pick<OutputRecord, 'cuts' | 'finishReason' | 'usageTokens' | 'arrivedTokens'>> & { length?: number };

export interface OutputParityInput {
  /** The candidates' answers (the reference endpoint's excluded). */
  candidate: readonly OutputRecord[];
  /**
   * The comparison side's answers, paired by the exact prompt: a reference endpoint's (any endpoint name), or a
   * baseline's (`pairBy: 'endpoint'`: the same endpoint's answers as recorded).
   */
  comparison: readonly ComparedOutput[];
  pairBy?: 'prompt' | 'endpoint';
  /** `quality:` by scenario name. */
  specs: Readonly<Record<string, QualitySpec>>;
  /** Share of the run's false-failure budget each accuracy comparison may spend (accuracy.ts). */
  accuracyAlpha: number;
  /** Requests sent again after the measured ones (`repeat` set), any endpoint's: the self-agreement measure. */
  repeats?: readonly OutputRecord[];
  /** Share of the run's false-failure budget each self-agreement test may spend (self-agreement.ts). */
  agreementAlpha?: number;
}

/** One parity result per candidate cell of a scenario with `quality:`, in the candidates' order. */
export function evaluateOutputParity(input: OutputParityInput): OutputParity[] {
  const cells = new Map<string, OutputRecord[]>();
  for (const r of input.candidate) {
    if (!Object.hasOwn(input.specs, r.scenario) || r.repeat !== undefined) continue;
    const key = JSON.stringify([r.endpoint, r.scenario, r.cache]);
    const list = cells.get(key) ?? [];
    list.push(r);
    cells.set(key, list);
  }
  const pairKey =
    input.pairBy === 'endpoint'
      ? (r: ComparedOutput): string => JSON.stringify([r.endpoint, r.scenario, r.cache, r.prompt])
      : (r: ComparedOutput): string => JSON.stringify([r.scenario, r.cache, r.prompt]);
  const byPrompt = new Map<string, ComparedOutput[]>();
  for (const r of [...input.comparison].sort((a, b) => a.item - b.item)) {
    const key = pairKey(r);
    const list = byPrompt.get(key) ?? [];
    list.push(r);
    byPrompt.set(key, list);
  }
  const against = input.pairBy === 'endpoint' ? 'baseline' : 'reference';
  // The first repeat of each endpoint's request (by the plan item it repeats).
  const repeats = new Map<string, OutputRecord>();
  for (const r of input.repeats ?? []) {
    const key = JSON.stringify([r.endpoint, r.item]);
    if (!repeats.has(key)) repeats.set(key, r);
  }
  const context: CellContext = {
    byPrompt,
    pairKey,
    accuracyAlpha: input.accuracyAlpha,
    agreementAlpha: input.agreementAlpha ?? 0,
    against,
    repeatOf: (endpoint, item) => repeats.get(JSON.stringify([endpoint, item])),
  };
  return [...cells.values()].map((records) => parityOf(records, input.specs[records[0]!.scenario]!, context));
}

interface CellContext {
  byPrompt: ReadonlyMap<string, ComparedOutput[]>;
  pairKey: (r: ComparedOutput) => string;
  accuracyAlpha: number;
  agreementAlpha: number;
  against: OutputParity['against'];
  repeatOf: (endpoint: string, item: number) => OutputRecord | undefined;
}

function parityOf(records: OutputRecord[], spec: QualitySpec, context: CellContext): OutputParity {
  const { byPrompt, pairKey, against } = context;
  const first = records[0]!;
  // The k-th candidate request to a prompt is paired with the k-th comparison request to it (by plan order).
  const taken = new Map<string, number>();
  const pairs: [OutputRecord, ComparedOutput][] = [];
  for (const r of [...records].sort((a, b) => a.item - b.item)) {
    const key = pairKey(r);
    const k = taken.get(key) ?? 0;
    const other = byPrompt.get(key)?.[k];
    if (!other) continue;
    taken.set(key, k + 1);
    pairs.push([r, other]);
  }
  let identical = 0;
  let firstDivergence: Divergence | null = null;
  let firstLength: LengthDifference | null = null;
  const ties: TieGaps[] = [];
  const differences: DifferenceCounts = { content: 0, tie: 0, shorter: 0, lostTokens: 0, longer: 0, whitespace: 0 };
  for (const [c, o] of pairs) {
    // The hash decides; the text must agree as far as the other side kept it (a baseline keeps the first characters).
    if (c.hash === o.hash && c.text.startsWith(o.text)) {
      identical++;
      continue;
    }
    const d = classifyDifference(c, { cuts: [], ...o }, spec.margins.tie);
    if (d.kind === 'whitespace') differences.whitespace++;
    else if (d.kind === 'length') {
      if (d.shorter === 'candidate') differences.shorter++;
      else differences.longer++;
      if (lostTokens(d.candidate)) differences.lostTokens++;
      firstLength ??= { item: c.item, shorter: d.shorter, candidate: d.candidate, comparison: d.comparison };
    } else if (d.kind === 'tie') {
      differences.tie++;
      ties.push(d.gaps);
    } else {
      differences.content++;
      const { kind: _kind, ...at } = d;
      if (!firstDivergence || at.token < firstDivergence.token) firstDivergence = { item: c.item, ...at };
    }
  }
  const logprobs = compareLogprobs(pairs.map(([c, o]) => [c.logprobs ?? null, o.logprobs ?? null] as const));
  // Answers compared by default are reported only: their labels were not declared for this comparison.
  const accuracy = spec.implicit
    ? null
    : compareAccuracy(
        pairs.filter(([c, o]) => c.correct !== null && o.correct !== null).map(([c, o]) => [c.correct!, o.correct!] as const),
        spec.margins.accuracy,
        context.accuracyAlpha,
      );
  const selfAgreement: SelfAgreement | null =
    spec.repeat > 0
      ? compareSelfAgreement({ pairs, repeatOf: context.repeatOf, against, tieMargin: spec.margins.tie, level: context.agreementAlpha })
      : null;
  const failedOn: OutputParity['failedOn'] = [];
  // A changed answer fails `identical` — where requests were repeated, only when the candidate is shown to agree with
  // the comparison side less often than that side agrees with itself; so does one that ended early or ran on, as its
  // own finding (a lost token is a server defect, not a changed model). Ties and whitespace-only differences are no change.
  const changed = differences.content > 0 && (selfAgreement === null || selfAgreement.verdict === 'changed');
  if (spec.expect === 'identical' && changed) failedOn.push('identical');
  if (spec.expect === 'identical' && differences.shorter + differences.longer > 0) failedOn.push('length');
  // Changed answers the repeats cannot tell from the stack's own non-determinism hold the cell open.
  const untold = spec.expect === 'identical' && differences.content > 0 && selfAgreement?.verdict === 'undecided';
  if (spec.expect === 'distribution' && logprobs) {
    if (logprobs.meanAbsDiff !== null && logprobs.meanAbsDiff > spec.margins.logprob) failedOn.push('logprob');
    if (logprobs.divergence !== null && logprobs.divergence > spec.margins.divergence) failedOn.push('divergence');
  }
  if (accuracy?.verdict === 'fail') failedOn.push('accuracy');
  const nothing = pairs.length === 0 || (spec.expect === 'distribution' && logprobs === null);
  return {
    id: `quality:${first.endpoint}/${first.scenario}/${first.cache}`,
    endpoint: first.endpoint,
    scenario: first.scenario,
    cache: first.cache,
    expect: spec.expect,
    margins: spec.margins,
    paired: pairs.length,
    identical,
    against,
    differences,
    firstDivergence,
    firstLength,
    tieGaps:
      ties.length === 0
        ? null
        : { candidate: Math.max(...ties.map((g) => g.candidate)), comparison: Math.max(...ties.map((g) => g.comparison)) },
    logprobs,
    accuracy,
    selfAgreement,
    ...(spec.implicit ? { implicit: true as const } : {}),
    // An accuracy comparison that cannot yet say "no worse" or "worse" holds the cell open: never a pass by default.
    verdict:
      failedOn.length > 0
        ? 'fail'
        : (nothing && spec.expect !== 'none') || accuracy?.verdict === 'undecided' || untold
          ? 'inconclusive'
          : 'pass',
    failedOn,
  };
}

/** The first differing character, and the candidate token it falls in (its log-prob tokens, else its streamed pieces). */
export function divergence(
  candidate: OutputRecord,
  other: Pick<OutputRecord, 'text'> & Partial<Pick<OutputRecord, 'cuts' | 'logprobs'>>,
): Divergence {
  return { item: candidate.item, ...tokenChoice(candidate, { cuts: [], ...other }) };
}

/** An answer that arrived with fewer tokens than its own usage counts (the server lost some on the way). */
function lostTokens(side: { arrived: number | null; usage: number | null }): boolean {
  return side.arrived !== null && side.usage !== null && side.arrived < side.usage;
}

/**
 * The gate with output parity folded in: a failing cell fails its endpoint (named in `decidedBy`) and the run; a cell
 * that could not decide (nothing paired, or accuracy undecided) holds an endpoint that otherwise passed open, and with
 * it the run, so answers that were not shown to hold never end green.
 */
export function mergeOutputParity(gate: GateOutcome, parity: readonly OutputParity[]): GateOutcome {
  if (parity.length === 0) return gate;
  // Answers compared by default are reported beside the verdict, never part of it.
  const gated = parity.filter((p) => !p.implicit);
  return { ...foldChecks(gate, gated), quality: [...parity] };
}
