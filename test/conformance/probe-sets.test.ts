import { describe, expect, it } from 'vitest';
import { builtInProbeIds, defaultProbeVariants, PROBE_THINKING_BUDGET, variantsFor } from '../../src/config/sections/default-probes.js';
import { parseWorkload } from '../../src/config/load.js';
import type { EndpointConfig, ProbeVariantConfig } from '../../src/config/types.js';
import { CHECKS, limitOf } from '../../src/conformance/checks.js';
import { judgeVariant } from '../../src/conformance/judge.js';
import { probeBody } from '../../src/conformance/run-probes.js';
import { API_IDS, type ApiId } from '../../src/apis/index.js';
import { PROBE_CHECK_IDS } from '../../src/vocabulary/checks.js';
import { response } from './factory.js';

const PROMPT = 'Count from 1 to 30.';

function endpoint(api: ApiId, body: Record<string, unknown> = {}): EndpointConfig {
  return {
    name: api,
    baseUrl: 'http://127.0.0.1:1/v1',
    model: 'm',
    api,
    apiKeyEnv: null,
    headers: {},
    body,
    reference: false,
    connection: { caFile: null, ca: null, http2: false, reuse: true },
  };
}

const ids = (api: ApiId): string[] => defaultProbeVariants(api).map((v) => v.id);
const byId = (api: ApiId, id: string): ProbeVariantConfig => defaultProbeVariants(api).find((v) => v.id === id)!;

function workload(probes: string): ReturnType<typeof parseWorkload> {
  return parseWorkload(
    `
version: 1
name: w
endpoints:
${API_IDS.map((api) => `  - { name: ${api}, baseUrl: "http://127.0.0.1:1/v1", model: m, api: ${api} }`).join('\n')}
scenarios: [{ name: s, prompt: p }]
probes: ${probes}
`,
    { format: 'yaml', file: 'w.yaml' },
  );
}

describe('the built-in probe set of each API', () => {
  it('chat completions keeps its set and ids', () => {
    expect(ids('chat-completions')).toEqual([
      'reasoning_effort=none',
      'thinking.type=disabled',
      'enable_thinking=false',
      'chat_template_kwargs.enable_thinking=false',
      'reasoning.enabled=false',
      'reasoning_effort=minimal',
      'reasoning_effort=low',
      'max_tokens=8',
      'max_completion_tokens=8',
      'stop=12',
      'stream_options.include_usage=true',
      'temperature=0',
    ]);
    expect(defaultProbeVariants()).toEqual(defaultProbeVariants('chat-completions'));
  });

  it('Responses: reasoning.effort, max_output_tokens (the API refuses fewer than 16), usage always reported; no stop', () => {
    expect(ids('responses')).toEqual([
      'reasoning.effort=none',
      'reasoning.effort=minimal',
      'reasoning.effort=low',
      'max_output_tokens=16',
      'usage (always reported)',
      'temperature=0',
    ]);
    expect(byId('responses', 'reasoning.effort=none')).toMatchObject({ params: { reasoning: { effort: 'none' } }, check: 'reasoning-off' });
    expect(byId('responses', 'reasoning.effort=low').check).toBe('reasoning-reduced');
    expect(byId('responses', 'usage (always reported)')).toMatchObject({ params: {}, check: 'usage' });
    expect(defaultProbeVariants('responses').map((v) => v.check)).not.toContain('stop');
  });

  it('Anthropic Messages: thinking off and on, max_tokens, stop_sequences, usage always reported', () => {
    expect(ids('anthropic-messages')).toEqual([
      'thinking.type=disabled',
      'thinking.type=enabled',
      'max_tokens=8',
      'stop_sequences=12',
      'usage (always reported)',
      'temperature=0',
    ]);
    expect(byId('anthropic-messages', 'thinking.type=enabled')).toMatchObject({
      params: { thinking: { type: 'enabled', budget_tokens: PROBE_THINKING_BUDGET } },
      check: 'reasoning-on',
    });
    expect(byId('anthropic-messages', 'stop_sequences=12')).toMatchObject({ params: { stop_sequences: ['12'] }, check: 'stop' });
  });

  it('legacy completions: no reasoning variants', () => {
    expect(ids('completions')).toEqual(['max_tokens=8', 'stop=12', 'stream_options.include_usage=true', 'temperature=0']);
  });

  it('each variant names its API; `probes.only` may name the union of the ids', () => {
    for (const api of API_IDS) for (const v of defaultProbeVariants(api)) expect(v.api).toBe(api);
    const union = builtInProbeIds();
    expect(new Set(union).size).toBe(union.length);
    for (const api of API_IDS) for (const id of ids(api)) expect(union).toContain(id);
  });
});

