import type { EndpointConfig } from '../../config/index.js';
import {
  describeKinds,
  RECORD_MAX_ERROR_RATE,
  type FailedEndpoint,
  type UnrecordableCell,
  type ErrorExample,
} from '../../results/index.js';
import { errorAdvice } from '../error-advice.js';

/** What advice needs of an endpoint; results know no `apiKeyEnv` (undefined: advice names it generically). */
type EndpointFacts = Pick<EndpointConfig, 'name' | 'baseUrl'> & { apiKeyEnv?: string | null };

/**
 * Each endpoint's failures by kind: the first message in full and, for the common kinds, what to check. One line
 * per endpoint × kind: `candidate: connect ×20: connect ECONNREFUSED 127.0.0.1:9 → is the server running …`.
 */
export function errorExampleLines(examples: readonly ErrorExample[], endpoints: readonly EndpointFacts[]): string[] {
  return examples.map((example) => {
    const endpoint = endpoints.find((e) => e.name === example.endpoint);
    const advice =
      endpoint === undefined
        ? null
        : errorAdvice({
            kind: example.kind,
            status: example.status,
            baseUrl: endpoint.baseUrl,
            message: example.message,
            ...(endpoint.apiKeyEnv !== undefined ? { apiKeyEnv: endpoint.apiKeyEnv } : {}),
          });
    return `${example.endpoint}: ${example.kind} ×${example.count}: ${example.message}${advice === null ? '' : ` → ${advice}`}`;
  });
}

/** Why the run is an error: endpoints that answered no request at all, with their first errors. */
export function failedEndpointsText(
  failed: readonly FailedEndpoint[],
  examples: readonly ErrorExample[],
  endpoints: readonly EndpointFacts[],
): string {
  const names = failed.map((f) => `${f.endpoint} (${f.requests} of ${f.requests}: ${describeKinds(f.errorKinds)})`).join(', ');
  const failing = new Set(failed.map((f) => f.endpoint));
  const lines = errorExampleLines(
    examples.filter((e) => failing.has(e.endpoint)),
    endpoints,
  );
  return [`every measured request failed at ${names}: nothing about its performance can be compared`, ...lines.map((l) => `  ${l}`)].join(
    '\n',
  );
}

/** Why no baseline was written, and how to write one anyway (`override`: the CLI flag or the action input). */
export function unrecordableText(
  cells: readonly UnrecordableCell[],
  examples: readonly ErrorExample[],
  endpoints: readonly EndpointFacts[],
  override: string,
): string {
  const limit = `${Math.round(RECORD_MAX_ERROR_RATE * 100)} %`;
  const cellLines = cells.map((c) => `  ${c.cell}: ${c.errors} of ${c.requests} failed (${describeKinds(c.errorKinds)})`);
  const failing = new Set(cells.map((c) => c.endpoint));
  const lines = errorExampleLines(
    examples.filter((e) => failing.has(e.endpoint)),
    endpoints,
  );
  return [
    `no baseline written: ${cells.length} cell(s) failed on more than ${limit} of their requests, and a baseline is the yardstick later runs are held to:`,
    ...cellLines,
    ...(lines.length > 0 ? ['first errors:', ...lines.map((l) => `  ${l}`)] : []),
    `Fix the endpoint and record again, or record these errors as the expected state with ${override}.`,
  ].join('\n');
}
