/**
 * The simulator's Prometheus `/metrics`: what its engine is doing, in the names of vLLM (default), llama.cpp or
 * SGLang. It is kept from the same schedule the responses are served from, so it agrees with them: a request waits
 * (`num_requests_waiting`) while its slot is busy (the `capacity` and `llama-slots` profiles' queue), then runs;
 * prefix-cache queries and hits count prompt tokens of each request and of each hit; the server-side TTFT excludes
 * the profile's gateway overhead, which only a client sees. A profile that drafts (speculative decoding) also counts
 * its drafts, drafted and accepted tokens, in vLLM's counters (`vllm:spec_decode_num_drafts_total`, …) or SGLang's
 * gauges (`sglang:spec_accept_length`, `sglang:spec_accept_rate`, here over every request so far); llama.cpp's
 * `/metrics` has none (it reports drafts per request, in `timings`).
 */
export type MetricsDialect = 'vllm' | 'llama.cpp' | 'sglang';
export const METRICS_DIALECTS: readonly MetricsDialect[] = ['vllm', 'llama.cpp', 'sglang'];

/** vLLM's TTFT buckets (seconds), used for every histogram here. */
const BUCKETS_S = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80, 160, 640, 2560];

/** One request as scheduled: all times in ms on the server's clock. */
export interface ScheduledRequest {
  arrivedMs: number;
  /** When work on it starts (after waiting for a slot). */
  startMs: number;
  endMs: number;
  promptTokens: number;
  completionTokens: number;
  cacheHit: boolean;
  prefixCache: boolean;
  /** When its prompt is processed (its first token is due), on the server's clock: its prefill runs from `startMs` to here. */
  prefillEndMs: number;
  /** First token − start of work, and end − start of work, seen at the server. */
  serverTtftMs: number;
  serverE2eMs: number;
  /** KV capacity in tokens of the engine serving it. */
  kvCapacityTokens: number;
  /** Speculative decoding: the request's drafts, drafted and accepted tokens; null when the profile does not draft. */
  draft: { drafts: number; drafted: number; accepted: number } | null;
}

class Histogram {
  readonly counts = BUCKETS_S.map(() => 0);
  count = 0;
  sumS = 0;
  observe(seconds: number): void {
    this.count += 1;
    this.sumS += seconds;
    BUCKETS_S.forEach((bound, i) => {
      if (seconds <= bound) this.counts[i]! += 1;
    });
  }
}

class ProfileMetrics {
  readonly active = new Set<ScheduledRequest>();
  promptTokens = 0;
  generatedTokens = 0;
  cacheQueries = 0;
  cacheHits = 0;
  requests = 0;
  /** Set once a request drafted: only then are the speculative-decoding metrics exported, as a server started with a draft does. */
  speculative = false;
  drafts = 0;
  draftTokens = 0;
  acceptedTokens = 0;
  readonly ttft = new Histogram();
  readonly queue = new Histogram();
  readonly e2e = new Histogram();
}

export class SimMetrics {
  private readonly profiles = new Map<string, ProfileMetrics>();

  /** A request scheduled: counters and histograms now (its times are known up front), gauges while it lasts. */
  scheduled(profile: string, request: ScheduledRequest): () => void {
    const m = this.of(profile);
    m.requests += 1;
    m.promptTokens += request.promptTokens;
    m.generatedTokens += request.completionTokens;
    if (request.prefixCache) {
      m.cacheQueries += request.promptTokens;
      if (request.cacheHit) m.cacheHits += request.promptTokens;
    }
    if (request.draft) {
      m.speculative = true;
      m.drafts += request.draft.drafts;
      m.draftTokens += request.draft.drafted;
      m.acceptedTokens += request.draft.accepted;
    }
    m.ttft.observe(request.serverTtftMs / 1000);
    m.queue.observe((request.startMs - request.arrivedMs) / 1000);
    m.e2e.observe(request.serverE2eMs / 1000);
    m.active.add(request);
    return () => m.active.delete(request);
  }

  /**
   * When the prompt processing in progress at `nowMs` ends (the latest, with several), or null when none is: what a
   * scrape served from the engine's task queue waits for, as llama.cpp's `/metrics` does (`?queued=1`).
   */
  prefillInProgressUntil(profile: string, nowMs: number): number | null {
    let until: number | null = null;
    for (const r of this.of(profile).active)
      if (r.startMs <= nowMs && nowMs < r.prefillEndMs) until = Math.max(until ?? r.prefillEndMs, r.prefillEndMs);
    return until;
  }

