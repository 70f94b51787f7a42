/**
 * Output parity in words (docs/quality.md), from the gate's decisions (src/gate/output/parity.ts): one line per
 * candidate cell for the top of the report and the terminal, and a finding for each cell that failed. Plain text.
 */
import type { GateOutcome, AccuracyComparison, LengthSide, LogprobComparison, OutputParity, SelfAgreement } from '../../gate/index.js';
import { cellWhere, formatPercent } from '../format.js';
import { docsUrl } from '../../vocabulary/index.js';

const where = (p: OutputParity): string => cellWhere({ scenario: p.scenario, cache: p.cache, turn: null });

const nats = (v: number | null): string => (v === null ? '–' : `${v.toFixed(3)} nats`);

/**
 * `answers identical on 58 of 60 · first divergence at token 17 (character 83): “ kv” where the reference has “ oy”`,
 * then the differences that are no changed answer, each as what it is: `17 end early: a prefix of the reference's
 * answer (usage reports 24 tokens, 23 arrived; …)`, near-ties, whitespace only.
 */
export function identicalText(p: OutputParity): string {
  if (p.paired === 0) return 'no answer could be paired with one to the same prompt on the comparison side';
  const parts = [`answers identical on ${p.identical} of ${p.paired}`];
  const d = p.firstDivergence;
  if (d) parts.push(` · ${changedText(p, d)}`);
  const kinds = p.differences;
  if (kinds) {
    if (kinds.shorter > 0 || kinds.longer > 0) parts.push(`; ${lengthText(p)}`);
    if (kinds.tie > 0) parts.push(`; ${tieText(p)}`);
    if (kinds.whitespace > 0)
      parts.push(
        `; ${kinds.whitespace} ${kinds.whitespace === 1 ? 'differs' : 'differ'} only in whitespace or Unicode normalisation (no change)`,
      );
  }
  if (p.selfAgreement) parts.push(`; ${selfAgreementText(p, p.selfAgreement)}`);
  return parts.join('');
}

/**
 * How often the side the candidate is held to agrees with itself, and, where answers changed, what the paired test made
 * of it: `the reference agrees with itself on 70% of 30 repeated prompts, the candidate with it on 73% (with itself
 * on 70%): no less often (exact McNemar p 0.77 > 0.00025), within the stack's own non-determinism`, or, when the
 * candidate agreed less often but not shown so, `not shown less often (…; more repeats … would tell a smaller change)`;
 * where nothing changed, the shares only (`… on 100% of 30 repeated prompts (22 word for word), the candidate with
 * itself on 100%`).
 */
export function selfAgreementText(p: OutputParity, a: SelfAgreement): string {
  const self = a.side === 'reference' ? 'the reference' : 'the candidate';
  const share = (n: number, of: number): string => formatPercent(n / of);
  const words = a.identical < a.agree ? ` (${a.identical} word for word)` : '';
  const own = `${self} agrees with itself on ${share(a.agree, a.prompts)} of ${a.prompts} repeated ${a.prompts === 1 ? 'prompt' : 'prompts'}${words}`;
  const candidateOwn = a.candidate ? share(a.candidate.agree, a.candidate.prompts) : null;
  if ((p.differences?.content ?? 0) === 0) return candidateOwn === null ? own : `${own}, the candidate with itself on ${candidateOwn}`;
  // Beside a reference: the candidate's answers against the reference's; against a baseline: the baseline's recorded
  // answers against the candidate's first ones, as its repeats are.
  const cross =
    a.side === 'reference'
      ? `the candidate with it on ${share(a.cross, a.prompts)}${candidateOwn === null ? '' : ` (with itself on ${candidateOwn})`}`
      : `${sideName(p).replace(/'s$/u, '')} with it on ${share(a.cross, a.prompts)}`;
  const test = `exact McNemar p ${a.pValue.toPrecision(2)}`;
  const level = a.level.toPrecision(2);
  const verdict =
    a.verdict === 'changed'
      ? `shown less often (${test} ≤ ${level})`
      : a.verdict === 'within'
        ? a.cross >= a.agree
          ? `no less often (${test} > ${level}), within the stack's own non-determinism`
          : `not shown less often (${test} > ${level}; more repeats, quality.repeat, would tell a smaller change)`
        : `too few repeats agree with themselves to tell a change from non-determinism (${minimumAgreeing(a.level)} would have to, at the level ${level})`;
  return `${own}, ${cross}: ${verdict}`;
}

