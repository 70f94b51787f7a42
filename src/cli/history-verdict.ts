import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HistoryError } from '../history/index.js';

/** The words a history entry's verdict may be: the gate's verdicts, `none` (nothing to compare with), `recorded`. */
export const HISTORY_VERDICTS = ['pass', 'fail', 'inconclusive', 'none', 'recorded'] as const;

export interface HistoryVerdict {
  verdict: string;
  /** Where it came from, for the line `history add` prints. */
  from: 'flag' | 'verdict.json' | 'default';
}

/**
 * The verdict `history add` records for a run: `--verdict` when given; else the verdict that `streamgate gate` wrote
 * beside this results.json (verdict.json of the same workload, written after it); else `recorded` (a run that was
 * measured and never gated). A run that could not be judged (`error`) is refused, as the action refuses it: its
 * failed requests would enter the history's pooled baseline.
 */
export function historyVerdict(flag: string | undefined, resultsPath: string, fingerprint: string): HistoryVerdict {
  if (flag !== undefined) {
    if (!(HISTORY_VERDICTS as readonly string[]).includes(flag))
      throw new HistoryError(`--verdict must be one of ${HISTORY_VERDICTS.join(', ')}, got "${flag}"`);
    return { verdict: flag, from: 'flag' };
  }
  const file = join(dirname(resultsPath), 'verdict.json');
  const written = readVerdictFile(file);
  if (written === null || written.fingerprint !== fingerprint || statSync(file).mtimeMs < statSync(resultsPath).mtimeMs)
    return { verdict: 'recorded', from: 'default' };
  if (written.verdict === 'error')
    throw new HistoryError(`${file}: this run could not be judged (verdict error: an endpoint failed); the history keeps judged runs`);
  if (!(HISTORY_VERDICTS as readonly string[]).includes(written.verdict)) return { verdict: 'recorded', from: 'default' };
  return { verdict: written.verdict, from: 'verdict.json' };
}

/** The verdict and workload fingerprint of a verdict.json, or null when there is none or it is not one. */
function readVerdictFile(file: string): { verdict: string; fingerprint: string | null } | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      kind?: unknown;
      verdict?: unknown;
      workload?: { fingerprint?: unknown } | null;
    };
    if (parsed.kind !== 'verdict' || typeof parsed.verdict !== 'string') return null;
    const fingerprint = parsed.workload?.fingerprint;
    return { verdict: parsed.verdict, fingerprint: typeof fingerprint === 'string' ? fingerprint : null };
  } catch {
    return null;
  }
}