describe('probe settings per endpoint', () => {
  it('`default` gives every endpoint its API’s set', () => {
    const probes = workload('default').probes!;
    for (const api of API_IDS) expect(variantsFor(probes, api)).toEqual(defaultProbeVariants(api));
  });

  it('`only` picks ids of any API; an id an API lacks is not sent to its endpoints', () => {
    const probes = workload('{ only: [stop=12, reasoning.effort=none, temperature=0] }').probes!;
    expect(variantsFor(probes, 'chat-completions').map((v) => v.id)).toEqual(['stop=12', 'temperature=0']);
    expect(variantsFor(probes, 'responses').map((v) => v.id)).toEqual(['reasoning.effort=none', 'temperature=0']);
    expect(variantsFor(probes, 'anthropic-messages').map((v) => v.id)).toEqual(['temperature=0']);
    expect(variantsFor(probes, 'completions').map((v) => v.id)).toEqual(['stop=12', 'temperature=0']);
  });

  it('a custom variant goes to every endpoint as written, or with `api:` only to that API’s', () => {
    const probes = workload(`
  set: none
  custom:
    - { name: think off, params: { think: false }, check: reasoning-off }
    - { name: effort none, params: { reasoning: { effort: none } }, check: reasoning-off, api: responses }
`).probes!;
    expect(variantsFor(probes, 'responses').map((v) => v.id)).toEqual(['think off', 'effort none']);
    expect(variantsFor(probes, 'chat-completions').map((v) => v.id)).toEqual(['think off']);
    expect(variantsFor(probes, 'responses')[1]).toMatchObject({ api: 'responses', family: 'custom' });
  });

  it('refuses a custom variant for an unknown API', () => {
    expect(() => workload('{ custom: [{ name: c, params: {}, check: usage, api: bedrock }] }')).toThrow(/probes\.custom\[0\]\.api/);
  });
});

