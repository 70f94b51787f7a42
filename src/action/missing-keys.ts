import type { Workload } from '../config/index.js';

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

function list(missing: readonly MissingKey[]): string {
  return missing.map((m) => `endpoint "${m.endpoint}" needs ${m.variable}`).join(', ');
}

/** Why a run measured nothing: `withheld` says why GitHub gave it no secrets (null: `missing-secrets: skip`). */
export function describeMissingKeys(missing: readonly MissingKey[], withheld: string | null = null): string {
  const why =
    withheld === null
      ? 'Skipped because `missing-secrets: skip`; where secrets exist, pass the secret to the step with `env:`.'
      : `This is ${withheld}, which GitHub runs without repository secrets, so this is expected here.`;
  return `nothing was measured: the API key variable is empty (${list(missing)}). ${why}`;
}

/** The step's error for an empty key where secrets exist: a forgotten `env:` must not leave the check green. */
export function forgottenSecretText(missing: readonly MissingKey[], policy: 'auto' | 'fail'): string {
  const env = missing.map((m) => `${m.variable}: \${{ secrets.${m.variable} }}`).join(', ');
  const why =
    policy === 'auto'
      ? 'this run gets repository secrets (it is not a pull request from a fork or a Dependabot run), so the variable must be set'
      : '`missing-secrets: fail`';
  return `the API key variable is empty (${list(missing)}): ${why}. Pass the secret to the step with \`env: { ${env} }\``;
}
