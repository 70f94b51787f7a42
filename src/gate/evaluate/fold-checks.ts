import type { EndpointVerdict, GateOutcome } from '../types.js';

/** A check decided beside the speed gate (answers' parity, speculative acceptance), as it joins the outcome. */
export interface FoldedCheck {
  endpoint: string;
  /** The id an endpoint's `decidedBy` names it by. */
  id: string;
  verdict: 'pass' | 'fail' | 'inconclusive' | 'not-compared';
}

/**
 * The gate's outcome with checks decided beside it folded in: a failure fails its endpoint (after the endpoint's own
 * failures), an open check holds an endpoint that otherwise passed open and with it the run, so what was not shown
 * to hold never ends green; the counts take each check once. The caller adds its own record of the checks.
 */
export function foldChecks(gate: GateOutcome, checks: readonly FoldedCheck[]): GateOutcome {
  const failed = checks.filter((c) => c.verdict === 'fail');
  const open = checks.filter((c) => c.verdict === 'inconclusive');
  const notCompared = checks.filter((c) => c.verdict === 'not-compared').length;
  const counts = {
    ...gate.counts,
    fail: gate.counts.fail + failed.length,
    inconclusive: gate.counts.inconclusive + open.length,
    pass: gate.counts.pass + checks.filter((c) => c.verdict === 'pass').length,
    ...(notCompared > 0 ? { notGated: gate.counts.notGated + notCompared } : {}),
  };
  const endpoints = gate.endpoints.map((e): EndpointVerdict => {
    const mine = failed.filter((c) => c.endpoint === e.endpoint).map((c) => c.id);
    if (mine.length > 0) return { ...e, verdict: 'fail', decidedBy: [...(e.verdict === 'fail' ? e.decidedBy : []), ...mine] };
    const held = open.filter((c) => c.endpoint === e.endpoint).map((c) => c.id);
    if (held.length > 0 && e.verdict === 'pass') return { ...e, verdict: 'inconclusive', decidedBy: held };
    return e;
  });
  const verdict =
    failed.length > 0
      ? 'fail'
      : gate.verdict === 'pass' && endpoints.some((e) => e.verdict === 'inconclusive')
        ? 'inconclusive'
        : gate.verdict;
  return { ...gate, verdict, counts, endpoints };
}
