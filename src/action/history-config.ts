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
}

/**
 * The `history` inputs: empty (no history; `mode: history` then uses the workflow's repository), `true` for the
 * workflow's repository, or a git URL or path.
 */
export function readHistoryConfig(
  text: (name: string) => string,
  mode: Mode,
  env: Readonly<Record<string, string | undefined>>,
  error: (message: string) => Error,
): HistoryConfig | null {
  const given = text(INPUTS.history);
  if (given === '' && mode !== 'history') return null;
  let location = given;
  if (given === '' || given === 'true') {
    const repository = env.GITHUB_REPOSITORY;
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
  };
}
