import { describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { buildChatBody, chatCompletionsUrl } from '../../src/plan/request-body.js';

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
    prompt: Hi
    tools: [{ type: function, function: { name: search } }]
`);
const [endpoint] = workload.endpoints;
const [plain, tooled] = workload.scenarios;

describe('buildChatBody', () => {
  it('merges model, messages and max_tokens with endpoint body and scenario params, params winning', () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    expect(buildChatBody(endpoint!, plain!, messages)).toEqual({
      model: 'model-a',
      messages,
      max_tokens: 32,
      temperature: 0,
      top_p: 0.9,
      reasoning_effort: 'none',
    });
  });

  it('sends tools only for scenarios that have them', () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    expect(buildChatBody(endpoint!, plain!, messages)).not.toHaveProperty('tools');
    expect(buildChatBody(endpoint!, tooled!, messages).tools).toEqual([{ type: 'function', function: { name: 'search' } }]);
  });
});

describe('chatCompletionsUrl', () => {
  it('appends the path whether or not the base URL ends in slashes', () => {
    expect(chatCompletionsUrl('http://127.0.0.1:8080/v1')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:8080/v1/')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.test/v1//')).toBe('https://api.example.test/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.test')).toBe('https://api.example.test/chat/completions');
  });

  it('keeps a query string such as an API version', () => {
    expect(chatCompletionsUrl('https://x.example.test/openai/deployments/d?api-version=2024-06-01')).toBe(
      'https://x.example.test/openai/deployments/d/chat/completions?api-version=2024-06-01',
    );
  });
});
