import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload, parseWorkload } from '../../src/config/load.js';
import { DEFAULT_CAPTURE_HEADERS, DEFAULT_TIMEOUTS } from '../../src/config/types.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/workloads/${name}`, import.meta.url));
const example = (name: string): string => fileURLToPath(new URL(`../../examples/${name}`, import.meta.url));

const tempDir = mkdtempSync(join(tmpdir(), 'streamgate-config-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('examples', () => {
  it('loads the demo workload with the simulator URL expanded', () => {
    const workload = loadWorkload(example('demo.yaml'), { env: { STREAMGATE_SIM_URL: 'http://127.0.0.1:4567' } });
    expect(workload.endpoints.map((e) => [e.name, e.baseUrl])).toEqual([
      ['clean', 'http://127.0.0.1:4567/clean/v1'],
      ['buffered', 'http://127.0.0.1:4567/buffered/v1'],
    ]);
    expect(workload.scenarios.map((s) => s.name)).toEqual(['hello', 'essay', 'agent']);
    const agent = workload.scenarios[2]!;
    expect(agent.agent?.turns).toBe(2);
    expect(agent.agent?.tools).toHaveLength(1);
    expect(agent.cache).toEqual({ warmShare: 0.5 });
    // The shared system prompt is meant to be a realistic 2–3 KB agent preamble.
    const system = agent.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content.length).toBeGreaterThanOrEqual(2000);
    expect(system.content.length).toBeLessThanOrEqual(3000);
    expect(workload.run.concurrency).toBe(6);
    expect(workload.endpoints.find((e) => e.reference)?.name).toBe('clean');
    expect(workload.gate.overrides.minSamples).toBe(6);
  });

  it('refuses the demo workload when the simulator URL is not set', () => {
    expect(() => loadWorkload(example('demo.yaml'), { env: {} })).toThrow(/STREAMGATE_SIM_URL/);
  });

  it('loads the pull-request example: the main-branch stack is the reference, measured in looks', () => {
    const workload = loadWorkload(example('pr-gate.yaml'), { env: { VLLM_URL: 'http://pr:8000', VLLM_MAIN_URL: 'http://main:8000' } });
    expect(workload.endpoints.map((e) => [e.name, e.baseUrl, e.reference])).toEqual([
      ['main', 'http://main:8000/v1', true],
      ['pr', 'http://pr:8000/v1', false],
    ]);
    expect(workload.run).toMatchObject({ requests: 20, looks: 3 });
  });

  it('loads the commented real-provider workload', () => {
    const workload = loadWorkload(example('workload.yaml'), { env: { VLLM_URL: 'http://vllm.internal:8000' } });
    const [openai, vllm] = workload.endpoints;
    expect(openai).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKeyEnv: 'OPENAI_API_KEY' });
    expect(vllm).toMatchObject({ baseUrl: 'http://vllm.internal:8000/v1', apiKeyEnv: null });
    expect(workload.run.captureHeaders).toContain('x-ratelimit-remaining-requests');
  });
});

