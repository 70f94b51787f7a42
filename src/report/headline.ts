/**
 * The verdict in one line, for the PR comment, the job summary and the terminal: which endpoints failed and at
 * which look, or that every endpoint passed, or which are still open. Plain text; renderers escape it.
 */
import type { EndpointVerdict, GateOutcome } from '../gate/types.js';
import type { Finding } from './findings.js';
import { resolutionText } from './text/resolution.js';
import { statisticLabel } from '../vocabulary/metrics.js';

export const STATUS: Record<GateOutcome['verdict'], string> = {
  fail: 'FAIL',
  inconclusive: 'INCONCLUSIVE',
  pass: 'PASS',
  undecided: 'UNDECIDED',
};

function at(e: EndpointVerdict | undefined): string {
  if (!e) return '';
  return e.looks > 1 ? ` at look ${e.look} of ${e.looks}` : '';
}

function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * The endpoint whose stated resolution the headline itself carries (a run whose one endpoint passed and nothing else
 * is open), so that the "passed" line below does not say it a second time; null otherwise.
 */
export function resolutionInHeadline(gate: GateOutcome, findings: readonly Finding[]): string | null {
  if (findings.length > 0 || gate.endpoints.length !== 1) return null;
  const only = gate.endpoints[0]!;
  return only.verdict === 'pass' && resolutionText(gate, only.endpoint) !== null ? only.endpoint : null;
}

/** `buffered failed at look 1 of 3`, `every endpoint passed (gw at look 2 of 3)`, `slow still open after 3 of 3 looks`. */
export function headlineText(gate: GateOutcome, findings: readonly Finding[]): string {
  const byName = new Map(gate.endpoints.map((e) => [e.endpoint, e]));
  const failed = [...new Set(findings.filter((f) => f.verdict === 'fail').map((f) => f.endpoint))];
  const open = [...new Set(findings.filter((f) => f.verdict === 'inconclusive').map((f) => f.endpoint))].filter((n) => !failed.includes(n));
  const total = new Set([...gate.endpoints.map((e) => e.endpoint), ...failed, ...open]).size;
  const parts: string[] = [];
  if (failed.length > 0) {
    const of = total > 1 ? `${failed.length} of ${total} endpoints failed: ` : '';
    parts.push(`${of}${names(failed.map((n) => `${n}${total > 1 ? at(byName.get(n)) : ' failed' + at(byName.get(n))}`))}`);
  }
  if (open.length > 0) {
    const e = byName.get(open[0]!);
    // The rules that held it open, by name: the first line says what is undecided, not only that something is.
    const held = [
      ...new Set(
        open
          .flatMap((n) => byName.get(n)?.decidedBy ?? [])
          .flatMap((id) => [
            ...gate.pooled.filter((p) => p.id === id).map((p) => statisticLabel(p.metric, p.statistic)),
            ...(gate.quality ?? [])
              .filter((p) => p.id === id)
              .map((p) => (p.accuracy?.verdict === 'undecided' ? 'answer accuracy' : 'answers')),
          ]),
      ),
    ];
    parts.push(
      `${names(open)} still open after ${e ? `${e.look} of ${e.looks}` : 'the last'} look${e && e.looks === 1 ? '' : 's'}${held.length > 0 ? ` on ${names(held)}` : ''} (does not fail the check)`,
    );
  }
  if (gate.endpoints.length === 0) return 'nothing was compared: no cell of this run matched one on the comparison side';
  const blank = gate.endpoints.filter((e) => e.verdict === 'inconclusive' && !open.includes(e.endpoint) && !failed.includes(e.endpoint));
  if (blank.length > 0)
    parts.push(`nothing could be compared for ${names(blank.map((e) => e.endpoint))} (too few requests on a side; see the notes)`);
  if (parts.length === 0) {
    const undecided = gate.endpoints.filter((e) => e.verdict === 'undecided');
    if (undecided.length > 0)
      return `${names(undecided.map((e) => e.endpoint))} still open at look ${undecided[0]!.look} of ${undecided[0]!.looks}`;
    const passed = gate.endpoints.filter((e) => e.verdict === 'pass');
    if (passed.length === 0) return 'nothing regressed';
    const when = passed.map((e) => `${e.endpoint}${at(e)}`);
    // A pass states what it could have caught (docs/design/gate.md §2); with several endpoints, each one's line says it.
    const shown = passed.length === 1 ? resolutionText(gate, passed[0]!.endpoint) : null;
    return `${passed.length === 1 ? `${when[0]} passed` : `every endpoint passed (${names(when)})`}: ${shown ?? 'primaries shown inside their must-catch levels'}`;
  }
  return parts.join('; ');
}