/** The fewest repeats that must agree with themselves before the test can show any change at `level`: ½^k ≤ level. */
function minimumAgreeing(level: number): number {
  return level > 0 ? Math.ceil(Math.log(level) / Math.log(0.5)) : Infinity;
}

const sideName = (p: OutputParity): string => (p.against === 'baseline' ? "the baseline's" : "the reference's");

/** `first divergence at token 3 (character 15): “oy” where the reference has “ réalisé”` (how many changed, when not all differing did). */
function changedText(p: OutputParity, d: NonNullable<OutputParity['firstDivergence']>): string {
  const changed = p.differences && p.differences.content < p.paired - p.identical ? `${p.differences.content} changed, ` : '';
  const at = `${changed}first divergence at token ${d.token} (character ${d.char})`;
  if (d.candidate == null || d.comparison == null) return at;
  return `${at}: ${quoted(d.candidate)} where ${sideName(p).replace(/'s$/u, '')} has ${quoted(d.comparison)}`;
}

/** A token in typographic quotes, control characters escaped as JSON writes them (its spaces stay visible). */
const quoted = (token: string): string => `“${JSON.stringify(token).slice(1, -1)}”`;

/**
 * `17 end early: a prefix of the reference's answer (usage reports 24 tokens, 23 arrived; the reference's: 24 tokens,
 * 24 arrived; finish reason length on both)`; or `2 run on: the reference's answer is a prefix of theirs (…)`.
 */
function lengthText(p: OutputParity): string {
  const k = p.differences!;
  const parts: string[] = [];
  if (k.shorter > 0) parts.push(`${k.shorter} end early: a prefix of ${sideName(p)} answer`);
  if (k.longer > 0) parts.push(`${k.longer} run on: ${sideName(p)} answer is a prefix of ${k.longer === 1 ? 'its' : 'theirs'}`);
  const first = p.firstLength;
  return first ? `${parts.join('; ')} (${lengthFactsText(p, first)})` : parts.join('; ');
}

function lengthFactsText(p: OutputParity, l: NonNullable<OutputParity['firstLength']>): string {
  const own = sideCount(l.candidate);
  const other = `${sideName(p)}: ${sideCount(l.comparison)}`;
  const a = l.candidate.finishReason;
  const b = l.comparison.finishReason;
  const finish =
    a === b
      ? a === null
        ? 'no finish reason on either side'
        : `finish reason ${a} on both`
      : `finish reason ${a ?? 'none'} vs ${b ?? 'none'}`;
  return `${own}; ${other}; ${finish}`;
}

/** `usage reports 24 tokens, 23 arrived`, `23 tokens arrived (no usage)`, or `46 characters` when nothing was counted. */
function sideCount(s: LengthSide): string {
  if (s.usage !== null && s.arrived !== null) return `usage reports ${s.usage} tokens, ${s.arrived} arrived`;
  if (s.usage !== null) return `usage reports ${s.usage} tokens, ${s.chars} characters`;
  if (s.arrived !== null) return `${s.arrived} tokens arrived (no usage)`;
  return `${s.chars} characters`;
}

/**
 * `2 differ first at a near-tie (each side rates the other's pick within 0.05 nats of its own, at most 0.012 and
 * 0.031): no change`: the largest gap on the candidate's side and on the comparison side's.
 */
function tieText(p: OutputParity): string {
  const n = p.differences!.tie;
  const gap = (v: number): string => (v === 0 || v >= 0.001 ? v.toFixed(3) : v.toPrecision(1));
  const gaps = p.tieGaps ? `, at most ${gap(p.tieGaps.candidate)} and ${gap(p.tieGaps.comparison)}` : '';
  return `${n} ${n === 1 ? 'differs' : 'differ'} first at a near-tie (each side rates the other's pick within ${p.margins.tie} nats of its own${gaps}): no change`;
}

/** `log-probs over the common prefix: chosen tokens 0.039 nats apart on average (96 tokens), top-k divergence 0.027 nats`. */
export function logprobText(l: LogprobComparison): string {
  const unknown = l.unknown > 0 ? `; ${l.unknown} of ${l.positions} tokens came without a log-prob (unknown, not compared)` : '';
  return `log-probs over the common prefix: chosen tokens ${nats(l.meanAbsDiff)} apart on average (largest ${nats(l.maxAbsDiff)}, ${l.chosen} tokens), top-k divergence ${nats(l.divergence)}${unknown}`;
}

