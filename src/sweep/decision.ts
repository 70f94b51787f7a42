import { exitCodeFor, type ExitCode, type FailOn, type RunVerdict, type EndpointDecision } from '../decision/index.js';
import { sweepHeadline, PLAIN_STYLE } from '../report/index.js';
import type { SweepGate, SweepResults } from '../results/index.js';

const VERDICTS: Record<SweepGate['verdict'], RunVerdict> = {
  pass: 'pass',
  fail: 'fail',
  inconclusive: 'inconclusive',
  'not-gated': 'none',
};

export interface SweepDecision {
  verdict: RunVerdict;
  exitCode: ExitCode;
  reason: string;
  endpoints: EndpointDecision[];
}

/**
 * A sweep's verdict and exit status, for the CLI and the action alike: a dead endpoint is an error, a cut-short sweep
 * interrupted, else the capacity gate's verdict (nothing gated reads as `none`, as a gate run with no baseline).
 */
export function decideSweepRun(sweep: SweepResults, gate: SweepGate, failOn: FailOn, dead: string | null): SweepDecision {
  const verdict: RunVerdict = sweep.run.partial ? 'interrupted' : dead !== null ? 'error' : VERDICTS[gate.verdict];
  const headline = sweepHeadline({ sweep, gate, baseline: null }, PLAIN_STYLE);
  const reason = verdict === 'error' ? dead!.split('\n')[0]! : verdict === 'interrupted' ? 'the sweep was cut short' : headline.text;
  const endpoints = sweep.endpoints.map((e): EndpointDecision => {
    const g = gate.endpoints.find((x) => x.endpoint === e.name);
    const v = g?.verdict;
    return {
      name: e.name,
      reference: e.reference,
      verdict: v === 'pass' || v === 'fail' || v === 'inconclusive' ? v : 'not-compared',
      look: null,
      looks: null,
      decidedBy: [],
    };
  });
  return { verdict, exitCode: exitCodeFor(verdict, failOn), reason, endpoints };
}
