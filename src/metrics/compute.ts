import type { Sample } from '../probe/index.js';
import { quantile } from '../stats/index.js';
import type { RequestMetrics } from './types.js';
import { burstTokenCounts, classifyDelivery, incrementalDeliveryRatio } from './bursts.js';
import { parseHeaderNumbers, upstreamTimeMs } from './headers.js';
import { serverMetrics } from './server.js';
import { roundToMicroseconds } from '../util/index.js';
import { countOutputTokens, effectiveTokensPerSecond, eventTokenShares } from './tokens.js';

/** Derives every per-request number (docs/metrics.md) from one observed sample. A failed request
 * keeps what was observed before it failed; only `ok` says it failed. */
export function computeMetrics(sample: Sample): RequestMetrics {
  const tokenEvents = sample.eventMs.length;
  const ttftMs = tokenEvents > 0 ? sample.eventMs[0]! : null;
  const settleMs = tokenEvents > 0 ? sample.eventMs[tokenEvents - 1]! : null;
  const { outputTokens, tokensSource } = countOutputTokens(sample);

  const firstEventTokens = outputTokens !== null && tokenEvents > 0 ? (eventTokenShares(sample.eventChars, outputTokens)[0] ?? null) : null;
  const burstTokens = outputTokens !== null ? burstTokenCounts(sample, outputTokens) : [];
  const idr = incrementalDeliveryRatio(burstTokens, outputTokens);

  const headerNumbers = parseHeaderNumbers(sample.headers);
  const upstreamMs = upstreamTimeMs(headerNumbers);
  const ttfbMs = sample.headersMs;

  return {
    ttfbMs,
    ttftMs,
    ttftContentMs: sample.firstContentMs,
    settleMs,
    e2eMs: sample.doneMs ?? sample.endMs,
    ...computeGaps(sample.eventMs),
    outputTokens,
    tokensSource,
    reasoningTokens: sample.usage?.reasoningTokens ?? null,
    reasoningChars: sample.reasoningChars,
    contentChars: sample.contentChars,
    tokensPerSecond: effectiveTokensPerSecond(outputTokens, firstEventTokens, ttftMs, settleMs),
    chunkCount: sample.readMs.length,
    tokenEvents,
    tokensPerEvent: outputTokens !== null && tokenEvents > 0 ? outputTokens / tokenEvents : null,
    bursts: burstTokens.length,
    idr,
    deliveryClass: classifyDelivery(idr, burstTokens),
    upstreamMs,
    gatewayOverheadMs: ttfbMs !== null && upstreamMs !== null ? roundToMicroseconds(ttfbMs - upstreamMs) : null,
    headerNumbers,
    ...serverMetrics(sample, ttftMs),
    newConnection: sample.newConnection,
    setupMs: sample.setupMs,
    connectMs: sample.connectMs,
    tlsMs: sample.tlsMs,
    ok: sample.error === null,
  };
}

export interface GapMetrics {
  maxGapMs: number | null;
  gapP50Ms: number | null;
  gapP99Ms: number | null;
}

/** Gaps between consecutive token-bearing events. Events from one read have a gap of 0, which
 * is what the reader saw; a stall shows up as the maximum. */
export function computeGaps(eventMs: readonly number[]): GapMetrics {
  if (eventMs.length < 2) return { maxGapMs: null, gapP50Ms: null, gapP99Ms: null };
  const gapsMs: number[] = [];
  for (let i = 1; i < eventMs.length; i++) gapsMs.push(roundToMicroseconds(eventMs[i]! - eventMs[i - 1]!));
  gapsMs.sort((a, b) => a - b);
  return {
    maxGapMs: gapsMs[gapsMs.length - 1]!,
    gapP50Ms: roundToMicroseconds(quantile(gapsMs, 0.5)),
    gapP99Ms: roundToMicroseconds(quantile(gapsMs, 0.99)),
  };
}
