import { describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import type { EndpointConfig } from '../../src/config/types.js';
import { ANTHROPIC_VERSION } from '../../src/apis/anthropic-messages/index.js';
import { apiBody, apiHeaders, apiUrl } from '../../src/plan/api-requests.js';
import type { ApiId } from '../../src/apis/index.js';

const workload = parseWorkload(`version: 1
name: bodies
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: model-a
    body: { temperature: 0.2, top_p: 0.9 }
scenarios:
  - name: plain
    prompt: Hi
    maxTokens: 32
    params: { temperature: 0, reasoning_effort: none }
  - name: tooled
    messages: [{ role: system, content: Be brief. }, { role: user, content: Find it. }]
    turns: 2
    tools: [{ type: function, function: { name: search, description: Searches., parameters: { type: object, properties: { q: { type: string } } } } }]
  - name: stopped
    prompt: Count.
    params: { stop: '12' }
`);
const [endpoint] = workload.endpoints;
const [plain, tooled, stopped] = workload.scenarios;
const as = (api: ApiId): EndpointConfig => ({ ...endpoint!, api });

/** An agent conversation after one tool call, in the chat form the runner keeps. */
const afterToolCall: unknown[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Find it.' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"it"}' } }],
  },
  { role: 'tool', tool_call_id: 'call_1', content: '{"ok":true}' },
];

describe('chat completions', () => {
  it('merges model, messages and max_tokens with endpoint body and scenario params, params winning', () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    expect(apiBody(as('chat-completions'), plain!, messages)).toEqual({
      model: 'model-a',
      messages,
      max_tokens: 32,
      temperature: 0,
      top_p: 0.9,
      reasoning_effort: 'none',
    });
  });

  it('sends tools only for scenarios that have them, and the key as a bearer token', () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    expect(apiBody(as('chat-completions'), plain!, messages)).not.toHaveProperty('tools');
    expect(apiBody(as('chat-completions'), tooled!, messages).tools).toEqual(tooled!.agent!.tools);
    expect(apiHeaders(as('chat-completions'), 'sk-test')).toEqual({ authorization: 'Bearer sk-test' });
    expect(apiHeaders(as('chat-completions'), null)).toEqual({});
  });
});

describe('responses', () => {
  it('sends the conversation as input items, max_output_tokens, and tools in the flat form', () => {
    const body = apiBody(as('responses'), tooled!, afterToolCall);
    expect(body).toMatchObject({
      model: 'model-a',
      max_output_tokens: tooled!.maxTokens,
      input: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Find it.' },
        { type: 'function_call', call_id: 'call_1', name: 'search', arguments: '{"q":"it"}' },
        { type: 'function_call_output', call_id: 'call_1', output: '{"ok":true}' },
      ],
      tools: [
        {
          type: 'function',
          name: 'search',
          description: 'Searches.',
          parameters: { type: 'object', properties: { q: { type: 'string' } } },
        },
      ],
    });
    expect(body).not.toHaveProperty('messages');
    expect(body).not.toHaveProperty('max_tokens');
    expect(apiUrl(as('responses'))).toBe('http://127.0.0.1:1/v1/responses');
  });
});

describe('anthropic messages', () => {
  it('moves system text to `system`, tool calls to tool_use blocks and results to a user turn of tool_result blocks', () => {
    const body = apiBody(as('anthropic-messages'), tooled!, afterToolCall);
    expect(body).toMatchObject({
      model: 'model-a',
      system: 'Be brief.',
      max_tokens: tooled!.maxTokens,
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Find it.' }] },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'search', input: { q: 'it' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: '{"ok":true}' }] },
      ],
      tools: [{ name: 'search', description: 'Searches.', input_schema: { type: 'object', properties: { q: { type: 'string' } } } }],
    });
  });

  it('spells stop as stop_sequences, and the key as x-api-key beside anthropic-version (the endpoint may name another version)', () => {
    const body = apiBody(as('anthropic-messages'), stopped!, [{ role: 'user', content: 'Count.' }]);
    expect(body.stop_sequences).toEqual(['12']);
    expect(body).not.toHaveProperty('stop');
    expect(apiHeaders(as('anthropic-messages'), 'sk-ant')).toEqual({ 'anthropic-version': ANTHROPIC_VERSION, 'x-api-key': 'sk-ant' });
    expect(apiHeaders({ api: 'anthropic-messages', headers: { 'Anthropic-Version': '2024-01-01' } }, 'k')).toEqual({
      'Anthropic-Version': '2024-01-01',
      'x-api-key': 'k',
    });
    expect(apiUrl(as('anthropic-messages'))).toBe('http://127.0.0.1:1/v1/messages');
  });
});

