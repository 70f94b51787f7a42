import { randomBytes } from 'node:crypto';

/**
 * The run id mixed into cold-cache nonces. The shards of one matrix run must share it (merge checks they do), so in
 * Actions it comes from the workflow run and attempt: every job of a run agrees, and a re-run is a new attempt whose
 * nonces cannot hit caches primed by the previous one. Outside Actions, and without an input, it is random.
 */
export function deriveRunId(input: string, env: Readonly<Record<string, string | undefined>>): string {
  if (input) return input;
  const runId = env.GITHUB_RUN_ID?.trim();
  if (runId) return `gh-${runId}-${env.GITHUB_RUN_ATTEMPT?.trim() || '1'}`;
  return randomBytes(6).toString('hex');
}
