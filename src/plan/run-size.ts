/**
 * The size of a run before it starts: requests per endpoint and in all, estimated prompt and completion tokens, and
 * an estimated time. Pure: read from the plan the run would build. Estimates, said as such:
 * - prompt tokens ≈ characters ÷ 4 of what each request sends (an agent loop resends its growing conversation:
 *   counted as its first turn's messages on every turn, so a lower bound);
 * - completion tokens: every answer runs to its max_tokens (an upper bound);
 * - time: every request takes ASSUMED_FIRST_TOKEN_S plus its max_tokens at ASSUMED_TOKENS_PER_SECOND, `concurrency` at a
 *   time (or `requests ÷ rate` for an open loop), so a faster server finishes sooner.
 */
import { type Workload, probeMaxTokens, variantsFor, runLooks } from '../config/index.js';
import { buildPlan } from './build-plan.js';
import type { PlannedItem } from './types.js';

export const CHARS_PER_TOKEN = 4;
export const ASSUMED_TOKENS_PER_SECOND = 50;
export const ASSUMED_FIRST_TOKEN_S = 0.5;
/** A probe's answer where its API sends no limit (the default probe prompt counts to 30). */
export const ASSUMED_PROBE_TOKENS = 64;

export interface EndpointSize {
  endpoint: string;
  /** Measured requests at the whole planned budget (requests × looks; agent loops count each turn). */
  measured: number;
  warmup: number;
  /** Conformance probe requests (variants and controls × repeat). */
  probes: number;
  /**
   * With a workload price (`price:`): what the endpoint's requests would cost over every run, every prompt token at
   * the input price (none counted as cached) and every answer to its max_tokens: an estimate, said as such.
   */
  cost?: { currency: string; total: number };
}

export interface RunSize {
  endpoints: EndpointSize[];
  /** Measured + warm-up + probes over every endpoint and run. */
  total: number;
  promptTokens: number;
  completionTokens: number;
  estimatedSeconds: number;
  /** How many times the workload is measured (`baseline:update --runs k`). */
  runs: number;
  looks: number;
  /** A sequential gate may stop an endpoint after its first look (`run.requests` items), or add extra looks. */
  sequential: boolean;
  /** The extra looks a sequential gate may add for an endpoint still open after the planned ones (0 otherwise). */
  extraLooks: number;
  /** Measured requests in all when every endpoint takes every extra look (`total` without them). */
  mostWithExtraLooks: number;
  /** Replayed sessions (docs/agents.md), over every endpoint and run: absent without a session scenario. */
  sessions?: SessionsSize;
}

export interface SessionsSize {
  /** Sessions replayed (measured and warm-up), and how many of the traces' sessions they are. */
  jobs: number;
  distinct: number;
  turns: number;
  requests: number;
  /** Tool time and think time the measured sessions wait in all (ms). */
  toolMs: number;
  thinkMs: number;
  /** The shortest and longest session, in turns. */
  minTurns: number;
  maxTurns: number;
}

function charsOf(messages: readonly { content?: unknown }[]): number {
  return messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : JSON.stringify(m.content ?? '').length), 0);
}

