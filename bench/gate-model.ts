/**
 * A seeded model of what real endpoints produce per request, for calibrating the gate: lognormal
 * latencies (σ 0.3–0.6, medians of hundreds of ms to seconds) and a bimodal cold/warm mixture, with
 * TTFB, settle, e2e, max gap, tok/s, IDR, delivery class and errors derived per request the way
 * the metrics module defines them. Used by bench/gate-calibration.ts and the gate's tests.
 */
import type { CacheState } from '../src/vocabulary/cell.js';
import type { CellData } from '../src/gate/types.js';
import { exponential, lognormal, normal } from '../src/stats/index.js';

export interface Lognormal {
  medianMs: number;
  sigma: number;
}

export interface CellModel {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  /** TTFT: one lognormal, or a cold/warm mixture (prefix cache hit or miss per request). */
  ttft: Lognormal | { coldShare: number; cold: Lognormal; warm: Lognormal };
  /** Headers arrive before the first token; not affected by a TTFT regression. */
  ttfb: Lognormal;
  outputTokens: { median: number; sigma: number };
  tokensPerSecond: { median: number; sigma: number };
  maxGap: Lognormal;
  errorRate: number;
  /** Share of requests a proxy coalesces into a few large flushes. */
  coalescedRate: number;
}

/** How the candidate differs from the model. Omitted fields: no change. */
export interface Change {
  /** Multiplies every TTFT draw: a shift of the whole distribution (median × ttftScale). */
  ttftScale?: number;
  /** Multiplies every decode-speed draw (0.65: decode 35 % slower), and so the time from the first token to the last. */
  decodeScale?: number;
  /**
   * Multiplies the lognormal TTFT's p95 by this factor and leaves everything below the median as
   * it was: draws above the median use σ + ln(factor) / z₀.₉₅ (a split lognormal), so only the
   * slow half stretches. Applies to single-lognormal TTFT models only.
   */
  ttftP95Scale?: number;
  /**
   * Run-to-run drift of the whole endpoint, as a factor: latencies (TTFT, TTFB, the tail after the last token)
   * multiplied by it and decode speed divided by it.
   */
  drift?: number;
  /** Added to the error rate (absolute), e.g. 0.05 for five more failed requests in a hundred. */
  errorRateAdd?: number;
}

const Z95 = 1.6448536269514722;

/** Four cells a realistic workload has: short chat cold and warm, a long essay, an agent turn on a half-warm cache. */
export const REALISTIC_CELLS: readonly CellModel[] = [
  {
    endpoint: 'primary',
    scenario: 'chat',
    cache: 'cold',
    ttft: { medianMs: 900, sigma: 0.45 },
    ttfb: { medianMs: 120, sigma: 0.3 },
    outputTokens: { median: 80, sigma: 0.3 },
    tokensPerSecond: { median: 70, sigma: 0.12 },
    maxGap: { medianMs: 60, sigma: 0.6 },
    errorRate: 0.01,
    coalescedRate: 0.02,
  },
  {
    endpoint: 'primary',
    scenario: 'chat',
    cache: 'warm',
    ttft: { medianMs: 350, sigma: 0.3 },
    ttfb: { medianMs: 110, sigma: 0.3 },
    outputTokens: { median: 80, sigma: 0.3 },
    tokensPerSecond: { median: 72, sigma: 0.12 },
    maxGap: { medianMs: 55, sigma: 0.6 },
    errorRate: 0.01,
    coalescedRate: 0.02,
  },
  {
    endpoint: 'primary',
    scenario: 'essay',
    cache: 'cold',
    ttft: { medianMs: 1500, sigma: 0.6 },
    ttfb: { medianMs: 130, sigma: 0.3 },
    outputTokens: { median: 400, sigma: 0.25 },
    tokensPerSecond: { median: 45, sigma: 0.15 },
    maxGap: { medianMs: 90, sigma: 0.6 },
    errorRate: 0.01,
    coalescedRate: 0.02,
  },
  {
    endpoint: 'primary',
    scenario: 'agent',
    cache: 'warm',
    ttft: { coldShare: 0.35, cold: { medianMs: 1800, sigma: 0.35 }, warm: { medianMs: 400, sigma: 0.3 } },
    ttfb: { medianMs: 120, sigma: 0.3 },
    outputTokens: { median: 150, sigma: 0.4 },
    tokensPerSecond: { median: 60, sigma: 0.12 },
    maxGap: { medianMs: 70, sigma: 0.6 },
    errorRate: 0.01,
    coalescedRate: 0.02,
  },
];

