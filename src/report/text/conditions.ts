/**
 * Declared conditions that did not hold (src/gate/conditions/unmet.ts), each said once among the top lines of the comment
 * and the terminal: `essay · warm measured cold: the reference endpoint reference hit the prefix cache on 0 of 60
 * requests (declared warm); likely: reference, candidate and third share one server and evict each other's prefixes
 * …; its TTFT is not passed as warm (held open for candidate)`. Plain text; callers escape it.
 */
import type { ColdCause, ColdCell, ColdSide, UnmetCondition } from '../../gate/index.js';
import { metricLabel } from '../../vocabulary/index.js';
import { cellWhere } from '../format.js';

/** What to do when endpoints sharing one server evict each other's warm prefixes. */
export const SHARED_SERVER_REMEDY = 'give each its own server, or measure them in separate runs';

/** `{ label, text }` per condition: the label bold in the comment, the text after it. */
export interface ConditionLine {
  label: string;
  text: string;
}

export function conditionLines(conditions: readonly UnmetCondition[]): ConditionLine[] {
  return conditions.map((c) => {
    switch (c.kind) {
      case 'measured-cold':
        return { label: `${cellWhere({ scenario: c.scenario, cache: 'warm', turn: c.turn })} measured cold`, text: coldText(c) };
      case 'content-filter':
        return { label: c.endpoint, text: filterText(c) };
      case 'telemetry-silent':
        return { label: c.endpoint, text: silentText(c) };
      case 'model-substituted':
        return { label: c.endpoint, text: substitutedText(c) };
    }
  });
}

/** The plain line (label and text together), for the terminal and tests. */
export function conditionLineText(line: ConditionLine): string {
  return `${line.label}: ${line.text}`;
}

type Cold = Extract<UnmetCondition, { kind: 'measured-cold' }>;

function coldText(c: Cold): string {
  const sides = c.sides.map((s, i) => sideText(s, i === 0)).join(', ');
  const causes = c.causes.map(causeText);
  const likely = causes.length > 0 ? `; likely cause: ${causes.join('; or ')}` : '';
  const ttft = metricLabel('ttftMs');
  const consequence: string[] = [];
  if (c.notPassed) consequence.push(`its ${ttft} is not passed as warm${c.held.length > 0 ? ` (held open for ${list(c.held)})` : ''}`);
  if (c.amongHits.length > 0) consequence.push(`${ttft} is compared among the requests that hit for ${list(c.amongHits)}`);
  return `${sides} (declared warm)${likely}${consequence.length > 0 ? `; ${consequence.join('; ')}` : ''}`;
}

function sideText(s: ColdSide, first: boolean): string {
  const who = s.recorded
    ? `the baseline's cell for ${s.endpoint}`
    : s.role === 'comparison'
      ? `the reference endpoint ${s.endpoint}`
      : s.endpoint;
  const by = s.source === 'counters' ? ' (by its server counters)' : '';
  const what = first ? `hit the prefix cache on ${s.hit} of ${s.total} requests` : `on ${s.hit} of ${s.total}`;
  return `${who} ${what}${by}`;
}

function causeText(cause: ColdCause): string {
  switch (cause.kind) {
    case 'shared-server':
      return `${list(cause.endpoints)} share one server and evict each other's prefixes (${SHARED_SERVER_REMEDY})`;
    case 'warmup-failed':
      return `${cause.failed} of ${cause.sent} warm-up requests failed, so the prefix may never have been primed`;
    case 'candidate-cache':
      return `the prefix cache of ${list(cause.endpoints)} did not keep the prefix while the comparison side's did (switched off, e.g. cache_prompt: false, or too small)`;
    case 'slots':
      return "the server keeps a prompt only in the slot that served it (llama.cpp's timings): more prefixes than slots evict each other (more --parallel slots, or --cache-ram)";
    case 'recorded':
      return 'the baseline was recorded from runs whose warm cells missed: record it again where the cache holds';
    case 'evicted':
      return 'the server evicted the prefix between requests (a prefix cache too small for the prompts sent, or other traffic on it)';
  }
}

function filterText(c: Extract<UnmetCondition, { kind: 'content-filter' }>): string {
  const cells = c.cells.map((x) => `${cellWhere(x)} (${x.answers})`).join(', ');
  return `every answer in ${cells} stopped at a content filter (finish reason ${c.reasons.join(', ')}): its timings are a refusal's, not an answer's`;
}

function silentText(c: Extract<UnmetCondition, { kind: 'telemetry-silent' }>): string {
  const why = c.reason ? `: ${c.reason}` : '';
  return `its telemetry never answered (0 of ${c.scrapes} scrapes of ${c.path}, preset ${c.preset}${why}); the run has no server-side figures for it`;
}

function substitutedText(c: Extract<UnmetCondition, { kind: 'model-substituted' }>): string {
  const names = c.answered.map((a) => `${a.name} (${a.responses})`);
  return `answered as ${list(names)} where the workload declared ${c.declared}: a gateway, an alias or the provider routed it to another model, and this run measured that one`;
}

/** `; not passed as warm: essay · warm measured cold`: why a finding's hit-only rule is open. */
export function measuredColdSentence(cells: readonly ColdCell[]): string {
  const names = [...new Set(cells.map((c) => cellWhere({ scenario: c.scenario, cache: 'warm', turn: c.turn })))];
  return `not passed as warm: ${list(names)} measured cold`;
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
