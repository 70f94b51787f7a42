/** What the workload takes from the environment: `${NAME}` in its URLs, and its endpoints' API keys. */
import { ConfigError, type ConfigIssue } from './errors.js';
import type { Workload } from './types.js';

const ENV_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export interface Expansion {
  value: string;
  /** Variables referenced but unset or empty, in order of first use. */
  missing: string[];
}

/** Replaces `${NAME}` from `env`. Only this form is expanded, so a literal `$` elsewhere stays as written. */
export function expandEnv(template: string, env: Readonly<Record<string, string | undefined>>): Expansion {
  const missing: string[] = [];
  const value = template.replace(ENV_REFERENCE, (_match, name: string) => {
    const replacement = env[name];
    if (replacement === undefined || replacement === '') {
      if (!missing.includes(name)) missing.push(name);
      return '';
    }
    return replacement;
  });
  return { value, missing };
}

/**
 * Endpoint name → API key (null when the endpoint needs none). Every endpoint whose `apiKeyEnv`
 * is unset or blank is reported at once; messages name the endpoint and the variable, never a value.
 */
export function resolveApiKeys(workload: Workload, env: Readonly<Record<string, string | undefined>>): Map<string, string | null> {
  const keys = new Map<string, string | null>();
  const issues: ConfigIssue[] = [];
  workload.endpoints.forEach((endpoint, index) => {
    if (endpoint.apiKeyEnv === null) {
      keys.set(endpoint.name, null);
      return;
    }
    const value = env[endpoint.apiKeyEnv];
    if (value === undefined || value.trim() === '') {
      const state = value === undefined ? 'is not set' : 'is empty';
      issues.push({
        file: workload.source,
        path: `endpoints[${index}].apiKeyEnv`,
        line: null,
        message: `endpoint "${endpoint.name}" reads its API key from the environment variable ${endpoint.apiKeyEnv}, which ${state}`,
      });
      return;
    }
    keys.set(endpoint.name, value.trim());
  });
  if (issues.length > 0) throw new ConfigError(issues);
  return keys;
}
