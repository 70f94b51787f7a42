import { ConfigError } from './errors.js';
import type { Workload } from './types.js';

/** Only the chosen endpoints (a workload's reference endpoint is always kept: it is the comparison side). */
export function selectEndpoints(workload: Workload, names: readonly string[] | null): Workload {
  if (names === null) return workload;
  const known = new Set(workload.endpoints.map((e) => e.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new ConfigError([
      {
        file: workload.source,
        path: 'endpoints',
        line: null,
        message: `no endpoint named ${unknown.map((n) => JSON.stringify(n)).join(', ')}; the workload has ${[...known].map((n) => JSON.stringify(n)).join(', ')}`,
      },
    ]);
  }
  const wanted = new Set(names);
  return { ...workload, endpoints: workload.endpoints.filter((e) => wanted.has(e.name) || e.reference) };
}
