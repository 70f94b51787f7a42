/**
 * Output parity in words (docs/quality.md), from the gate's decisions (src/gate/output/parity.ts): one line per
 * candidate cell for the top of the report and the terminal, and a finding for each cell that failed. Plain text.
 */
import type { GateOutcome } from '../../gate/index.js';
import type { AccuracyComparison, LogprobComparison, OutputParity } from '../../gate/index.js';
import { cellWhere, formatPercent } from '../format.js';

const where = (p: OutputParity): string => cellWhere({ scenario: p.scenario, cache: p.cache, turn: null });

const nats = (v: number | null): string => (v === null ? '–' : `${v.toFixed(3)} nats`);

/** `answers identical on 58 of 60 · first divergence at token 17 (character 83)`. */
export function identicalText(p: OutputParity): string {
  if (p.paired === 0) return 'no answer could be paired with one to the same prompt on the comparison side';
  const share =
    p.identical === p.paired ? `answers identical on ${p.paired} of ${p.paired}` : `answers identical on ${p.identical} of ${p.paired}`;
  const d = p.firstDivergence;
  return d ? `${share} · first divergence at token ${d.token} (character ${d.char})` : share;
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

/** One line per candidate cell (`candidate: answers identical on 12 of 12 in story · cold`), for the top lines. */
export function answersLines(gate: GateOutcome | null): string[] {
  return (gate?.quality ?? []).map((p) => `${p.endpoint}: ${parityText(p)}`);
}

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
        : 'no log-probs came on both sides to compare (expect: distribution)';
  return `${what} in ${where(p)}`;
}

function failureText(p: OutputParity): string {
  const parts: string[] = [];
  if (p.failedOn.includes('identical')) parts.push(`answers differ from the comparison side's (expect: identical): ${identicalText(p)}`);
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

/** Why answers were kept but not compared: the comparison side holds none of the scenarios' recorded answers. */
export function unrecordedAnswersText(side: string, scenarios: readonly string[]): string {
  const names = scenarios.map((s) => `\`${s}\``).join(', ');
  return `answers of ${names} not compared: ${side} holds no recorded answers to them (none completed when it was recorded); record the baseline again to compare them`;
}
