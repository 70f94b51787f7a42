/**
 * What tokens cost at an endpoint's workload price (docs/agents.md, "Cost"): prompt tokens at the input price, those the
 * server read from its prefix cache at the cached-input price, output tokens at the output price, all per million.
 */
import { mergeAnsweredModels } from './answered-models.js';
import type { Price } from '../config/index.js';
import { quantile, sortedFinite } from '../stats/index.js';
import { round } from './distribution.js';
import type { EndpointCost, LoopResult, Results } from './types.js';

/** Prompt tokens (cached ones included), the cached ones, and output tokens. */
export interface TokenCounts {
  input: number;
  cached: number;
  output: number;
}

export function tokensCost(price: Price, tokens: TokenCounts): number {
  const cached = Math.min(tokens.cached, tokens.input);
  return ((tokens.input - cached) * price.input + cached * price.cachedInput + tokens.output * price.output) / 1_000_000;
}

/** Money kept to a millionth of the currency unit: finer than any price list, short in the file. */
export function roundCost(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * Each job's cost from its tokens (a job whose server said nothing of cached tokens is priced as if none were), its
 * mean, median and 95th percentile; null when no job's tokens are known.
 */
export function jobCost(loop: Pick<LoopResult, 'values'>, price: Price): NonNullable<LoopResult['cost']> | null {
  const input = loop.values.jobInputTokens ?? [];
  const output = loop.values.jobOutputTokens ?? [];
  const cached = loop.values.jobCachedTokens;
  if (input.length === 0 || input.length !== output.length) return null;
  const costs = input.map((tokens, i) =>
    tokensCost(price, { input: tokens, cached: cached?.length === input.length ? cached[i]! : 0, output: output[i]! }),
  );
  const sorted = sortedFinite(costs);
  return {
    currency: price.currency,
    perJob: {
      n: sorted.length,
      mean: roundCost(costs.reduce((a, b) => a + b, 0) / costs.length),
      p50: roundCost(quantile(sorted, 0.5)),
      p95: roundCost(quantile(sorted, 0.95)),
    },
  };
}

/** An endpoint's measured requests' cost, from their tokens summed. */
export function endpointCost(price: Price, tokens: TokenCounts): EndpointCost {
  const total = tokensCost(price, tokens);
  const all = tokens.input + tokens.output;
  return {
    currency: price.currency,
    total: roundCost(total),
    inputTokens: tokens.input,
    cachedTokens: tokens.cached,
    outputTokens: tokens.output,
    perMillionTokens: all > 0 ? round((total / all) * 1_000_000) : null,
  };
}

/** Several results' endpoints (shards, or runs) as one: their costs summed over the parts that priced them. */
export function mergedEndpoints(parts: readonly Pick<Results, 'endpoints'>[]): Results['endpoints'] {
  return parts[0]!.endpoints.map((endpoint) => {
    const { cost: _first, answeredModels: _models, ...named } = endpoint;
    const models = mergeAnsweredModels(parts.map((p) => p.endpoints.find((e) => e.name === endpoint.name)?.answeredModels));
    const rest = models ? { ...named, answeredModels: models } : named;
    const costs = parts.flatMap((p) => p.endpoints.find((e) => e.name === endpoint.name)?.cost ?? []);
    if (costs.length === 0) return rest;
    const tokens = (pick: (c: EndpointCost) => number): number => costs.reduce((n, c) => n + pick(c), 0);
    const total = tokens((c) => c.total);
    const all = tokens((c) => c.inputTokens + c.outputTokens);
    return {
      ...rest,
      cost: {
        currency: costs[0]!.currency,
        total: roundCost(total),
        inputTokens: tokens((c) => c.inputTokens),
        cachedTokens: tokens((c) => c.cachedTokens),
        outputTokens: tokens((c) => c.outputTokens),
        perMillionTokens: all > 0 ? round((total / all) * 1_000_000) : null,
      },
    };
  });
}

/**
 * Several parts' job costs as one: the mean exact (weighted by jobs), the percentiles weighted averages of the parts'
 * (an approximation, like merged header summaries: reported, never gated). Null unless every part priced its jobs.
 */
export function mergedJobCost(parts: readonly Pick<LoopResult, 'cost'>[]): LoopResult['cost'] | null {
  const costs = parts.map((p) => p.cost);
  if (costs.length === 0 || costs.some((c) => c === undefined)) return null;
  const known = costs as NonNullable<LoopResult['cost']>[];
  const n = known.reduce((sum, c) => sum + c.perJob.n, 0);
  const weighted = (pick: (c: NonNullable<LoopResult['cost']>) => number): number =>
    roundCost(known.reduce((sum, c) => sum + pick(c) * c.perJob.n, 0) / n);
  return {
    currency: known[0]!.currency,
    perJob: { n, mean: weighted((c) => c.perJob.mean), p50: weighted((c) => c.perJob.p50), p95: weighted((c) => c.perJob.p95) },
  };
}