describe('gemini', () => {
  const gemini = (baseUrl = 'https://generativelanguage.googleapis.com/v1beta'): EndpointConfig => ({
    ...as('gemini'),
    baseUrl,
    model: 'gemini-2.5-flash',
  });

  it('names the model in the path with alt=sse, and sends the key in x-goog-api-key only', () => {
    expect(apiUrl(gemini())).toBe('https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(apiUrl({ ...gemini('http://127.0.0.1:1/clean/v1beta/?x=1'), model: 'models/gemini-2.5-pro' })).toBe(
      'http://127.0.0.1:1/clean/v1beta/models/gemini-2.5-pro:streamGenerateContent?x=1&alt=sse',
    );
    expect(apiHeaders(gemini(), 'g-key')).toEqual({ 'x-goog-api-key': 'g-key' });
    expect(apiHeaders(gemini(), null)).toEqual({});
  });

  it('sends contents of user and model turns, the system text apart, tools as functionDeclarations', () => {
    const body = apiBody(gemini(), tooled!, afterToolCall);
    expect(body).toEqual({
      contents: [
        { role: 'user', parts: [{ text: 'Find it.' }] },
        { role: 'model', parts: [{ functionCall: { name: 'search', args: { q: 'it' } } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'search', response: { content: '{"ok":true}' } } }] },
      ],
      systemInstruction: { parts: [{ text: 'Be brief.' }] },
      // The endpoint's `temperature` is a GenerationConfig name and goes inside; its `top_p` is not, and is sent as written.
      generationConfig: { maxOutputTokens: tooled!.maxTokens, temperature: 0.2 },
      top_p: 0.9,
      tools: [
        {
          functionDeclarations: [
            { name: 'search', description: 'Searches.', parameters: { type: 'object', properties: { q: { type: 'string' } } } },
          ],
        },
      ],
    });
    expect(body).not.toHaveProperty('model');
    expect(body).not.toHaveProperty('stream');
  });

  it('nests the generation fields: flat names, chat’s stop and a given generationConfig merge field by field', () => {
    const body = apiBody(gemini(), stopped!, [{ role: 'user', content: 'Count.' }], {
      params: {
        generationConfig: { thinkingConfig: { thinkingBudget: 0 } },
        thinkingConfig: { includeThoughts: true },
        safetySettings: [],
      },
    });
    expect(body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Count.' }] }],
      generationConfig: {
        maxOutputTokens: stopped!.maxTokens,
        temperature: 0.2,
        stopSequences: ['12'],
        thinkingConfig: { thinkingBudget: 0, includeThoughts: true },
      },
      top_p: 0.9,
      safetySettings: [],
    });
    // A plan item's own limit replaces the scenario's inside generationConfig.
    const limited = apiBody(gemini(), plain!, [{ role: 'user', content: 'Hi' }], { maxTokens: 5 });
    expect(limited.generationConfig).toMatchObject({ maxOutputTokens: 5, temperature: 0 });
  });
});

describe('legacy completions', () => {
  it('sends one prompt string', () => {
    expect(apiBody(as('completions'), plain!, [{ role: 'user', content: '[ref 00000001] Hi' }])).toEqual({
      model: 'model-a',
      prompt: '[ref 00000001] Hi',
      max_tokens: 32,
      temperature: 0,
      top_p: 0.9,
      reasoning_effort: 'none',
    });
    expect(apiUrl(as('completions'))).toBe('http://127.0.0.1:1/v1/completions');
  });
});

describe('apiUrl', () => {
  it('appends the path whether or not the base URL ends in slashes', () => {
    for (const [base, url] of [
      ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1/chat/completions'],
      ['http://127.0.0.1:8080/v1/', 'http://127.0.0.1:8080/v1/chat/completions'],
      ['https://api.example.test/v1//', 'https://api.example.test/v1/chat/completions'],
      ['https://api.example.test', 'https://api.example.test/chat/completions'],
    ]) {
      expect(apiUrl({ baseUrl: base!, api: 'chat-completions', model: 'm' })).toBe(url);
    }
  });

  it('keeps a query string such as an API version', () => {
    expect(
      apiUrl({ baseUrl: 'https://x.example.test/openai/deployments/d?api-version=2024-06-01', api: 'chat-completions', model: 'm' }),
    ).toBe('https://x.example.test/openai/deployments/d/chat/completions?api-version=2024-06-01');
  });
});
