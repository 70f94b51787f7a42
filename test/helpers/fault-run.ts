import { readFileSync } from 'node:fs';
import type { Timeouts, Workload } from '../../src/config/types.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload, type RunWorkloadOutcome } from '../../src/engine.js';
import type { Sample } from '../../src/probe/sample.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

/** A logger that drops everything (runs in tests report through their results, not stderr). */
export const quietLogger = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

export interface EndpointSpec {
  name: string;
  baseUrl: string;
  apiKeyEnv?: string;
}

/**
 * A one-scenario workload over the given endpoints, built through the real parser (so defaults apply). One look
 * unless told otherwise: these runs are not about sequential sampling, and a run without a comparison side measures
 * `requests × looks` in one plan.
 */
export function faultWorkload(
  endpoints: EndpointSpec[],
  run: { requests: number; concurrency: number; timeouts: Timeouts; seed?: number; looks?: number },
  env: Record<string, string> = {},
): Workload {
  const doc = {
    version: 1,
    name: 'faults',
    endpoints: endpoints.map((e) => ({
      name: e.name,
      baseUrl: e.baseUrl,
      model: 'test-model',
      ...(e.apiKeyEnv ? { apiKeyEnv: e.apiKeyEnv } : {}),
    })),
    scenarios: [{ name: 's', prompt: 'Say hello.', maxTokens: 16, cache: 'cold' }],
    run: {
      requests: run.requests,
      looks: run.looks ?? 1,
      warmup: 0,
      concurrency: run.concurrency,
      seed: run.seed ?? 1,
      timeouts: run.timeouts,
    },
  };
  return parseWorkload(JSON.stringify(doc), { format: 'json', env });
}

/** Runs the workload through the engine the CLI uses, then reads back every persisted sample line. */
export async function runAndRead(
  workload: Workload,
  resultsDir: string,
  apiKeys: ReadonlyMap<string, string | null> = new Map(),
): Promise<RunWorkloadOutcome & { lines: Sample[] }> {
  const out = await runWorkload({ workload, apiKeys, resultsDir, redact: createRedactor(apiKeys.values()), logger: quietLogger });
  const text = readFileSync(out.samplesPath, 'utf8');
  const lines =
    text === ''
      ? []
      : text
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l) as Sample);
  return { ...out, lines };
}
