import { DEFAULT_HISTORY_RUNS } from '../baseline/index.js';
import { DEFAULT_HISTORY_BRANCH, DEFAULT_HISTORY_MAX_RUNS } from '../history/index.js';
import { INPUTS, type Mode } from './inputs.js';

/** Where the run history lives and how much of it is used and kept. */
export interface HistoryConfig {
  /** A git URL (the workflow's own repository by default), a bare repository or a folder. */
  location: string;
  branch: string;
  /** Runs pooled into the comparison side (K). */
  runs: number;
  /** Entries kept per workload (N). */
  maxRuns: number;
  /**
   * The input was left empty in `mode: gate`: this repository's branch is read if it can be, and any failure to read it
   * leaves the gate with the baseline file (a note in the log, never an error); an implicit history is never written.
   */
  implicit: boolean;
  /**
   * `accept-change: 'true'` (`mode: history`): this run's change of the stack is intended; an `accepted` step marker is
   * appended before the run, so the comparison side pools only the runs from this one on.
   */
  acceptChange: boolean;
}

/**
 * The `history` inputs: `true` for the workflow's repository, a git URL or path, or `false` for none. Empty: the
 * workflow's repository in `mode: gate` (implicit: read if it can be) and `mode: history`; no history in the other
 * modes, nor outside GitHub Actions.
 */
export function readHistoryConfig(
  text: (name: string) => string,
  mode: Mode,
  env: Readonly<Record<string, string | undefined>>,
  error: (message: string) => Error,
): HistoryConfig | null {
  const given = text(INPUTS.history);
  const accept = text(INPUTS.acceptChange);
  if (accept !== '' && accept !== 'true' && accept !== 'false')
    throw error(`input "${INPUTS.acceptChange}" must be true or false, got ${JSON.stringify(accept.slice(0, 40))}`);
  if (accept === 'true' && mode !== 'history')
    throw error(
      `input "${INPUTS.acceptChange}" marks an intended change in the history mode: history appends to; in mode: ${mode} it does nothing (mode: record marks a recorded baseline itself)`,
    );
  if (given === 'false') {
    if (mode === 'history')
      throw error(`input "${INPUTS.history}" is false, but mode: history appends to a history: name one or leave it empty`);
    return null;
  }
  const repository = env.GITHUB_REPOSITORY;
  // Empty: no history in the modes that neither gate against one nor append, nor for mode: gate outside GitHub Actions.
  if (given === '' && (mode === 'gate' ? !repository : mode !== 'history')) return null;
  const implicit = given === '' && mode === 'gate';
  let location = given;
  if (given === '' || given === 'true') {
    if (!repository) throw error(`input "${INPUTS.history}" needs a git URL or folder outside GitHub Actions (no GITHUB_REPOSITORY)`);
    location = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${repository}.git`;
  }
  const whole = (name: string, fallback: number, min: number): number => {
    const value = text(name);
    if (value === '') return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min)
      throw error(`input "${name}" must be a whole number ≥ ${min}, got ${JSON.stringify(value.slice(0, 40))}`);
    return n;
  };
  return {
    location,
    branch: text(INPUTS.historyBranch) || DEFAULT_HISTORY_BRANCH,
    runs: whole(INPUTS.historyRuns, DEFAULT_HISTORY_RUNS, 2),
    maxRuns: whole(INPUTS.historyMaxRuns, DEFAULT_HISTORY_MAX_RUNS, 1),
    implicit,
    acceptChange: accept === 'true',
  };
}