describe('defaults', () => {
  it('fills every optional setting of a minimal file', () => {
    const workload = loadWorkload(fixture('minimal.yaml'), { env: {} });
    expect(workload).toEqual({
      version: 1,
      name: 'minimal',
      endpoints: [
        {
          name: 'only',
          baseUrl: 'http://127.0.0.1:8080/v1',
          model: 'm',
          api: 'chat-completions',
          apiKeyEnv: null,
          headers: {},
          body: {},
          reference: false,
          connection: { caFile: null, ca: null, http2: false, reuse: true },
        },
      ],
      scenarios: [
        { name: 'hi', weight: 1, messages: [{ role: 'user', content: 'Hi' }], maxTokens: 256, params: {}, cache: 'cold', agent: null },
      ],
      run: {
        requests: 20,
        warmup: 1,
        concurrency: 1,
        ratePerSecond: null,
        seed: 1,
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [...DEFAULT_CAPTURE_HEADERS],
        retries: 0,
      },
      gate: { baseline: null, aaRuns: 0, overrides: {} },
      source: fixture('minimal.yaml'),
    });
  });

  it('keeps run.looks only when the file sets it (absent means the default number of looks)', () => {
    const text = (run: string): string =>
      `version: 1\nname: n\nendpoints: [{name: a, baseUrl: "http://x/v1", model: m}]\nscenarios: [{name: s, prompt: p}]\n${run}`;
    expect(parseWorkload(text('')).run).not.toHaveProperty('looks');
    expect(parseWorkload(text('run: { looks: 1 }\n')).run.looks).toBe(1);
    expect(parseWorkload(text('run: { requests: 12, looks: 4 }\n')).run).toMatchObject({ requests: 12, looks: 4 });
  });

  it('keeps the source path absolute even when given a relative one', () => {
    const workload = parseWorkload(
      'version: 1\nname: n\nendpoints: [{name: a, baseUrl: "http://x/v1", model: m}]\nscenarios: [{name: s, prompt: p}]\n',
      {
        file: 'relative/w.yaml',
      },
    );
    expect(workload.source !== null && isAbsolute(workload.source)).toBe(true);
    expect(
      parseWorkload('version: 1\nname: n\nendpoints: [{name: a, baseUrl: "http://x/v1", model: m}]\nscenarios: [{name: s, prompt: p}]\n')
        .source,
    ).toBeNull();
  });

  it('applies agent-loop, cache, header and warmup rules', () => {
    const workload = loadWorkload(fixture('full.yaml'), { env: { FIXTURE_BASE: 'http://127.0.0.1:9' } });
    const [hello, essay, agentTurn] = workload.scenarios;
    expect(hello!.agent).toBeNull();
    expect(hello!.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(essay!.cache).toEqual({ warmShare: 0.25 });
    expect(essay!.maxTokens).toBe(256);
    expect(agentTurn!.agent).toEqual({
      turns: 3,
      followUps: [{ role: 'user', content: 'Continue.' }],
      tools: [
        {
          type: 'function',
          function: {
            name: 'search',
            description: 'Search the code.',
            parameters: { type: 'object', properties: { q: { type: 'string' } } },
          },
        },
      ],
    });
    expect(workload.run.ratePerSecond).toBe(2.5);
    expect(workload.run.timeouts).toEqual({ ...DEFAULT_TIMEOUTS, headersMs: 1000, idleMs: 2000 });
    // Lower-cased and appended to the defaults, without duplicating x-request-id.
    expect(workload.run.captureHeaders).toEqual([...DEFAULT_CAPTURE_HEADERS, 'x-upstream-time']);
    expect(workload.endpoints[0]!.baseUrl).toBe('http://127.0.0.1:9/clean/v1');
    expect(workload.endpoints[1]!.reference).toBe(true);
  });

  it('normalises warmShare 0 and 1 to cold and warm, and gives a tools-only scenario a one-turn loop', () => {
    const workload = parseWorkload(`version: 1
name: n
endpoints: [{ name: a, baseUrl: "http://x/v1", model: m }]
scenarios:
  - { name: none, prompt: p, cache: { warmShare: 0 } }
  - { name: all, prompt: p, cache: { warmShare: 1 } }
  - name: tooled
    prompt: p
    tools: [{ type: function, function: { name: f } }]
  - { name: looped, prompt: p, turns: 4 }
`);
    expect(workload.scenarios.map((s) => s.cache)).toEqual(['cold', 'warm', 'cold', 'cold']);
    expect(workload.scenarios[2]!.agent).toEqual({
      turns: 1,
      followUps: [{ role: 'user', content: 'Continue.' }],
      tools: [{ type: 'function', function: { name: 'f' } }],
    });
    expect(workload.scenarios[3]!.agent?.turns).toBe(4);
  });

  it('raises warmup to the number of warm cells', () => {
    const workload = parseWorkload(`version: 1
name: n
endpoints: [{ name: a, baseUrl: "http://x/v1", model: m }]
scenarios:
  - { name: one, prompt: p, cache: warm }
  - { name: two, prompt: p, cache: { warmShare: 0.5 } }
  - { name: three, prompt: p }
run: { warmup: 0 }
`);
    expect(workload.run.warmup).toBe(2);
  });
});

describe('YAML and JSON', () => {
  it('load to the same workload', () => {
    const env = { FIXTURE_BASE: 'http://127.0.0.1:9' };
    const fromYaml = loadWorkload(fixture('full.yaml'), { env });
    const fromJson = loadWorkload(fixture('full.json'), { env });
    expect({ ...fromJson, source: null }).toEqual({ ...fromYaml, source: null });
  });

  it('report the same problems, with lines in both', () => {
    const issuesOf = (file: string): unknown[] => {
      try {
        loadWorkload(fixture(file), { env: {} });
      } catch (error) {
        if (error instanceof ConfigError) return error.issues;
      }
      throw new Error('expected a ConfigError');
    };
    const fromJson = issuesOf('many-errors.json') as { path: string; line: number | null; message: string }[];
    expect(fromJson.map((issue) => issue.path)).toEqual(['endpoints[1].refrence', 'scenarios[0].cache.warmShare']);
    expect(fromJson.every((issue) => typeof issue.line === 'number')).toBe(true);

    const yamlText = `version: 1
name: many-errors
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:1/v1", model: m }
  - { name: b, baseUrl: "http://127.0.0.1:2/v1", model: m, refrence: true }
scenarios:
  - { name: s1, prompt: Hi, cache: { warmShare: 1.5 } }
`;
    const yamlFile = join(tempDir, 'many-errors.yaml');
    writeFileSync(yamlFile, yamlText);
    let yamlIssues: { path: string; message: string }[] = [];
    try {
      loadWorkload(yamlFile, { env: {} });
    } catch (error) {
      if (error instanceof ConfigError) yamlIssues = error.issues;
    }
    expect(yamlIssues.map(({ path, message }) => ({ path, message }))).toEqual(fromJson.map(({ path, message }) => ({ path, message })));
  });

  it('picks the format from the extension, and reads unknown extensions as YAML', () => {
    const jsonAsYamlName = join(tempDir, 'workload.txt');
    writeFileSync(
      jsonAsYamlName,
      'version: 1\nname: n\nendpoints: [{name: a, baseUrl: "http://x/v1", model: m}]\nscenarios: [{name: s, prompt: p}]\n',
    );
    expect(loadWorkload(jsonAsYamlName, { env: {} }).name).toBe('n');
    // The same YAML text under a .json name is held to JSON syntax.
    const yamlAsJsonName = join(tempDir, 'workload.json');
    writeFileSync(yamlAsJsonName, 'version: 1\nname: n\n');
    expect(() => loadWorkload(yamlAsJsonName, { env: {} })).toThrow(/JSON syntax error/);
  });

  it('accepts a $schema key for editors', () => {
    const workload = parseWorkload(
      JSON.stringify({
        $schema: '../schemas/workload.schema.json',
        version: 1,
        name: 'n',
        endpoints: [{ name: 'a', baseUrl: 'http://x/v1', model: 'm' }],
        scenarios: [{ name: 's', prompt: 'p' }],
      }),
      { format: 'json' },
    );
    expect(workload.name).toBe('n');
  });
});
