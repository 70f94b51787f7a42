import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { parseExposition, type MetricSample } from '../../src/telemetry/index.js';
import { get, post, usageOf, userMessage } from './client.js';
import { quick } from './api-helpers.js';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
});
afterAll(() => sim.close());

async function scrape(path: string): Promise<MetricSample[]> {
  const ex = await get(`${sim.url}${path}`);
  expect(ex.status).toBe(200);
  expect(ex.headers['content-type']).toContain('text/plain');
  const parsed = parseExposition(ex.body);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.samples;
}
const value = (samples: MetricSample[], name: string): number | undefined => samples.find((s) => s.name === name)?.value;

describe("the simulator's /metrics", () => {
  it("counts llama-slots' prefix-cache hits as the responses report them, in vLLM's names", async () => {
    const server = { 'x-sim-server': 'slots-test' };
    let cachedTokens = 0;
    let promptTokens = 0;
    for (const text of ['shared prefix A', 'shared prefix B', 'shared prefix A', 'shared prefix A', 'shared prefix B']) {
      const ex = await post(
        `${sim.url}/llama-slots/v1/chat/completions`,
        { model: 'sim', messages: userMessage(text), stream: true, stream_options: { include_usage: true }, max_tokens: 4 },
        { headers: { ...quick({ prefixCache: true }), ...server } },
      );
      const usage = usageOf(ex)!;
      promptTokens += usage.prompt_tokens;
      cachedTokens += usage.prompt_tokens_details?.cached_tokens ?? 0;
    }
    // Two slots, two prefixes in turn: the first of each misses, the rest hit.
    expect(cachedTokens).toBeGreaterThan(0);
    expect(cachedTokens).toBeLessThan(promptTokens);
    const samples = await scrape('/llama-slots/metrics?server=slots-test');
    expect(value(samples, 'vllm:prefix_cache_queries_total')).toBe(promptTokens);
    expect(value(samples, 'vllm:prefix_cache_hits_total')).toBe(cachedTokens);
    expect(value(samples, 'vllm:prompt_tokens_total')).toBe(promptTokens);
    expect(value(samples, 'vllm:time_to_first_token_seconds_count')).toBe(5);
    expect(value(samples, 'vllm:num_requests_running')).toBe(0);
    // Another server of the same profile has its own counters.
    expect(value(await scrape('/llama-slots/metrics?server=other'), 'vllm:prompt_tokens_total')).toBe(0);
  });

  it('serves llama.cpp and SGLang names on request, and says which names it knows', async () => {
    const llama = await scrape('/clean/metrics?names=llama.cpp');
    expect(llama.map((s) => s.name)).toContain('llamacpp:requests_deferred');
    const sglang = await scrape('/clean/metrics?names=sglang');
    expect(sglang.map((s) => s.name)).toContain('sglang:num_queue_reqs');
    const unknown = await get(`${sim.url}/clean/metrics?names=tgi`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('names=vllm | llama.cpp | sglang');
  });
});
