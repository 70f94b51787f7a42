/**
 * An unchanged stack's own non-determinism (docs/quality.md, "Self-agreement"). A sample of requests is sent again
 * after the measured ones, on the comparison side (a reference endpoint) and on the candidate. For each repeated
 * request i of the side the test holds the candidate to, two answers to the same prompt are compared with the same
 * first answer:
 * - beside a reference: `self` = the reference's repeat agrees with its first answer R, `cross` = the candidate's
 *   answer agrees with R;
 * - against a baseline (which cannot be asked again): `self` = the candidate's repeat agrees with its first answer C,
 *   `cross` = the baseline's recorded answer agrees with C.
 * Two answers agree unless their content changed (src/gate/output/difference.ts): identical, or differing only at a
 * near-tie, in whitespace or in length (a length difference is its own finding, judged apart).
 *
 * If the candidate is the same stack as the comparison side, the two answers compared with the first one (the
 * candidate's and the repeat, or the baseline's and the repeat) are draws of one server under the same conditions, so
 * the pairs (cross, self) are exchangeable: a prompt where only `self` agrees (`worse`) is as likely as one where only
 * `cross` agrees (`better`). The exact one-sided McNemar test — P(Binomial(worse + better, ½) ≥ worse) — then fails
 * an unchanged stack with probability ≤ its level, whatever the stack's non-determinism. Its level is a share of the
 * run's false-failure budget (src/compare/output-parity.ts).
 *
 * The test can only show a change where the side agrees with itself: with `agree` such prompts the smallest p-value
 * any candidate could reach is ½^agree. When that is above the level, the repeats cannot tell a changed model from
 * non-determinism at all (`undecided`), and a cell with changed answers stays open rather than passing. Pure.
 */
import { binomialUpperTail } from '../../stats/index.js';
import type { OutputRecord } from '../../quality/index.js';
import { classifyDifference, type ClassifiedSide } from './difference.js';

/** How often a side agrees with itself over its repeated requests. */
export interface RepeatAgreement {
  /** Repeated requests paired with the first answer to the same request. */
  prompts: number;
  /** Of them, repeats whose content did not change (identical, or differing at a near-tie, in whitespace or length). */
  agree: number;
  /** Of them, repeats identical to the first answer. */
  identical: number;
}

export interface SelfAgreement extends RepeatAgreement {
  /**
   * Whose repeats the candidate is held to: the reference endpoint's (beside one), or the candidate's own (against a
   * baseline, which cannot be asked again).
   */
  side: 'reference' | 'candidate';
  /** On the same prompts, how many of the candidate's answers agree with the comparison side's. */
  cross: number;
  /** Prompts where the side agrees with itself and the candidate not with the comparison side; and the reverse. */
  worse: number;
  better: number;
  /** Beside a reference, the candidate's own repeats: how often it agrees with itself; null when it was not repeated. */
  candidate: RepeatAgreement | null;
  /** Exact one-sided McNemar p-value of "the candidate agrees with the comparison side as often as the side with itself". */
  pValue: number;
  /** The level the test is held to (its share of the run's false-failure budget). */
  level: number;
  /**
   * `changed`: shown to agree less often (p ≤ level); `within`: not shown, and the repeats could have shown a change
   * of every answer (½^agree ≤ level); `undecided`: too few repeats agreed with themselves for that.
   */
  verdict: 'changed' | 'within' | 'undecided';
}

/** One side of an answer pair as this comparison reads it (a baseline's: its first characters, its hash). */
export type AgreementSide = Omit<ClassifiedSide, 'cuts'> & { cuts?: number[]; hash: string };

/** Whether two answers to the same request agree: the same text, or a difference that is no change of content. */
export function agrees(a: AgreementSide, b: AgreementSide, tieMargin: number): boolean {
  if (identical(a, b)) return true;
  return classifyDifference({ cuts: [], ...a }, { cuts: [], ...b }, tieMargin).kind !== 'content';
}

/** The same text: the hash decides, the text agreeing as far as `b` kept it (a baseline keeps the first characters). */
function identical(a: AgreementSide, b: AgreementSide): boolean {
  return a.hash === b.hash && a.text.startsWith(b.text);
}

export interface SelfAgreementInput<C extends AgreementSide & { endpoint: string; item: number }> {
  /** The cell's answer pairs: the candidate's answer and the comparison side's to the same prompt. */
  pairs: readonly (readonly [OutputRecord, C])[];
  /** The repeat of an endpoint's request (by plan item), if it was sent again and answered. */
  repeatOf: (endpoint: string, item: number) => OutputRecord | undefined;
  against: 'reference' | 'baseline';
  tieMargin: number;
  level: number;
}

/** Null when no repeat of the side the candidate is held to could be paired. */
export function compareSelfAgreement<C extends AgreementSide & { endpoint: string; item: number }>(
  input: SelfAgreementInput<C>,
): SelfAgreement | null {
  const { tieMargin } = input;
  const tally = (): RepeatAgreement => ({ prompts: 0, agree: 0, identical: 0 });
  const own = tally();
  const candidateOwn = tally();
  let cross = 0;
  let worse = 0;
  let better = 0;
  const count = (t: RepeatAgreement, repeat: AgreementSide, first: AgreementSide): boolean => {
    t.prompts++;
    if (identical(repeat, first)) t.identical++;
    const agreed = agrees(repeat, first, tieMargin);
    if (agreed) t.agree++;
    return agreed;
  };
  for (const [c, o] of input.pairs) {
    const candidateRepeat = input.repeatOf(c.endpoint, c.item);
    if (input.against === 'reference') {
      if (candidateRepeat) count(candidateOwn, candidateRepeat, c);
      const repeat = input.repeatOf(o.endpoint, o.item);
      if (!repeat) continue;
      record(count(own, repeat, o), agrees(c, o, tieMargin));
    } else {
      if (!candidateRepeat) continue;
      // The baseline's answer is the one compared with the candidate's first answer, as its repeat is.
      record(count(own, candidateRepeat, c), agrees(c, o, tieMargin));
    }
  }
  function record(self: boolean, agreed: boolean): void {
    if (agreed) cross++;
    if (self && !agreed) worse++;
    if (!self && agreed) better++;
  }
  if (own.prompts === 0) return null;
  const { pValue, verdict } = decideSelfAgreement(own.agree, worse, better, input.level);
  return {
    side: input.against === 'reference' ? 'reference' : 'candidate',
    ...own,
    cross,
    worse,
    better,
    candidate: input.against === 'reference' && candidateOwn.prompts > 0 ? candidateOwn : null,
    pValue,
    level: input.level,
    verdict,
  };
}

/**
 * The test on its counts: `agree` repeats that agreed with themselves, `worse` prompts where only the side agreed with
 * itself, `better` where only the candidate agreed with the comparison side (bench/self-agreement-calibration.ts uses
 * it as the gate does).
 */
export function decideSelfAgreement(
  agree: number,
  worse: number,
  better: number,
  level: number,
): Pick<SelfAgreement, 'pValue' | 'verdict'> {
  const pValue = binomialUpperTail(worse, worse + better, 0.5);
  const verdict = worse > better && pValue <= level ? 'changed' : 0.5 ** agree <= level ? 'within' : 'undecided';
  return { pValue, verdict };
}