describe('probe bodies in each API', () => {
  it('chat completions: the prompt and the setting, no token limit of the probe’s own (as before)', () => {
    expect(probeBody(endpoint('chat-completions'), PROMPT, {})).toEqual({ model: 'm', messages: [{ role: 'user', content: PROMPT }] });
    expect(probeBody(endpoint('chat-completions'), PROMPT, { max_completion_tokens: 8 })).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: PROMPT }],
      max_completion_tokens: 8,
    });
    // The endpoint's body under the variant's fields.
    expect(probeBody(endpoint('chat-completions', { max_tokens: 64, top_p: 1 }), PROMPT, { top_p: 0.5 })).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: PROMPT }],
      max_tokens: 64,
      top_p: 0.5,
    });
  });

  it('Responses: `input`, the variant’s max_output_tokens, nothing else', () => {
    expect(probeBody(endpoint('responses'), PROMPT, {})).toEqual({ model: 'm', input: [{ role: 'user', content: PROMPT }] });
    expect(probeBody(endpoint('responses'), PROMPT, byId('responses', 'max_output_tokens=16').params)).toEqual({
      model: 'm',
      input: [{ role: 'user', content: PROMPT }],
      max_output_tokens: 16,
    });
  });

  it('Anthropic Messages: max_tokens always (the variant’s replaces the probe’s), stop as stop_sequences', () => {
    const user = [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }];
    expect(probeBody(endpoint('anthropic-messages'), PROMPT, {})).toEqual({ model: 'm', messages: user, max_tokens: 2048 });
    expect(probeBody(endpoint('anthropic-messages'), PROMPT, { max_tokens: 8 })).toEqual({ model: 'm', messages: user, max_tokens: 8 });
    expect(probeBody(endpoint('anthropic-messages'), PROMPT, byId('anthropic-messages', 'stop_sequences=12').params)).toMatchObject({
      stop_sequences: ['12'],
    });
    // A custom variant written with chat's `stop` goes out in the API's name.
    const custom = probeBody(endpoint('anthropic-messages'), PROMPT, { stop: ['12'] });
    expect(custom).toMatchObject({ stop_sequences: ['12'] });
    expect(custom).not.toHaveProperty('stop');
    // Thinking needs max_tokens above its budget.
    const thinking = probeBody(endpoint('anthropic-messages'), PROMPT, byId('anthropic-messages', 'thinking.type=enabled').params);
    expect(thinking['max_tokens']).toBeGreaterThan(PROBE_THINKING_BUDGET);
  });

  it('legacy completions: one prompt string and a limit (the API’s own default of 16 would cut the count short)', () => {
    expect(probeBody(endpoint('completions'), PROMPT, {})).toEqual({ model: 'm', prompt: PROMPT, max_tokens: 2048 });
    expect(probeBody(endpoint('completions'), PROMPT, { max_tokens: 8, stop: ['12'] })).toEqual({
      model: 'm',
      prompt: PROMPT,
      max_tokens: 8,
      stop: ['12'],
    });
  });

  it('does not share the variant’s params with the body', () => {
    const params = { thinking: { type: 'enabled', budget_tokens: 1024 } };
    const body = probeBody(endpoint('anthropic-messages'), PROMPT, params);
    (body['thinking'] as { type: string }).type = 'changed';
    expect(params.thinking.type).toBe('enabled');
  });
});

describe('the checks across APIs', () => {
  const variant = (id: string, check: ProbeVariantConfig['check'], params: Record<string, unknown>): ProbeVariantConfig => ({
    id,
    family: 'f',
    params,
    check,
    prompt: null,
    api: null,
  });

  it('every check id has its behaviour', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...PROBE_CHECK_IDS].sort());
  });

  it('reasoning-on: honoured when the response reasons, ignored otherwise; never n/a', () => {
    const on = variant('thinking.type=enabled', 'reasoning-on', {});
    const thinking = [response({ reasoningChars: 200 }), response({ reasoningChars: 180 })];
    const plain = [response({}), response({})];
    expect(judgeVariant('e', on, thinking, plain).verdict).toBe('honoured');
    expect(judgeVariant('e', on, plain, plain).verdict).toBe('ignored');
    // Reported reasoning tokens count without text (hidden reasoning).
    expect(judgeVariant('e', on, [response({ reasoningTokens: 30 })], plain).verdict).toBe('honoured');
  });

  it('stop reads `stop` or Anthropic’s `stop_sequences`', () => {
    const stop = variant('stop_sequences=12', 'stop', { stop_sequences: ['12'] });
    const control = [response({ content: '1 2 3 4 5 6 7 8 9 10 11 12 13' })];
    expect(judgeVariant('e', stop, [response({ content: '1 2 3 4 5 6 7 8 9 10 11 ' })], control).verdict).toBe('honoured');
    expect(judgeVariant('e', stop, control, control).verdict).toBe('ignored');
    expect(judgeVariant('e', stop, control, [response({ content: '1 2 3' })]).verdict).toBe('not-applicable');
  });

  it('max-tokens reads max_tokens, max_completion_tokens or max_output_tokens', () => {
    expect(limitOf({ max_tokens: 8 })).toBe(8);
    expect(limitOf({ max_completion_tokens: 9 })).toBe(9);
    expect(limitOf({ max_output_tokens: 16 })).toBe(16);
    expect(limitOf({})).toBeNull();
    const limit = variant('max_output_tokens=16', 'max-tokens', { max_output_tokens: 16 });
    const long = [response({ contentTokens: 30 })];
    expect(judgeVariant('e', limit, [response({ contentTokens: 16, finishReason: 'length' })], long).verdict).toBe('honoured');
    expect(judgeVariant('e', limit, long, long).verdict).toBe('ignored');
  });
});
