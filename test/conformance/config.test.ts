import { describe, expect, it } from 'vitest';
import { DEFAULT_PROBE_PROMPT, defaultProbeVariants, variantsFor } from '../../src/config/sections/default-probes.js';
import { ConfigError, type ConfigIssue } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';

const HEAD = `
version: 1
name: w
endpoints:
  - { name: e, baseUrl: "http://127.0.0.1:1/v1", model: m }
`;

function parse(text: string) {
  return parseWorkload(HEAD + text, { format: 'yaml', file: 'w.yaml' });
}

function issues(text: string): ConfigIssue[] {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('workload expect: and probes:', () => {
  it('normalises expectations with defaults', () => {
    const w = parse(`
scenarios:
  - name: s
    prompt: What is 17+25?
    expect: { reasoning: absent, answer: { exact: "42", number: { value: 42 } } }
`);
    expect(w.scenarios[0]!.expect).toEqual({
      reasoning: 'absent',
      withinMaxTokens: false,
      stopHonoured: false,
      nonEmpty: false,
      json: false,
      jsonSchema: null,
      usage: false,
      answer: { exact: '42', number: { value: 42, tolerance: 0 } },
      minPassRate: { reasoning: 1, withinMaxTokens: 1, stopHonoured: 1, nonEmpty: 1, json: 1, jsonSchema: 1, usage: 1, answer: 0.9 },
    });
  });

  it('expect.minPassRate: one share for every assertion, or a share per key over the defaults', () => {
    const w = parse(`
scenarios:
  - name: all
    prompt: p
    expect: { nonEmpty: true, minPassRate: 0.8 }
  - name: some
    prompt: p
    expect: { nonEmpty: true, answer: { contains: x }, minPassRate: { answer: 0.5 } }
`);
    expect(Object.values(w.scenarios[0]!.expect!.minPassRate)).toEqual(Array(8).fill(0.8));
    expect(w.scenarios[1]!.expect!.minPassRate).toMatchObject({ nonEmpty: 1, answer: 0.5 });
  });

  it('a minimum pass rate outside 0..1 or under an unknown key is refused with its path', () => {
    const above = issues(`
scenarios:
  - name: s
    prompt: p
    expect: { nonEmpty: true, minPassRate: 1.5 }
`);
    expect(above.map((i) => i.path)).toContain('scenarios[0].expect.minPassRate');
    const unknown = issues(`
scenarios:
  - name: s
    prompt: p
    expect: { nonEmpty: true, minPassRate: { speed: 0.5 } }
`);
    expect(unknown.map((i) => `${i.path} ${i.message}`).join('\n')).toContain('scenarios[0].expect.minPassRate');
  });

  it('a response_format asking for JSON switches the JSON check on, with its schema', () => {
    const schema = { type: 'object', required: ['a'] };
    const w = parse(`
scenarios:
  - name: s
    prompt: p
    params: { response_format: { type: json_schema, json_schema: { name: x, schema: ${JSON.stringify(schema)} } } }
  - name: t
    prompt: p
`);
    expect(w.scenarios[0]!.expect).toMatchObject({ json: true, jsonSchema: schema });
    expect(w.scenarios[1]!.expect).toBeUndefined();
  });

  it('probes are opt-in; `default` is the built-in set; an object picks, repeats and adds custom variants', () => {
    const none = parse('scenarios: [{ name: s, prompt: p }]\n');
    expect(none.probes).toBeUndefined();
    const all = parse('scenarios: [{ name: s, prompt: p }]\nprobes: default\n');
    expect(all.probes).toMatchObject({ repeat: 3, prompt: DEFAULT_PROBE_PROMPT });
    // Every API's set is kept; each endpoint gets its own API's.
    expect(variantsFor(all.probes!, 'chat-completions')).toEqual(defaultProbeVariants());
    expect(variantsFor(all.probes!, 'responses')).toEqual(defaultProbeVariants('responses'));
    const some = parse(`
scenarios: [{ name: s, prompt: p }]
probes:
  only: [enable_thinking=false, stop=12]
  repeat: 5
  custom:
    - { name: "vendor: think off", params: { think: false }, check: reasoning-off }
`);
    expect(some.probes!.repeat).toBe(5);
    const chat = variantsFor(some.probes!, 'chat-completions');
    expect(chat.map((v) => v.id)).toEqual(['enable_thinking=false', 'stop=12', 'vendor: think off']);
    expect(chat[2]).toEqual({
      id: 'vendor: think off',
      family: 'custom',
      params: { think: false },
      check: 'reasoning-off',
      prompt: null,
      api: null,
    });
  });

  it('rejects unknown probe ids, unknown checks, bad regexes and a stop check without a stop sequence', () => {
    const found = issues(`
scenarios:
  - name: s
    prompt: p
    expect: { stopHonoured: true, answer: { regex: "(" } }
probes:
  only: [enable_thinking=off]
  custom: [{ name: c, params: {}, check: vibes }]
`);
    const paths = found.map((i) => i.path);
    expect(paths).toContain('probes.only[0]');
    expect(paths).toContain('probes.custom[0].check');
    expect(paths).toContain('scenarios[0].expect.answer.regex');
    expect(paths).toContain('scenarios[0].expect.stopHonoured');
  });
});
