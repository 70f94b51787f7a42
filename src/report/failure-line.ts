import type { RunVerdict } from '../decision/index.js';

/** What fails the action's step, in one line, from the run's decided verdict and exit status; null when the step passes. */
export function failureLine(verdict: RunVerdict, exitCode: number, reason: string, subject = 'streamgate'): string | null {
  if (exitCode === 0) return null;
  if (verdict === 'interrupted') return `${subject}: interrupted before every request was measured`;
  const word = verdict.toUpperCase();
  const why = verdict === 'inconclusive' ? ' (fail-on: inconclusive)' : '';
  return `${subject}: ${word}${why} — ${reason}`;
}
