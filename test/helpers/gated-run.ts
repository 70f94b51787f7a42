import type { Workload } from '../../src/config/types.js';
import { evaluateRun, sequentialRun, type Evaluation, type GatePlan } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { createLogger } from '../../src/util/logger.js';

/** A logger that discards everything: the tests read the results, not the progress lines. */
export const quietLogger = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

/**
 * A workload gated in-process as `streamgate gate` runs it: the planned looks with the sequential gate deciding after
 * each, then the run's evaluation. No API keys, nothing redacted, logs discarded.
 */
export async function gatedRun(
  workload: Workload,
  plan: GatePlan,
  resultsDir: string,
): Promise<{ results: Results; evaluation: Evaluation }> {
  const sequential = sequentialRun(plan, () => {})!;
  const { results } = await runWorkload({
    workload,
    apiKeys: new Map(),
    resultsDir,
    redact: (s) => s,
    logger: quietLogger,
    sequential: sequential.hook,
  });
  return { results, evaluation: evaluateRun(plan, results, sequential.gate) };
}
