import { join } from 'node:path';
import type { EndpointConfig } from '../config/index.js';
import type { ErrorKind } from '../probe/index.js';
import { failedEndpointsText } from '../report/index.js';
import { type ErrorExample, failedEndpoints, type FailedEndpoint, type SweepResults } from '../results/index.js';
import { readResults } from '../compare/index.js';

/**
 * Endpoints none of whose requests succeeded at any level: their sweep shows no capacity, only a server that did not
 * answer, so the run fails with the first errors and what to check (as a gate run does for such an endpoint). Null
 * when every endpoint answered somewhere. Reads the levels' results files under `resultsDir`.
 */
export function deadEndpointsText(sweep: SweepResults, resultsDir: string, endpoints: readonly EndpointConfig[]): string | null {
  const failed: FailedEndpoint[] = [];
  const examples: ErrorExample[] = [];
  for (const endpoint of sweep.endpoints) {
    if (endpoint.levels.length === 0 || !endpoint.levels.every((l) => l.requests > 0 && l.errors === l.requests)) continue;
    const levels = endpoint.levels.map((l) => readResults(join(resultsDir, l.resultsDir, 'results.json')));
    const parts = levels.flatMap((results) => failedEndpoints(results));
    const errorKinds: FailedEndpoint['errorKinds'] = {};
    for (const part of parts) {
      for (const [kind, n] of Object.entries(part.errorKinds) as [ErrorKind, number][]) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
    }
    failed.push({ endpoint: endpoint.name, requests: parts.reduce((n, p) => n + p.requests, 0), errorKinds });
    examples.push(...(levels[0]?.errorExamples ?? []));
  }
  return failed.length === 0 ? null : failedEndpointsText(failed, examples, endpoints);
}
