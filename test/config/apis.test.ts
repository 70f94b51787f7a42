import { describe, expect, it } from 'vitest';
import { fingerprintWorkload, workloadIdentity } from '../../src/baseline/fingerprint.js';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload, parseWorkload } from '../../src/config/load.js';

function issues(yaml: string): { path: string; message: string; line: number | null }[] {
  try {
    parseWorkload(yaml);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const workload = (api: string, scenario: string, extra = ''): string => `version: 1
name: apis
endpoints:
  - name: e
    baseUrl: http://127.0.0.1:1/v1
    model: m
    api: ${api}
${extra}scenarios:
${scenario}`;

describe('an endpoint’s api', () => {
  it('defaults to chat completions, and an unknown one is named with the known ones', () => {
    expect(parseWorkload(workload('chat-completions', '  - { name: s, prompt: Hi }\n')).endpoints[0]!.api).toBe('chat-completions');
    const plain = parseWorkload(workload('chat-completions', '  - { name: s, prompt: Hi }\n').replace('    api: chat-completions\n', ''));
    expect(plain.endpoints[0]!.api).toBe('chat-completions');
    const [issue] = issues(workload('bedrock', '  - { name: s, prompt: Hi }\n'));
    expect(issue!.path).toBe('endpoints[0].api');
    expect(issue!.message).toMatch(/chat-completions.*responses.*anthropic-messages.*completions.*gemini/);
  });

  it('refuses, before anything is sent, what the API cannot carry: naming the scenario, the endpoint and the API', () => {
    const responsesStop = issues(workload('responses', "  - { name: s, prompt: Count., params: { stop: '12' } }\n"));
    expect(responsesStop).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].params.stop',
        message: expect.stringMatching(/endpoint "e" speaks responses, which has no stop sequences/),
      }),
    ]);
    const endpointStop = issues(workload('responses', '  - { name: s, prompt: Hi }\n', "    body: { stop: '12' }\n"));
    expect(endpointStop).toEqual([
      expect.objectContaining({ path: 'endpoints[0].body.stop', message: expect.stringMatching(/speaks responses/) }),
    ]);
    const completionsChat = issues(
      workload(
        'completions',
        '  - name: s\n    messages: [{ role: user, content: a }, { role: assistant, content: b }, { role: user, content: c }]\n',
      ),
    );
    expect(completionsChat[0]).toMatchObject({
      path: 'scenarios[0].messages',
      message: expect.stringMatching(/has 3 messages, but endpoint "e" speaks completions, which takes one prompt string/),
    });
    const completionsTools = issues(
      workload('completions', '  - { name: s, prompt: Hi, turns: 2, tools: [{ type: function, function: { name: f } }] }\n'),
    );
    expect(completionsTools.map((i) => i.path).sort()).toEqual(['scenarios[0].tools', 'scenarios[0].turns']);
  });

  it('accepts what each API can carry: a system and a user message on completions, tools on Responses and Messages', () => {
    expect(() =>
      parseWorkload(workload('completions', '  - name: s\n    messages: [{ role: system, content: a }, { role: user, content: b }]\n')),
    ).not.toThrow();
    for (const api of ['responses', 'anthropic-messages']) {
      expect(() =>
        parseWorkload(workload(api, '  - { name: s, prompt: Hi, turns: 2, tools: [{ type: function, function: { name: f } }] }\n')),
      ).not.toThrow();
    }
    expect(() => parseWorkload(workload('anthropic-messages', "  - { name: s, prompt: Count., params: { stop: '12' } }\n"))).not.toThrow();
  });

  it('keeps keys out of the workload in every API’s header', () => {
    const [issue] = issues(workload('anthropic-messages', '  - { name: s, prompt: Hi }\n', '    headers: { x-api-key: sk-ant-inline }\n'));
    expect(issue).toMatchObject({ path: 'endpoints[0].headers["x-api-key"]', message: expect.stringMatching(/apiKeyEnv/) });
  });

  it('is part of the fingerprint when not the default, so a baseline recorded before APIs existed keeps its fingerprint', () => {
    const chat = parseWorkload(workload('chat-completions', '  - { name: s, prompt: Hi }\n'));
    const implicit = parseWorkload(
      workload('chat-completions', '  - { name: s, prompt: Hi }\n').replace('    api: chat-completions\n', ''),
    );
    const responses = parseWorkload(workload('responses', '  - { name: s, prompt: Hi }\n'));
    expect(fingerprintWorkload(chat)).toBe(fingerprintWorkload(implicit));
    expect(workloadIdentity(chat).parts.endpoints['e']).not.toHaveProperty('api');
    expect(workloadIdentity(responses).parts.endpoints['e']).toMatchObject({ api: 'responses' });
    expect(fingerprintWorkload(responses)).not.toBe(fingerprintWorkload(chat));
  });

  it('examples/apis.yaml loads: one endpoint per API', () => {
    const example = loadWorkload(new URL('../../examples/apis.yaml', import.meta.url).pathname, {
      env: { STREAMGATE_SIM_URL: 'http://127.0.0.1:1' },
    });
    expect(example.endpoints.map((e) => e.api)).toEqual(['chat-completions', 'responses', 'anthropic-messages', 'completions']);
  });
});
