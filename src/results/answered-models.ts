/**
 * Which model the responses said answered, per endpoint (results.endpoints[].answeredModels): the name each response
 * carried (`model`, `response.model`, `message.model`, `modelVersion`: src/probe/server-report.ts) and how many said it.
 * A gateway that routes to another model, a deployment alias that points elsewhere, a provider that substitutes one:
 * the run measured that model, and src/gate/conditions/unmet.ts says so when no name it saw is the one declared.
 */
import type { Sample } from '../probe/index.js';

/** Counts by model name; absent from results when no response named one. */
export type AnsweredModels = Record<string, number>;

/** Every endpoint's answered model names over the run's samples (measured and otherwise: the server is the same). */
export function answeredModelCounts(samples: readonly Pick<Sample, 'endpoint' | 'model'>[]): Map<string, AnsweredModels> {
  const byEndpoint = new Map<string, AnsweredModels>();
  for (const sample of samples) {
    if (sample.model === undefined) continue;
    const counts = byEndpoint.get(sample.endpoint) ?? {};
    counts[sample.model] = (counts[sample.model] ?? 0) + 1;
    byEndpoint.set(sample.endpoint, counts);
  }
  return byEndpoint;
}

/** Several parts' counts of one endpoint added up (shards, pooled runs); undefined when none had any. */
export function mergeAnsweredModels(parts: readonly (AnsweredModels | undefined)[]): AnsweredModels | undefined {
  const merged: AnsweredModels = {};
  for (const part of parts) for (const [name, n] of Object.entries(part ?? {})) merged[name] = (merged[name] ?? 0) + n;
  return Object.keys(merged).length > 0 ? merged : undefined;
}