  render(profile: string, dialect: MetricsDialect, nowMs: number, model: string): string {
    const m = this.of(profile);
    let waiting = 0;
    let running = 0;
    let kvTokens = 0;
    let kvCapacity = 0;
    for (const r of m.active) {
      if (nowMs < r.startMs) waiting += 1;
      else if (nowMs < r.endMs) {
        running += 1;
        const done = r.endMs > r.startMs ? Math.min(1, (nowMs - r.startMs) / (r.endMs - r.startMs)) : 1;
        kvTokens += r.promptTokens + Math.round(r.completionTokens * done);
      }
      kvCapacity = Math.max(kvCapacity, r.kvCapacityTokens);
    }
    const kvUsage = kvCapacity > 0 ? Math.min(1, kvTokens / kvCapacity) : 0;
    const w = new Writer(dialect === 'vllm' ? { model_name: model } : dialect === 'sglang' ? { model_name: model } : {});
    if (dialect === 'llama.cpp') {
      w.metric('llamacpp:prompt_tokens_total', 'counter', 'Number of prompt tokens processed.', m.promptTokens);
      w.metric('llamacpp:tokens_predicted_total', 'counter', 'Number of generation tokens processed.', m.generatedTokens);
      w.metric('llamacpp:kv_cache_usage_ratio', 'gauge', 'KV-cache usage. 1 means 100 percent usage.', round(kvUsage));
      w.metric('llamacpp:kv_cache_tokens', 'gauge', 'KV-cache tokens.', kvTokens);
      w.metric('llamacpp:requests_processing', 'gauge', 'Number of requests processing.', running);
      w.metric('llamacpp:requests_deferred', 'gauge', 'Number of requests deferred.', waiting);
    } else if (dialect === 'sglang') {
      w.metric('sglang:num_running_reqs', 'gauge', 'The number of running requests.', running);
      w.metric('sglang:num_queue_reqs', 'gauge', 'The number of requests in the waiting queue.', waiting);
      w.metric('sglang:token_usage', 'gauge', 'The token usage.', round(kvUsage));
      w.metric('sglang:prompt_tokens_total', 'counter', 'Number of prefill tokens processed.', m.promptTokens);
      w.metric('sglang:generation_tokens_total', 'counter', 'Number of generation tokens processed.', m.generatedTokens);
      w.histogram('sglang:time_to_first_token_seconds', 'Histogram of time to first token in seconds.', m.ttft);
      w.histogram('sglang:e2e_request_latency_seconds', 'Histogram of End-to-end request latency in seconds', m.e2e);
      if (m.speculative) {
        const length = m.drafts > 0 ? 1 + m.acceptedTokens / m.drafts : 1;
        w.metric('sglang:spec_accept_length', 'gauge', 'The average acceptance length of speculative decoding.', round(length));
        const rate = m.draftTokens > 0 ? m.acceptedTokens / m.draftTokens : 0;
        w.metric('sglang:spec_accept_rate', 'gauge', 'The average acceptance rate of speculative decoding.', round(rate));
      }
    } else {
      w.metric('vllm:num_requests_running', 'gauge', 'Number of requests in model execution batches.', running);
      w.metric('vllm:num_requests_waiting', 'gauge', 'Number of requests waiting to be processed.', waiting);
      w.metric('vllm:kv_cache_usage_perc', 'gauge', 'KV-cache usage. 1 means 100 percent usage.', round(kvUsage));
      w.metric('vllm:prefix_cache_queries_total', 'counter', 'Prefix cache queries, in terms of number of queried tokens.', m.cacheQueries);
      w.metric('vllm:prefix_cache_hits_total', 'counter', 'Prefix cache hits, in terms of number of cached tokens.', m.cacheHits);
      w.metric('vllm:num_preemptions_total', 'counter', 'Cumulative number of preemption from the engine.', 0);
      w.metric('vllm:prompt_tokens_total', 'counter', 'Number of prefill tokens processed.', m.promptTokens);
      w.metric('vllm:generation_tokens_total', 'counter', 'Number of generation tokens processed.', m.generatedTokens);
      if (m.speculative) {
        w.metric('vllm:spec_decode_num_drafts_total', 'counter', 'Number of spec decoding drafts.', m.drafts);
        w.metric('vllm:spec_decode_num_draft_tokens_total', 'counter', 'Number of draft tokens.', m.draftTokens);
        w.metric('vllm:spec_decode_num_accepted_tokens_total', 'counter', 'Number of accepted tokens.', m.acceptedTokens);
      }
      w.histogram('vllm:time_to_first_token_seconds', 'Histogram of time to first token in seconds.', m.ttft);
      w.histogram('vllm:request_queue_time_seconds', 'Histogram of time spent in WAITING phase for request.', m.queue);
      w.histogram('vllm:e2e_request_latency_seconds', 'Histogram of e2e request latency in seconds.', m.e2e);
    }
    return w.text();
  }

  private of(profile: string): ProfileMetrics {
    let m = this.profiles.get(profile);
    if (!m) {
      m = new ProfileMetrics();
      this.profiles.set(profile, m);
    }
    return m;
  }
}

class Writer {
  private readonly lines: string[] = [];
  private readonly labels: string;
  constructor(labels: Record<string, string>) {
    this.labels = Object.entries(labels)
      .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
      .join(',');
  }
  metric(name: string, type: 'counter' | 'gauge', help: string, value: number): void {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}${this.braces()} ${value}`);
  }
  histogram(name: string, help: string, h: Histogram): void {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
    const sep = this.labels === '' ? '' : `${this.labels},`;
    BUCKETS_S.forEach((bound, i) => this.lines.push(`${name}_bucket{${sep}le="${bound}"} ${h.counts[i]}`));
    this.lines.push(
      `${name}_bucket{${sep}le="+Inf"} ${h.count}`,
      `${name}_sum${this.braces()} ${h.sumS}`,
      `${name}_count${this.braces()} ${h.count}`,
    );
  }
  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
  private braces(): string {
    return this.labels === '' ? '' : `{${this.labels}}`;
  }
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
