import type { LookTelemetry } from './types.js';

/**
 * Speculative decoding as an endpoint's server counts it over a run (docs/telemetry.md, "Speculative decoding"), in
 * vLLM's definitions (vllm/v1/spec_decode/metrics.py):
 * - the acceptance rate is accepted drafted tokens over drafted tokens;
 * - the mean accepted length is 1 + accepted tokens over drafts: the tokens one verification step of the target
 *   yields, its own bonus token included (1 when it drafted nothing, as vLLM's `compute_acceptance_len` says).
 * SGLang exports the mean accepted length itself (`sglang:spec_accept_length`, accepted drafts plus the bonus token per
 * verification step: the same definition) and, in newer versions, the acceptance rate, as gauges over its last
 * logging interval; a gauge at 0 is SGLang without speculative decoding.
 */
export interface ServerAcceptance {
  /** `counters`: increases of vLLM-style counters over the looks; `gauge`: SGLang-style gauges while requests ran. */
  source: 'counters' | 'gauge';
  /** The metric names read, e.g. `vllm:spec_decode_num_accepted_tokens_total / vllm:spec_decode_num_draft_tokens_total`. */
  metrics: string;
  /** Verification steps that drafted, drafted tokens and accepted ones (counters only; null from a gauge). */
  drafts: number | null;
  draftTokens: number | null;
  acceptedTokens: number | null;
  /** Accepted over drafted tokens, 0–1; null when nothing was drafted or the server does not say. */
  acceptanceRate: number | null;
  /** 1 + accepted tokens per draft (tokens per verification step); null when the server does not say. */
  meanAcceptedLength: number | null;
}

/**
 * The server's own account of speculative decoding over an endpoint's looks, or null when it gives none: counters
 * when the looks have drafted and accepted tokens, else the gauges. Counters are added over the looks that read both;
 * a look whose window also held another endpoint's requests on the same metrics URL (`sharedWith`) makes them not
 * this endpoint's own, and none is given. Gauges are the median of the looks' medians (each over the scrapes taken
 * while requests ran).
 */
export function serverAcceptance(looks: readonly LookTelemetry[]): ServerAcceptance | null {
  if (looks.length === 0 || looks.some((l) => l.sharedWith.length > 0)) return null;
  return fromCounters(looks) ?? fromGauges(looks);
}

function fromCounters(looks: readonly LookTelemetry[]): ServerAcceptance | null {
  const read = looks.filter((l) => l.counters.specDraftTokens && l.counters.specAcceptedTokens);
  if (read.length === 0) return null;
  const first = read[0]!.counters;
  const draftTokens = sum(read.map((l) => l.counters.specDraftTokens!.delta));
  const acceptedTokens = sum(read.map((l) => l.counters.specAcceptedTokens!.delta));
  const withDrafts = read.every((l) => l.counters.specDrafts);
  const drafts = withDrafts ? sum(read.map((l) => l.counters.specDrafts!.delta)) : null;
  const names = [first.specAcceptedTokens!.metric, first.specDraftTokens!.metric, ...(withDrafts ? [first.specDrafts!.metric] : [])];
  return {
    source: 'counters',
    metrics: names.join(', '),
    drafts,
    draftTokens,
    acceptedTokens,
    acceptanceRate: draftTokens > 0 ? Math.min(1, acceptedTokens / draftTokens) : null,
    meanAcceptedLength: drafts === null ? null : drafts > 0 ? 1 + acceptedTokens / drafts : 1,
  };
}

function fromGauges(looks: readonly LookTelemetry[]): ServerAcceptance | null {
  const medians = (pick: (l: LookTelemetry) => number | undefined): number | null => {
    const values = looks
      .map(pick)
      .filter((v): v is number => v !== undefined && Number.isFinite(v) && v > 0)
      .sort((a, b) => a - b);
    if (values.length === 0) return null;
    const mid = Math.floor(values.length / 2);
    return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  const length = medians((l) => l.gauges.specAcceptLength?.median);
  const rate = medians((l) => l.gauges.specAcceptRate?.median);
  if (length === null && rate === null) return null;
  const names = looks.flatMap((l) => [l.gauges.specAcceptLength?.metric, l.gauges.specAcceptRate?.metric]);
  return {
    source: 'gauge',
    metrics: [...new Set(names.filter((n): n is string => n !== undefined))].join(', '),
    drafts: null,
    draftTokens: null,
    acceptedTokens: null,
    acceptanceRate: rate === null ? null : Math.min(1, rate),
    meanAcceptedLength: length === null ? null : Math.max(1, length),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
