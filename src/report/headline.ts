/**
 * The verdict in one line, for the PR comment, the job summary, the terminal and verdict.json's `reason`: the run's
 * decided verdict (src/decision/run.ts) and its headline's facts in words — which endpoints failed and at which look,
 * that every endpoint passed and what it could have caught, or which are still open and on what; and the line that
 * fails the action's step. Plain text; renderers escape it.
 */
import type { AtLook, HeadlineFacts, HeldRule, RunDecision, RunVerdict } from '../decision/index.js';
import { type FailedEndpoint, describeKinds } from '../results/index.js';
import { resolutionText } from './text/resolution.js';
import { statisticLabel } from '../vocabulary/index.js';

/** The status word of every verdict a run can end in. */
export const RUN_STATUS: Record<RunVerdict, string> = {
  fail: 'FAIL',
  inconclusive: 'INCONCLUSIVE',
  pass: 'PASS',
  none: 'MEASURED',
  error: 'ERROR',
  interrupted: 'INTERRUPTED',
};

/** What an open verdict does to the check under the run's `fail-on`, said once where the open run is named. */
export function openConsequence(decision: Pick<RunDecision, 'failsTheCheck'>): string {
  return decision.failsTheCheck.inconclusive ? 'fails the check: fail-on inconclusive' : 'does not fail the check';
}

/** What a FAIL does to the check under the run's `fail-on`. */
export function failConsequence(decision: Pick<RunDecision, 'failsTheCheck'>): string {
  return decision.failsTheCheck.fail ? 'fails the check' : 'does not fail the check: fail-on never';
}

function at(e: AtLook | undefined): string {
  if (!e || e.looks === 0) return '';
  return e.looks > 1 ? ` at look ${e.look} of ${e.looks}` : '';
}

function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function heldLabel(h: HeldRule): string {
  if (h.kind === 'speculative') return 'speculative decoding';
  return h.kind === 'metric' ? statisticLabel(h.metric, h.statistic) : h.accuracy ? 'answer accuracy' : 'answers';
}

/** `every request to api failed (20 of 20: connection refused)`. */
export function deadEndpointsText(failed: readonly FailedEndpoint[]): string {
  return `every request to ${failed.map((f) => `${f.endpoint} failed (${f.requests} of ${f.requests}: ${describeKinds(f.errorKinds)})`).join('; ')}`;
}

/** `buffered failed at look 1 of 3`, `every endpoint passed (gw at look 2 of 3)`, `slow still open after 3 of 3 looks`. */
function factsText(decision: RunDecision, facts: HeadlineFacts): string {
  const parts: string[] = [];
  const byName = new Map([...facts.failed, ...(facts.open?.endpoints ?? [])].map((e) => [e.endpoint, e]));
  if (facts.failed.length > 0) {
    const of = facts.total > 1 ? `${facts.failed.length} of ${facts.total} endpoints failed: ` : '';
    parts.push(
      `${of}${names(facts.failed.map((e) => `${e.endpoint}${facts.total > 1 ? at(byName.get(e.endpoint)) : ' failed' + at(e)}`))}`,
    );
  }
  if (facts.open) {
    const e = facts.open.endpoints[0]!;
    // The rules that held it open, by name: the first line says what is undecided, not only that something is.
    const held = [...new Set(facts.open.held.map(heldLabel))];
    const after = e.looks > 0 ? `${e.look} of ${e.looks} look${e.looks === 1 ? '' : 's'}` : 'the last look';
    parts.push(
      `${names(facts.open.endpoints.map((x) => x.endpoint))} still open after ${after}${held.length > 0 ? ` on ${names(held)}` : ''} (${openConsequence(decision)})`,
    );
  }
  if (facts.nothingCompared && parts.length === 0) return 'nothing was compared: no cell of this run matched one on the comparison side';
  if (facts.blank.length > 0) parts.push(`nothing could be compared for ${names(facts.blank)} (too few requests on a side; see the notes)`);
  if (parts.length > 0) return parts.join('; ');
  if (facts.undecided.length > 0)
    return `${names(facts.undecided.map((e) => e.endpoint))} still open at look ${facts.undecided[0]!.look} of ${facts.undecided[0]!.looks}`;
  if (facts.passed.length === 0) return 'nothing regressed';
  const when = facts.passed.map((e) => `${e.endpoint}${at(e)}`);
  // A pass states what it could have caught (docs/design/gate.md §2); with several endpoints, each one's line says it.
  const shown = facts.passed.length === 1 && decision.outcome ? resolutionText(decision.outcome, facts.passed[0]!.endpoint) : null;
  return `${facts.passed.length === 1 ? `${when[0]} passed` : `every endpoint passed (${names(when)})`}: ${shown ?? 'primaries shown inside their must-catch levels'}`;
}

/**
 * Why the run ended as it did, in one plain line: the headline's text for a judged run, what made it an error or cut it
 * short, or `unjudged` (the caller's words for a run with nothing to compare with: where a baseline would be).
 */
export function headlineText(decision: RunDecision, unjudged: string): string {
  return oneLine(headlineWords(decision, unjudged));
}

function headlineWords(decision: RunDecision, unjudged: string): string {
  if (decision.verdict === 'error') return deadEndpointsText(decision.failed);
  if (decision.verdict === 'interrupted')
    return 'cancelled before every request was measured; the numbers cover the requests that completed';
  return decision.headline ? factsText(decision, decision.headline) : unjudged;
}

/** A log line stays one line whatever a name holds (a line break could start a workflow command in the action log). */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * `streamgate: FAIL`: the status of the run's decided verdict (never the gate's alone: an error run says ERROR). An
 * inconclusive run whose gate stopped before its last look says UNDECIDED: more looks could still have decided it.
 */
export function statusText(decision: Pick<RunDecision, 'verdict' | 'outcome'>): string {
  const cutShort = decision.verdict === 'inconclusive' && decision.outcome?.verdict === 'undecided';
  return `streamgate: ${cutShort ? 'UNDECIDED' : RUN_STATUS[decision.verdict]}`;
}

/** What fails the action's step, in one line, from the run's decided verdict and exit status; null when the step passes. */
export function failureLine(verdict: RunVerdict, exitCode: number, reason: string, subject = 'streamgate'): string | null {
  if (exitCode === 0) return null;
  if (verdict === 'interrupted') return `${subject}: interrupted before every request was measured`;
  const word = verdict.toUpperCase();
  const why = verdict === 'inconclusive' ? ' (fail-on: inconclusive)' : '';
  return `${subject}: ${word}${why} — ${reason}`;
}
