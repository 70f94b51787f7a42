/**
 * Speculative decoding in the results (docs/telemetry.md, "Speculative decoding"): per cell, the drafted and accepted
 * tokens its answers reported (llama.cpp's `timings`); per endpoint, its acceptance over the run from the best source
 * it has (the server's counters or gauges, else its answers: src/gate/speculative/acceptance.ts). Merged for shards and
 * pooled runs by adding the counts up. Pure.
 */
import { endpointAcceptance, mergeAcceptance, type DraftCounts, type SpeculativeAcceptance } from '../gate/index.js';
import type { Sample } from '../probe/index.js';
import type { EndpointTelemetry } from '../telemetry/index.js';
import type { CellResult, Results } from './types.js';

/** Adds a successful request's draft counts, when its answer reported them, to its cell's tally (created on the first). */
export function tallyDraft(tally: DraftCounts | null, sample: Sample): DraftCounts | null {
  const draft = sample.server?.draft;
  if (!draft) return tally;
  const into = tally ?? { requests: 0, drafted: 0, accepted: 0 };
  into.requests++;
  into.drafted += draft.drafted;
  into.accepted += draft.accepted;
  return into;
}

/** One cell's draft counts from several parts of it (shards, runs): added up; null when no part had any. */
export function mergeDraftCounts(parts: readonly (DraftCounts | undefined)[]): DraftCounts | null {
  const present = parts.filter((p): p is DraftCounts => p !== undefined);
  if (present.length === 0) return null;
  return {
    requests: present.reduce((n, p) => n + p.requests, 0),
    drafted: present.reduce((n, p) => n + p.drafted, 0),
    accepted: present.reduce((n, p) => n + p.accepted, 0),
  };
}

/** Every endpoint's acceptance over the run, in the run's endpoint order; absent when no endpoint's server or answers said any. */
export function runSpeculative(
  endpoints: readonly string[],
  cells: readonly CellResult[],
  telemetry: readonly EndpointTelemetry[] | undefined,
): Pick<Results, 'speculative'> {
  const list = endpoints
    .map((name) =>
      endpointAcceptance(
        name,
        cells,
        telemetry?.find((t) => t.endpoint === name),
      ),
    )
    .filter((a): a is SpeculativeAcceptance => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}

/** The endpoints' acceptance of several results of one workload (shards, runs), each endpoint's parts merged. */
export function mergedSpeculative(parts: readonly Results[]): Pick<Results, 'speculative'> {
  const all = parts.flatMap((p) => p.speculative ?? []);
  const names = [...new Set(all.map((a) => a.endpoint))];
  const list = names
    .map((name) => mergeAcceptance(all.filter((a) => a.endpoint === name)))
    .filter((a): a is SpeculativeAcceptance => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}
