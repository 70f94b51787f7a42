import { askedTopLogprobs, driftedAnswer, tokenScores, type TokenScore } from './logprobs.js';
import { flipChance, nearTies, withTieFlips, withTieScores } from './decoding/near-ties.js';
import { createRng, deriveSeed, hashString, lognormal, normal } from '../stats/index.js';
import { composeAnswer, type AnswerToken, type FinishReason, type ToolCall } from './answer.js';
import { REASONING_OFF_PARAMS, type ProfileSettings } from './profiles/profiles.js';
import { promptRead } from './context.js';
import { decodeRate, draftPlan } from './decoding/speculative.js';
import type { EngineRequest } from './request.js';
import { roundToMicroseconds as roundMs } from '../util/index.js';

/**
 * `rate_limited` and `server_error` are answered with an error status before anything else; `stream_error` starts
 * like `ok` and breaks off partway through the answer (an overloaded upstream), with an error event where the API has one.
 */
export type Outcome = 'ok' | 'rate_limited' | 'server_error' | 'stream_error';

export interface TimedToken extends AnswerToken {
  /** When the engine emits this token, ms since the request arrived. */
  atMs: number;
  /** Its log-probs when the request asked for them (null: a content token sent without, or not a content token). */
  score?: TokenScore;
}

export interface ScriptUsage {
  promptTokens: number;
  completionTokens: number;
  reasoningTokens: number;
  cachedTokens: number;
  /** False: the usage leaves out `prompt_tokens_details` (chat and legacy completions), as vLLM does by default. */
  cachedReported: boolean;
}

/**
 * The engine's own account of the request, as llama.cpp's `timings` gives it: prompt tokens read from the cache
 * (`cache_n`) and evaluated (`prompt_n`), the prefill time (`prompt_ms`: from the start of work on the request to its
 * first token, so never more than the TTFT a client sees), and the decode (`predicted_ms`: first to last token;
 * `predicted_per_second`: the tokens after the first over it, null with fewer than two tokens).
 */
export interface ScriptTimings {
  cacheN: number;
  promptN: number;
  promptMs: number;
  predictedN: number;
  predictedMs: number;
  predictedPerSecond: number | null;
  /** Speculative decoding: drafted and accepted tokens (`draft_n`, `draft_n_accepted`, sent when it drafted) and the drafts. */
  draft: { drafts: number; drafted: number; accepted: number } | null;
}

/** Everything about one response, decided up front; all times are ms since the request arrived. */
export interface ResponseScript {
  outcome: Outcome;
  /** When status and headers go out (for errors: the whole response). */
  headersAtMs: number;
  /** When prefill is done; from then on the prompt prefix counts as cached. */
  prefillDoneMs: number;
  /** Value of `x-envoy-upstream-service-time`, or null when the profile sends none. */
  upstreamMs: number | null;
  /** The tokens sent; for `stream_error`, those before the break. */
  tokens: TimedToken[];
  /**
   * When the finish event, usage and `[DONE]` are emitted (the last token's time, or TTFT if none); for
   * `stream_error`, when the stream breaks (the time its next token was due).
   */
  endMs: number;
  finishReason: FinishReason;
  /** The stop sequence the answer was cut at, or null (APIs that report it: Anthropic's `stop_sequence`). */
  stopSequence: string | null;
  toolCall: ToolCall | null;
  usage: ScriptUsage;
  /** Null for an error response. */
  timings: ScriptTimings | null;
  /** Speculative decoding's counts for the answer (what `/metrics` adds up); null when the profile does not draft or it failed. */
  draft: ScriptTimings['draft'];
}

export interface ScriptInput {
  settings: ProfileSettings;
  request: EngineRequest;
  cacheHit: boolean;
  /** The request's own seed (derived from the server seed and the request counter). */
  seed: number;
  /** Time the request waits for a busy slot before any work starts (`slots`); 0 by default. */
  queueMs?: number;
  /**
   * Requests of this server being generated when it arrived, itself included (1 by default): what it is batched with,
   * which decides how often a near-tie flips (`tieFlipRate`, src/sim/decoding/near-ties.ts).
   */
  inFlight?: number;
}

/** Independent streams, so e.g. changing jitter never changes the words of an answer. */
const STREAM_OUTCOME = 0;
const STREAM_TIMING = 1;
const STREAM_TEXT = 2;
const STREAM_TIE_FLIPS = 3;

/** Lognormal factor with mean 1 (not median 1), so jitter does not change the mean rate. */
function meanOneFactor(rng: () => number, sigma: number): number {
  return Math.exp(sigma * normal(rng) - (sigma * sigma) / 2);
}

