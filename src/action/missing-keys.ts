import type { Workload } from '../config/types.js';

export interface MissingKey {
  endpoint: string;
  variable: string;
}

/** Endpoints whose API key variable is unset or empty: what a pull request from a fork sees, since it gets no secrets. */
export function missingApiKeys(workload: Workload, env: Readonly<Record<string, string | undefined>>): MissingKey[] {
  return workload.endpoints
    .filter((e) => e.apiKeyEnv !== null && (env[e.apiKeyEnv] ?? '').trim() === '')
    .map((e) => ({ endpoint: e.name, variable: e.apiKeyEnv! }));
}

export function describeMissingKeys(missing: readonly MissingKey[]): string {
  const list = missing.map((m) => `endpoint "${m.endpoint}" needs ${m.variable}`).join(', ');
  return (
    `nothing was measured: the API key variable is empty (${list}). ` +
    'Workflows triggered by pull requests from forks get no secrets, so this is expected there; elsewhere, pass the secret to the step with `env:`.'
  );
}
