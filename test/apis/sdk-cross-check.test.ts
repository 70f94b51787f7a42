/**
 * The official clients read the same streams: pointed at the simulator, `openai` and `@anthropic-ai/sdk` assemble
 * text, tool calls, usage and finish reasons from each API's stream, and the probe must extract the same from the same
 * stream (temperature 0: the simulator repeats its answer for the same request).
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import type { EndpointConfig } from '../../src/config/types.js';
import { apiBody, apiHeaders, apiUrl } from '../../src/plan/api-requests.js';
import { probe } from '../../src/probe/probe.js';
import { GRAMMARS } from '../../src/probe/grammars/index.js';
import type { Sample } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import type { ApiId } from '../../src/apis/index.js';

const KEY = 'sk-test-cross-check-0123456789';
const FAST = '{"ttftMs": 20, "tokensPerSecond": 500}';
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 7 });
});

afterAll(async () => {
  await sim.close();
});

const workload = parseWorkload(`version: 1
name: cross-check
endpoints:
  - { name: e, baseUrl: http://127.0.0.1:1/v1, model: sim }
scenarios:
  - name: answer
    prompt: What is 17+25?
    maxTokens: 48
    params: { temperature: 0 }
  - name: essay
    prompt: Write a few sentences about rivers.
    maxTokens: 24
    params: { temperature: 0 }
  - name: tool
    prompt: Look up the weather in Paris.
    maxTokens: 64
    turns: 2
    params: { temperature: 0 }
    tools: [{ type: function, function: { name: get_weather, description: Weather by city., parameters: { type: object, properties: { city: { type: string } } } } }]
`);

interface Extracted {
  content: string;
  toolCalls: { name: string; arguments: unknown }[];
  outputTokens: number | null;
  finish: string | null;
}

function endpoint(api: ApiId, profile: string): EndpointConfig {
  return { ...workload.endpoints[0]!, api, baseUrl: `${sim.url}/${profile}/v1`, headers: { 'x-sim': FAST } };
}

async function probed(api: ApiId, profile: string, scenario: string): Promise<Sample> {
  const e = endpoint(api, profile);
  const s = workload.scenarios.find((x) => x.name === scenario)!;
  const sample = await probe({
    api,
    url: apiUrl(e),
    headers: apiHeaders(e, KEY),
    body: apiBody(e, s, s.messages),
    timeouts: { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 },
    captureHeaders: [],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario, cache: 'cold' },
  });
  expect(sample.error).toBeNull();
  return sample;
}

/** What the official client assembles from the same request, streamed. */
async function viaSdk(api: ApiId, profile: string, scenario: string): Promise<Extracted> {
  const e = endpoint(api, profile);
  const s = workload.scenarios.find((x) => x.name === scenario)!;
  const body = GRAMMARS[api].streamingBody(apiBody(e, s, s.messages));
  const headers = { 'x-sim': FAST };
  if (api === 'anthropic-messages') {
    const client = new Anthropic({ apiKey: KEY, baseURL: `${sim.url}/${profile}`, defaultHeaders: headers, maxRetries: 0 });
    const message = await client.messages.stream(body as Parameters<typeof client.messages.stream>[0]).finalMessage();
    return {
      content: message.content.map((b) => (b.type === 'text' ? b.text : '')).join(''),
      toolCalls: message.content.flatMap((b) => (b.type === 'tool_use' ? [{ name: b.name, arguments: b.input }] : [])),
      outputTokens: message.usage.output_tokens,
      finish: message.stop_reason,
    };
  }
  const client = new OpenAI({ apiKey: KEY, baseURL: e.baseUrl, defaultHeaders: headers, maxRetries: 0 });
  if (api === 'chat-completions') {
    const completion = await client.chat.completions
      .stream(body as Parameters<typeof client.chat.completions.stream>[0])
      .finalChatCompletion();
    const choice = completion.choices[0]!;
    return {
      content: choice.message.content ?? '',
      toolCalls: (choice.message.tool_calls ?? []).flatMap((c) =>
        c.type === 'function' ? [{ name: c.function.name, arguments: JSON.parse(c.function.arguments) }] : [],
      ),
      outputTokens: completion.usage?.completion_tokens ?? null,
      finish: choice.finish_reason,
    };
  }
  if (api === 'responses') {
    const response = await client.responses.stream(body as Parameters<typeof client.responses.stream>[0]).finalResponse();
    return {
      content: response.output_text,
      toolCalls: response.output.flatMap((item) =>
        item.type === 'function_call' ? [{ name: item.name, arguments: JSON.parse(item.arguments) }] : [],
      ),
      outputTokens: response.usage?.output_tokens ?? null,
      finish: response.status ?? null,
    };
  }
  const stream = await client.completions.create({ ...(body as unknown as Parameters<typeof client.completions.create>[0]), stream: true });
  let content = '';
  let finish: string | null = null;
  let outputTokens: number | null = null;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    if (choice) {
      content += choice.text;
      if (choice.finish_reason) finish = choice.finish_reason;
    }
    if (chunk.usage) outputTokens = chunk.usage.completion_tokens;
  }
  return { content, toolCalls: [], outputTokens, finish };
}

/** The SDK's finish vocabulary, as the probe records it. */
const FINISH: Record<Exclude<ApiId, 'gemini'>, Record<string, string>> = {
  'chat-completions': {},
  responses: { completed: 'stop', incomplete: 'length' },
  'anthropic-messages': { end_turn: 'stop', stop_sequence: 'stop', max_tokens: 'length', tool_use: 'tool_calls' },
  completions: {},
};

describe.each(['chat-completions', 'responses', 'anthropic-messages', 'completions'] as const)(
  '%s: the probe reads what the official client reads',
  (api) => {
    it.each(['answer', 'essay'])('text, output tokens and finish reason of "%s"', async (scenario) => {
      const sdk = await viaSdk(api, 'clean', scenario);
      const sample = await probed(api, 'clean', scenario);
      expect(sample.content).toBe(sdk.content);
      expect(sample.content.length).toBeGreaterThan(0);
      expect(sample.usage?.completionTokens).toBe(sdk.outputTokens);
      const finish = sdk.finish === null ? null : (FINISH[api][sdk.finish] ?? sdk.finish);
      // A Responses stream that ends on a function call says `completed`; the probe says `tool_calls` (checked below).
      expect(sample.finishReason).toBe(finish);
    });

    // The legacy completions API has no tools to call, so there is nothing to cross-check there.
    it.skipIf(api === 'completions')('tool calls: names and arguments', async () => {
      const sdk = await viaSdk(api, 'clean', 'tool');
      const sample = await probed(api, 'clean', 'tool');
      expect(sdk.toolCalls.length).toBeGreaterThan(0);
      expect(sample.toolCalls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) as unknown }))).toEqual(sdk.toolCalls);
    });
  },
);