function drawOutcome(settings: ProfileSettings, rng: () => number): Outcome {
  const u = rng();
  if (u < settings.rate429) return 'rate_limited';
  if (u < settings.rate429 + settings.errorRate) return 'server_error';
  return 'ok';
}

/**
 * Token times are absolute offsets from the request start (t_k = TTFT + sum of gaps), so a
 * scheduler that falls behind catches up instead of accumulating drift.
 */
function tokenTimes(count: number, firstMs: number, settings: ProfileSettings, rng: () => number): number[] {
  const meanGapMs = 1000 / decodeRate(settings);
  const times: number[] = [];
  let t = firstMs;
  for (let k = 0; k < count; k++) {
    if (k > 0) {
      // Every draw is made for every token so the stream stays aligned whatever the settings.
      const gapMs = meanGapMs * meanOneFactor(rng, settings.jitter);
      const stalled = rng() < settings.stallProbability;
      const stallMs = settings.stallMs * meanOneFactor(rng, settings.jitter);
      t += gapMs + (stalled ? stallMs : 0);
    }
    times.push(t);
  }
  return times;
}

/**
 * The words' seed: per request, except at `temperature: 0`, where a deterministic server gives the same text for
 * the same body (so repeatability can be probed); timing stays per request either way.
 */
function textSeed(input: ScriptInput, settings: ProfileSettings): number {
  if (input.request.temperature !== 0 || settings.variesAtTemperatureZero) return deriveSeed(input.seed, STREAM_TEXT);
  const { stream: _stream, stream_options: _options, ...rest } = input.request.params;
  return deriveSeed(hashString(JSON.stringify(rest)), STREAM_TEXT);
}