/** `accuracy 84 % vs 85 % on 60 items, equivalent within 5 points`. */
export function accuracyText(a: AccuracyComparison): string {
  const shares = `accuracy ${formatPercent(a.candidate / a.items)} vs ${formatPercent(a.comparison / a.items)} on ${a.items} items`;
  const points = `${Math.round(a.margin * 1000) / 10} points`;
  if (a.verdict === 'pass') return `${shares}, no worse by ${points} or more (drop at most ${formatPercent(a.dropUpper, 1)})`;
  if (a.verdict === 'fail') return `${shares}: shown worse (exact McNemar p ${a.pValue.toPrecision(2)} ≤ ${a.level.toPrecision(2)})`;
  const more = a.itemsToDecide === null ? 'more items than a run can hold would decide' : `about ${a.itemsToDecide} items would decide`;
  return `${shares}: undecided within ${points} (${more})`;
}

/** Everything measured of one cell, in reading order. */
export function parityText(p: OutputParity): string {
  const parts = [identicalText(p)];
  if (p.logprobs) parts.push(logprobText(p.logprobs));
  if (p.accuracy) parts.push(accuracyText(p.accuracy));
  return `${parts.join(' · ')} in ${where(p)}`;
}

/**
 * One line per candidate cell (`candidate: answers identical on 12 of 12 in story · cold`), for the top lines; answers
 * compared by default (no `quality:` declared) say that they are reported only.
 */
export function answersLines(gate: GateOutcome | null): string[] {
  return (gate?.quality ?? []).map((p) => `${p.endpoint}: ${parityText(p)}${p.implicit ? IMPLICIT_NOTE : ''}`);
}

/** After answers compared by default: why they were compared, and that nothing rests on them. */
const IMPLICIT_NOTE = ` (deterministic requests, compared by default: reported, never failing; quality: in ${docsUrl('quality.md')})`;

/**
 * A cell whose answers failed what its `quality.expect` (or its accuracy margin) asks, or that they could not decide
 * (nothing paired, or accuracy undecided), with what would decide it: the `answers` finding's sentence.
 */
export function answersFindingText(p: OutputParity): string {
  return p.verdict === 'fail' ? failureText(p) : openText(p);
}

function openText(p: OutputParity): string {
  const what =
    p.accuracy?.verdict === 'undecided'
      ? accuracyText(p.accuracy)
      : p.paired === 0
        ? identicalText(p)
        : p.selfAgreement?.verdict === 'undecided' && p.expect === 'identical'
          ? `answers changed, but the repeats cannot tell a changed model from the stack's own non-determinism (expect: identical): ${identicalText(p)}`
          : 'no log-probs came on both sides to compare (expect: distribution)';
  return `${what} in ${where(p)}`;
}

function failureText(p: OutputParity): string {
  const parts: string[] = [];
  if (p.failedOn.includes('identical')) parts.push(`answers changed from the comparison side's (expect: identical): ${identicalText(p)}`);
  else if (p.failedOn.includes('length')) parts.push(`${shortText(p)} (expect: identical): ${identicalText(p)}`);
  if (p.failedOn.includes('logprob') || p.failedOn.includes('divergence')) {
    const l = p.logprobs!;
    const moved: string[] = [];
    if (p.failedOn.includes('logprob')) moved.push(`chosen tokens ${nats(l.meanAbsDiff)} apart on average (margin ${p.margins.logprob})`);
    if (p.failedOn.includes('divergence')) moved.push(`top-k divergence ${nats(l.divergence)} (margin ${p.margins.divergence})`);
    parts.push(`the token distribution moved beyond its margin (expect: distribution): ${moved.join(', ')}`);
  }
  if (p.failedOn.includes('accuracy')) parts.push(accuracyText(p.accuracy!));
  return `${parts.join('; ')} in ${where(p)}`;
}

/** A length-only failure named as what it is: answers cut short (the server lost tokens it counted), not a changed model. */
function shortText(p: OutputParity): string {
  const k = p.differences!;
  if (k.lostTokens > 0) return 'answers arrived short of their own usage (the server lost tokens it counted), not changed';
  if (k.shorter > 0 && k.longer === 0) return 'answers ended early, their text otherwise unchanged';
  return 'answers differ in length only, their text otherwise unchanged';
}

/** Why answers were kept but not compared: the comparison side holds none of the scenarios' recorded answers. */
export function unrecordedAnswersText(side: string, scenarios: readonly string[]): string {
  const names = scenarios.map((s) => `\`${s}\``).join(', ');
  return `answers of ${names} not compared: ${side} holds no recorded answers to them (none completed when it was recorded); record the baseline again to compare them`;
}