/** n requests of one cell, as the results builder would summarise them (values rounded to µs). */
export function simulateCell(model: CellModel, n: number, rng: () => number, change: Change = {}): CellData {
  const cell: CellData = {
    endpoint: model.endpoint,
    scenario: model.scenario,
    cache: model.cache,
    turn: null,
    n,
    errors: 0,
    classes: { streamed: 0, coalesced: 0, buffered: 0, undefined: 0 },
    values: { ttfbMs: [], ttftMs: [], settleMs: [], e2eMs: [], maxGapMs: [], tokensPerSecond: [], idr: [] },
  };
  const v = cell.values as Required<
    Pick<CellData['values'], 'ttfbMs' | 'ttftMs' | 'settleMs' | 'e2eMs' | 'maxGapMs' | 'tokensPerSecond' | 'idr'>
  >;
  for (let i = 0; i < n; i++) {
    // Every request draws the same number of uniforms, so a change in one parameter leaves the
    // other metrics' draws (and so their comparisons) identical.
    const failed = rng() < model.errorRate + (change.errorRateAdd ?? 0);
    const drift = change.drift ?? 1;
    const coalesced = rng() < model.coalescedRate;
    const ttftMs = drift * drawTtft(model, rng, change);
    const ttfbMs = Math.min(ttftMs, drift * lognormal(rng, model.ttfb.medianMs, model.ttfb.sigma));
    const tokens = Math.max(8, Math.round(lognormal(rng, model.outputTokens.median, model.outputTokens.sigma)));
    const tokensPerSecond = (lognormal(rng, model.tokensPerSecond.median, model.tokensPerSecond.sigma) * (change.decodeScale ?? 1)) / drift;
    const tailMs = drift * lognormal(rng, 15, 0.5);
    const maxGapMs = lognormal(rng, model.maxGap.medianMs, model.maxGap.sigma);
    const streamedBurst = 1 + Math.floor(exponential(rng, 1.5));
    const coalescedShare = 0.2 + 0.3 * rng();
    if (failed) {
      cell.errors++;
      continue;
    }
    // The first event carries one token; the rest arrive at the decode rate (docs/metrics.md).
    const settleMs = ttftMs + ((tokens - 1) / tokensPerSecond) * 1000;
    const largestBurst = coalesced ? Math.ceil(tokens * coalescedShare) : Math.min(tokens, streamedBurst);
    cell.classes[coalesced ? 'coalesced' : 'streamed']++;
    v.ttftMs.push(round(ttftMs));
    v.ttfbMs.push(round(ttfbMs));
    v.settleMs.push(round(settleMs));
    v.e2eMs.push(round(settleMs + tailMs));
    v.maxGapMs.push(round(coalesced ? Math.max(maxGapMs, 400) : maxGapMs));
    v.tokensPerSecond.push(round(tokensPerSecond));
    v.idr.push(round(1 - largestBurst / tokens));
  }
  return cell;
}

function drawTtft(model: CellModel, rng: () => number, change: Change): number {
  const scale = change.ttftScale ?? 1;
  const pick = rng();
  const spec = model.ttft;
  if ('coldShare' in spec) {
    const part = pick < spec.coldShare ? spec.cold : spec.warm;
    return scale * lognormal(rng, part.medianMs, part.sigma);
  }
  const z = normal(rng);
  const sigma = z > 0 ? spec.sigma + Math.log(change.ttftP95Scale ?? 1) / Z95 : spec.sigma;
  return scale * spec.medianMs * Math.exp(sigma * z);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
