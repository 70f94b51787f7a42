/**
 * Each endpoint's speculative decoding over a run (docs/telemetry.md, "Speculative decoding"), from the best source
 * it has: the server's counters or gauges (vLLM, SGLang: src/telemetry/speculative.ts), else the draft counts its
 * answers reported (llama.cpp's `timings`), added over its cells. Counters and gauges give the mean accepted length
 * (tokens per verification step); answers give the acceptance rate only, since they do not count the drafts. Pure.
 */
import { serverAcceptance, type EndpointTelemetry } from '../../telemetry/index.js';
import { SPECULATIVE_SOURCES, type DraftCounts, type SpeculativeAcceptance } from './types.js';

const TIMINGS_READ = 'timings.draft_n_accepted / timings.draft_n';

/** The endpoint's acceptance, or null when neither its server nor its answers said anything of drafts. */
export function endpointAcceptance(
  endpoint: string,
  cells: readonly { endpoint: string; speculative?: DraftCounts }[],
  telemetry: EndpointTelemetry | undefined,
): SpeculativeAcceptance | null {
  const server = telemetry ? serverAcceptance(telemetry.looks) : null;
  if (server) {
    return rounded({
      endpoint,
      source: server.source,
      read: server.metrics,
      requests: null,
      drafts: server.drafts,
      draftTokens: server.draftTokens,
      acceptedTokens: server.acceptedTokens,
      acceptanceRate: server.acceptanceRate,
      meanAcceptedLength: server.meanAcceptedLength,
    });
  }
  const counts = cells.filter((c) => c.endpoint === endpoint && c.speculative).map((c) => c.speculative!);
  if (counts.length === 0) return null;
  return fromCounts(endpoint, 'timings', TIMINGS_READ, {
    requests: sum(counts.map((c) => c.requests)),
    drafts: null,
    draftTokens: sum(counts.map((c) => c.drafted)),
    acceptedTokens: sum(counts.map((c) => c.accepted)),
  });
}

/**
 * One endpoint's acceptance from several parts of a run (shards, runs pooled into a baseline): of the best source the
 * parts share (counters, then gauges, then answers), counts added, gauges averaged.
 */
export function mergeAcceptance(parts: readonly SpeculativeAcceptance[]): SpeculativeAcceptance | null {
  const source = SPECULATIVE_SOURCES.find((s) => parts.some((p) => p.source === s));
  if (source === undefined) return null;
  const same = parts.filter((p) => p.source === source);
  const first = same[0]!;
  if (same.length === 1) return first;
  if (source === 'gauge') {
    return rounded({
      ...first,
      acceptanceRate: mean(same.map((p) => p.acceptanceRate)),
      meanAcceptedLength: mean(same.map((p) => p.meanAcceptedLength)),
    });
  }
  const total = (pick: (p: SpeculativeAcceptance) => number | null): number | null =>
    same.every((p) => pick(p) !== null) ? sum(same.map((p) => pick(p)!)) : null;
  return fromCounts(first.endpoint, source, first.read, {
    requests: total((p) => p.requests),
    drafts: total((p) => p.drafts),
    draftTokens: total((p) => p.draftTokens),
    acceptedTokens: total((p) => p.acceptedTokens),
  });
}

function fromCounts(
  endpoint: string,
  source: SpeculativeAcceptance['source'],
  read: string,
  counts: Pick<SpeculativeAcceptance, 'requests' | 'drafts' | 'draftTokens' | 'acceptedTokens'>,
): SpeculativeAcceptance {
  const { drafts, draftTokens, acceptedTokens } = counts;
  return rounded({
    endpoint,
    source,
    read,
    ...counts,
    acceptanceRate: draftTokens !== null && acceptedTokens !== null && draftTokens > 0 ? Math.min(1, acceptedTokens / draftTokens) : null,
    meanAcceptedLength: drafts === null || acceptedTokens === null ? null : drafts > 0 ? 1 + acceptedTokens / drafts : 1,
  });
}

/** Ratios to 4 decimals: what results and baselines keep. */
function rounded(a: SpeculativeAcceptance): SpeculativeAcceptance {
  const r = (x: number | null): number | null => (x === null ? null : Math.round(x * 1e4) / 1e4);
  return { ...a, acceptanceRate: r(a.acceptanceRate), meanAcceptedLength: r(a.meanAcceptedLength) };
}

function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? sum(present) / present.length : null;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
