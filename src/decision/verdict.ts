import type { GateOutcome } from '../gate/index.js';

/**
 * The one rule from a verdict to an exit status, shared by every command and the action (which fails its step exactly
 * when the status is not 0): the CLI, `mode: gate`, `mode: sweep` and `mode: merge` cannot disagree on what fails.
 */
export type FailOn = 'regression' | 'inconclusive' | 'never';

/**
 * A run's verdict in the words every surface uses (terminal, comment, job summary, outputs, verdict.json):
 * - `pass`, `fail`, `inconclusive`: the gate's;
 * - `none`: measured, nothing to compare with and no objective to judge (measure only);
 * - `error`: the run could not be judged (an endpoint none of whose requests succeeded, bad input);
 * - `interrupted`: cancelled before every request finished.
 */
export const RUN_VERDICTS = ['pass', 'fail', 'inconclusive', 'none', 'error', 'interrupted'] as const;
export type RunVerdict = (typeof RUN_VERDICTS)[number];

export const EXIT_OK = 0;
export const EXIT_REGRESSION = 1;
export const EXIT_ERROR = 2;
export const EXIT_INTERRUPTED = 130;
export type ExitCode = typeof EXIT_OK | typeof EXIT_REGRESSION | typeof EXIT_ERROR | typeof EXIT_INTERRUPTED;

export function exitCodeFor(verdict: RunVerdict, failOn: FailOn): ExitCode {
  switch (verdict) {
    case 'interrupted':
      return EXIT_INTERRUPTED;
    case 'error':
      return EXIT_ERROR;
    case 'fail':
      return failOn === 'never' ? EXIT_OK : EXIT_REGRESSION;
    case 'inconclusive':
      return failOn === 'inconclusive' ? EXIT_REGRESSION : EXIT_OK;
    default:
      return EXIT_OK;
  }
}

/** The gate's outcome as a run verdict: a run cut short before its last look ends undecided, which is inconclusive. */
export function gateVerdictOf(outcome: GateOutcome | null): RunVerdict {
  if (!outcome) return 'none';
  return outcome.verdict === 'undecided' ? 'inconclusive' : outcome.verdict;
}