export function runSize(workload: Workload, options: { runs?: number; sequential?: boolean; extraLooks?: number } = {}): RunSize {
  const runs = options.runs ?? 1;
  const looks = runLooks(workload.run);
  const plan = buildPlan(workload, { runId: 'size', requests: workload.run.requests * looks });
  const sizes = new Map<string, EndpointSize>(
    workload.endpoints.map((e) => [e.name, { endpoint: e.name, measured: 0, warmup: 0, probes: 0 }]),
  );
  let promptChars = 0;
  let completionTokens = 0;
  // Per endpoint, for its cost at its price.
  const spent = new Map(workload.endpoints.map((e) => [e.name, { promptChars: 0, completionTokens: 0 }]));
  const spend = (endpoint: string, chars: number, completion: number): void => {
    const own = spent.get(endpoint)!;
    own.promptChars += chars;
    own.completionTokens += completion;
    promptChars += chars;
    completionTokens += completion;
  };
  let busySeconds = 0;
  let sessions: SessionsSize | null = null;
  const distinct = new Set<string>();
  for (const item of plan.items) {
    const size = sizes.get(item.endpoint.name)!;
    if (item.session) {
      const job = sessionSize(item);
      if (item.warmup) size.warmup += job.requests;
      else size.measured += job.requests;
      spend(item.endpoint.name, job.promptChars, job.completionTokens);
      busySeconds += job.seconds + (item.warmup ? 0 : (job.toolMs + job.thinkMs) / 1000);
      distinct.add(`${item.scenario.name}\u0000${item.session.id}`);
      const turns = item.session.turns.length;
      sessions ??= { jobs: 0, distinct: 0, turns: 0, requests: 0, toolMs: 0, thinkMs: 0, minTurns: turns, maxTurns: turns };
      sessions.jobs++;
      sessions.turns += turns;
      sessions.requests += job.requests;
      sessions.minTurns = Math.min(sessions.minTurns, turns);
      sessions.maxTurns = Math.max(sessions.maxTurns, turns);
      if (!item.warmup) {
        sessions.toolMs += job.toolMs;
        sessions.thinkMs += job.thinkMs;
      }
      continue;
    }
    const turns = item.scenario.agent?.turns ?? 1;
    if (item.warmup) size.warmup += turns;
    else size.measured += turns;
    const maxTokens = item.maxTokens ?? item.scenario.maxTokens;
    spend(item.endpoint.name, (charsOf(item.messages) + item.prefix.length) * turns, maxTokens * turns);
    busySeconds += (ASSUMED_FIRST_TOKEN_S + maxTokens / ASSUMED_TOKENS_PER_SECOND) * turns;
  }
  if (workload.probes) {
    for (const e of workload.endpoints) {
      const variants = variantsFor(workload.probes, e.api);
      // One control for the probe prompt, and one per variant with a prompt of its own.
      const controls = 1 + variants.filter((v) => v.prompt !== null).length;
      const probes = (variants.length + controls) * workload.probes.repeat;
      const answer = probeMaxTokens(e.api) ?? ASSUMED_PROBE_TOKENS;
      sizes.get(e.name)!.probes = probes;
      spend(e.name, probes * workload.probes.prompt.length, probes * answer);
      busySeconds += probes * (ASSUMED_FIRST_TOKEN_S + answer / ASSUMED_TOKENS_PER_SECOND);
    }
  }
  for (const e of workload.endpoints) {
    if (!e.price) continue;
    const own = spent.get(e.name)!;
    const total = ((own.promptChars / CHARS_PER_TOKEN) * e.price.input + own.completionTokens * e.price.output) / 1_000_000;
    sizes.get(e.name)!.cost = { currency: e.price.currency, total: total * runs };
  }
  const endpoints = [...sizes.values()];
  const perRun = endpoints.reduce((n, e) => n + e.measured + e.warmup + e.probes, 0);
  const measuredPerRun = endpoints.reduce((n, e) => n + e.measured + e.warmup, 0);
  const rate = workload.run.ratePerSecond;
  const seconds = rate !== null ? measuredPerRun / rate : busySeconds / Math.max(1, workload.run.concurrency);
  const extraLooks = options.sequential ? (options.extraLooks ?? 0) : 0;
  // Each extra look measures another look's worth of an endpoint's requests (no warm-up, no probes).
  const extra = endpoints.reduce((n, e) => n + (e.measured / looks) * extraLooks, 0);
  return {
    endpoints,
    total: perRun * runs,
    extraLooks,
    mostWithExtraLooks: Math.round((perRun + extra) * runs),
    promptTokens: Math.round((promptChars / CHARS_PER_TOKEN) * runs),
    completionTokens: completionTokens * runs,
    estimatedSeconds: seconds * runs,
    runs,
    looks,
    sequential: options.sequential ?? false,
    ...(sessions
      ? {
          sessions: {
            ...sessions,
            distinct: distinct.size,
            jobs: sessions.jobs * runs,
            turns: sessions.turns * runs,
            requests: sessions.requests * runs,
            toolMs: sessions.toolMs * runs,
            thinkMs: sessions.thinkMs * runs,
          },
        }
      : {}),
  };
}

/**
 * One replayed session's size: its requests, the prompt characters they send (each turn resends the system prompt,
 * every earlier turn's messages and answers, each answer counted at its max_tokens, and its own messages), its answers
 * at their max_tokens, the time its requests take (a fan-out's branches at once) and its pauses.
 */
function sessionSize(item: PlannedItem): {
  requests: number;
  promptChars: number;
  completionTokens: number;
  seconds: number;
  toolMs: number;
  thinkMs: number;
} {
  const session = item.session!;
  let conversation = charsOf(item.messages) + item.prefix.length;
  const out = { requests: 0, promptChars: 0, completionTokens: 0, seconds: 0, toolMs: 0, thinkMs: 0 };
  for (const turn of session.turns) {
    let grown = 0;
    let longest = 0;
    for (const request of turn.requests) {
      const own = charsOf(request.messages);
      out.requests++;
      out.promptChars += conversation + own;
      out.completionTokens += request.maxTokens;
      longest = Math.max(longest, ASSUMED_FIRST_TOKEN_S + request.maxTokens / ASSUMED_TOKENS_PER_SECOND);
      grown += own + request.maxTokens * CHARS_PER_TOKEN;
    }
    conversation += grown;
    out.seconds += longest;
    out.toolMs += turn.toolMs;
    out.thinkMs += turn.thinkMs;
  }
  return out;
}