/** Decides the whole response of one request: outcome, words, and when each piece is emitted. */
// Over 100 lines on purpose: the order of the seeded draws below is what makes a seeded run repeat exactly.
export function generateScript(input: ScriptInput): ResponseScript {
  const { settings, request, cacheHit } = input;
  const outcomeRng = createRng(deriveSeed(input.seed, STREAM_OUTCOME));
  const outcome = drawOutcome(settings, outcomeRng);
  // Drawn after the outcome, so profiles without mixed backends keep their outcomes.
  const mixedIgnore = outcomeRng() < settings.reasoningOffIgnoredRate;
  // Drawn after those, for the same reason: profiles without mid-stream errors keep every earlier draw.
  const breaks = outcomeRng() < settings.midStreamErrorRate;
  const breakAt = outcomeRng();
  // Drawn last, for the same reason: profiles that lose no token keep every earlier draw.
  const losesLastToken = outcomeRng() < settings.lostLastTokenRate;
  const timing = createRng(deriveSeed(input.seed, STREAM_TIMING));
  // What the engine reads of the prompt: all of it, unless its context window or a dropping layer says otherwise.
  const { chars, tokens: promptTokens } = promptRead(request, settings);
  const usage: ScriptUsage = {
    promptTokens,
    completionTokens: 0,
    reasoningTokens: 0,
    // The whole prompt is treated as cached on a hit: the simulator keys only the prefix, but its
    // TTFT model (warmTtftMs) is that of a fully cached prompt, and the two should agree.
    cachedTokens: cacheHit ? promptTokens : 0,
    cachedReported: settings.reportsCachedTokens,
  };
  const offsetMs = settings.upstreamHeader ? settings.gatewayOverheadMs : 0;

  if (outcome !== 'ok') {
    const atMs = settings.headerDelayMs + offsetMs;
    return {
      outcome,
      headersAtMs: atMs,
      prefillDoneMs: atMs,
      upstreamMs: null,
      tokens: [],
      endMs: atMs,
      finishReason: 'stop',
      stopSequence: null,
      toolCall: null,
      usage,
      timings: null,
      draft: null,
    };
  }

  const medianTtftMs = cacheHit ? settings.warmTtftMs : settings.ttftMs + (settings.coldPrefillMsPer1kChars * chars) / 1000;
  const ttftMs = lognormal(timing, medianTtftMs, settings.ttftSigma);
  const firstMs = offsetMs + (input.queueMs ?? 0) + ttftMs;
  const answerSettings = mixedIgnore ? { ...settings, ignoresReasoningOff: [...REASONING_OFF_PARAMS] } : settings;
  const wordsSeed = textSeed(input, settings);
  const built = driftedAnswer(composeAnswer(request, answerSettings, createRng(wordsSeed)), settings, wordsSeed);
  // Batch non-determinism: a near-tie may flip with what the request is batched with (its own draws, a stream apart).
  const flips =
    settings.nearTieRate > 0
      ? withTieFlips(
          built,
          nearTies(built, settings, wordsSeed),
          flipChance(settings, input.inFlight ?? 1),
          createRng(deriveSeed(input.seed, STREAM_TIE_FLIPS)),
          wordsSeed,
        )
      : null;
  const answer = flips?.answer ?? built;
  const plan = draftPlan(answer.tokens.filter((t) => t.kind === 'content').length, settings, wordsSeed);
  const topK = askedTopLogprobs(request.params);
  const clean = topK === null ? null : tokenScores(answer.tokens, settings, wordsSeed, topK, plan);
  const scores = clean && flips ? withTieScores(clean, answer.tokens, flips.ties, topK!) : clean;
  const times = tokenTimes(answer.tokens.length, firstMs, settings, timing);
  const lastMs = times.length > 0 ? times[times.length - 1]! : firstMs;

  let headersAtMs: number;
  if (settings.bufferHeaders) headersAtMs = Math.max(lastMs, settings.headerDelayMs);
  else if (settings.upstreamHeader) headersAtMs = Math.max(firstMs, settings.headerDelayMs);
  else headersAtMs = settings.headerDelayMs;
  // Nothing can be written before the headers: late headers hold back the first tokens. Headers
  // held by a buffering layer (bufferHeaders) do not: the engine emits on time and the layer holds.
  const holdUntilMs = settings.bufferHeaders ? 0 : headersAtMs;
  const tokens: TimedToken[] = answer.tokens.map((token, k) => ({
    ...token,
    atMs: Math.max(times[k]!, holdUntilMs),
    ...(scores ? { score: scores[k]! } : {}),
  }));

  const endMs = Math.max(lastMs, holdUntilMs);
  if (breaks) {
    // The stream breaks where token `kept` was due: the tokens before it are sent, nothing after.
    const kept = Math.floor(breakAt * tokens.length);
    const sent = tokens.slice(0, kept);
    const breakMs = kept < tokens.length ? tokens[kept]!.atMs : endMs;
    return {
      outcome: 'stream_error',
      // A layer holding the headers until generation ends lets them go when it breaks off.
      headersAtMs: settings.bufferHeaders ? Math.max(breakMs, settings.headerDelayMs) : headersAtMs,
      prefillDoneMs: firstMs,
      upstreamMs: settings.upstreamHeader ? Math.round(ttftMs) : null,
      tokens: sent,
      endMs: breakMs,
      finishReason: answer.finishReason,
      stopSequence: null,
      toolCall: answer.toolCall,
      usage: { ...usage, completionTokens: sent.length, reasoningTokens: sent.filter((t) => t.kind === 'reasoning').length },
      timings: null,
      draft: null,
    };
  }

  // Engine times, before anything downstream (late headers, buffering) holds the tokens back.
  const predictedMs = lastMs - firstMs;
  const draft = plan ? { drafts: plan.drafts, drafted: plan.drafted, accepted: plan.acceptedTokens } : null;
  return {
    outcome,
    headersAtMs,
    prefillDoneMs: firstMs,
    upstreamMs: settings.upstreamHeader ? Math.round(ttftMs) : null,
    // A lost last token is generated (the usage and timings below count it) but its text is never sent.
    tokens: losesLastToken ? withoutLastContent(tokens) : tokens,
    endMs,
    finishReason: answer.finishReason,
    stopSequence: answer.stopSequence,
    toolCall: answer.toolCall,
    usage: {
      ...usage,
      completionTokens: tokens.length,
      reasoningTokens: tokens.filter((t) => t.kind === 'reasoning').length,
    },
    // A server that keeps its cache use to itself (vLLM without prompt-token details) sends no llama.cpp timings either.
    timings: !settings.reportsCachedTokens
      ? null
      : {
          cacheN: usage.cachedTokens,
          promptN: usage.promptTokens - usage.cachedTokens,
          promptMs: roundMs(ttftMs),
          predictedN: tokens.length,
          predictedMs: roundMs(predictedMs),
          predictedPerSecond: tokens.length >= 2 && predictedMs > 0 ? roundMs(((tokens.length - 1) * 1000) / predictedMs) : null,
          draft,
        },
    draft,
  };
}

/** The tokens without the last content token (a server that loses its text while still counting it). */
function withoutLastContent(tokens: readonly TimedToken[]): TimedToken[] {
  const last = tokens.map((t) => t.kind).lastIndexOf('content');
  return last < 0 ? [...tokens] : [...tokens.slice(0, last), ...tokens.slice(last + 1)];
}
