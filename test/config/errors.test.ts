import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, formatIssue, type ConfigIssue } from '../../src/config/errors.js';
import { loadWorkload, parseWorkload, type ParseOptions } from '../../src/config/load.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/workloads/${name}`, import.meta.url));
const tempDir = mkdtempSync(join(tmpdir(), 'streamgate-config-errors-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

function caught(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

function issuesFor(text: string, options: ParseOptions = { file: 'w.yaml' }): ConfigIssue[] {
  return caught(() => parseWorkload(text, options)).issues;
}

/** 1-based line of the first line containing `needle` (so expectations follow the text, not a number). */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`"${needle}" not in text`);
  return index + 1;
}

const HEAD = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
`;
const SCENARIOS = `scenarios:
  - name: s
    prompt: Hi
`;

describe('schema problems', () => {
  it('names a missing key at the object that lacks it', () => {
    const text = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
${SCENARIOS}`;
    expect(issuesFor(text)).toEqual([
      { file: 'w.yaml', path: 'endpoints[0]', line: lineOf(text, '- name: a'), message: 'missing required key "model"' },
    ]);
  });

  it('names a missing top-level key at the root', () => {
    const text = `version: 1\nname: test\n${SCENARIOS}`;
    expect(issuesFor(text)).toEqual([{ file: 'w.yaml', path: '', line: 1, message: 'missing required key "endpoints"' }]);
  });

  it('suggests the closest key for a typo and does not also call the real key missing', () => {
    const text = `${HEAD}scenarios:
  - name: s
    promt: Hi
    maxtokens: 12
`;
    expect(issuesFor(text)).toEqual([
      { file: 'w.yaml', path: 'scenarios[0].promt', line: lineOf(text, 'promt'), message: 'unknown key "promt"; did you mean "prompt"?' },
      {
        file: 'w.yaml',
        path: 'scenarios[0].maxtokens',
        line: lineOf(text, 'maxtokens'),
        message: 'unknown key "maxtokens"; did you mean "maxTokens"?',
      },
    ]);
  });

  it('lists the allowed keys when nothing is close', () => {
    const text = `${HEAD}${SCENARIOS}gate: {}\nextras: []\n`;
    const issues = issuesFor(text);
    expect(issues.map((issue) => [issue.path, issue.line])).toEqual([['extras', lineOf(text, 'extras:')]]);
    expect(issues[0]!.message).toBe(
      'unknown key "extras" (allowed here: $schema, version, name, endpoints, scenarios, run, gate, probes, slo, quality, sweep, speculative)',
    );
  });

  it('checks gate rules: unknown metrics and misspelt keys are errors, not silently ignored', () => {
    const text = `${HEAD}${SCENARIOS}gate:\n  falseFailureBudget: 0.01\n  metrics:\n    - { metric: ttft, statistic: p50 }\n    - { metric: ttftMs, statistic: p50, maxratio: 1.1 }\n`;
    const issues = issuesFor(text);
    expect(issues.map((issue) => issue.path)).toEqual(['gate.metrics[0].metric', 'gate.metrics[1].maxratio']);
    expect(issues[1]!.message).toContain('did you mean "maxRatio"');
  });

  it('reports wrong types in plain words', () => {
    const text = `${HEAD}scenarios:
  - name: s
    prompt: Hi
    maxTokens: lots
    params: [1]
run:
  requests: 2.5
`;
    expect(issuesFor(text).map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'scenarios[0].maxTokens', message: 'expected a whole number, got "lots"' },
      { path: 'scenarios[0].params', message: 'expected an object (key: value pairs), got a list' },
      { path: 'run.requests', message: 'expected a whole number, got 2.5' },
    ]);
  });

  it('lists enum values and the supported version', () => {
    const text = `version: 2
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
scenarios:
  - name: s
    messages:
      - role: robot
        content: hi
`;
    expect(issuesFor(text)).toEqual([
      { file: 'w.yaml', path: 'version', line: 1, message: 'must be 1, got 2' },
      {
        file: 'w.yaml',
        path: 'scenarios[0].messages[0].role',
        line: lineOf(text, 'role: robot'),
        message: 'expected "system", "user", "assistant" or "tool", got "robot"',
      },
    ]);
  });

  it('reports values out of range with the limit', () => {
    const text = `${HEAD}scenarios:
  - name: s
    prompt: Hi
    weight: 0
    maxTokens: 0
run:
  looks: 0
  concurrency: 5000
  retries: -1
`;
    expect(issuesFor(text).map(({ path, message, line }) => ({ path, message, line }))).toEqual([
      { path: 'scenarios[0].weight', line: lineOf(text, 'weight: 0'), message: 'must be greater than 0, got 0' },
      { path: 'scenarios[0].maxTokens', line: lineOf(text, 'maxTokens: 0'), message: 'must be at least 1, got 0' },
      { path: 'run.looks', line: lineOf(text, 'looks: 0'), message: 'must be at least 1, got 0' },
      { path: 'run.concurrency', line: lineOf(text, 'concurrency'), message: 'must be at most 1024, got 5000' },
      { path: 'run.retries', line: lineOf(text, 'retries'), message: 'must be at least 0, got -1' },
    ]);
  });

  it('explains name and URL patterns instead of quoting a regular expression', () => {
    const text = `version: 1
name: test
endpoints:
  - name: my endpoint
    baseUrl: api.example.com/v1
    model: m
    apiKeyEnv: 1KEY
${SCENARIOS}`;
    expect(issuesFor(text).map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'endpoints[0].name', message: `expected a name made of letters, digits, '.', '_' or '-', got "my endpoint"` },
      {
        path: 'endpoints[0].baseUrl',
        message: 'expected an http:// or https:// URL (it may start with ${ENV_VAR}), got "api.example.com/v1"',
      },
      {
        path: 'endpoints[0].apiKeyEnv',
        message: `expected an environment variable name (letters, digits and '_', not starting with a digit), got "1KEY"`,
      },
    ]);
  });

  it('requires exactly one of prompt, messages and the sources that give prompts', () => {
    const text = `${HEAD}scenarios:
  - name: neither
  - name: both
    prompt: Hi
    messages: [{ role: user, content: Hi }]
`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'scenarios[0]',
        line: lineOf(text, 'name: neither'),
        message: 'needs one of "prompt", "messages", "dataset", "synthetic", "trace" or "sessions"',
      },
      {
        file: 'w.yaml',
        path: 'scenarios[1]',
        line: lineOf(text, 'name: both'),
        message: 'has both "prompt" and "messages"; keep only one',
      },
    ]);
  });

  it('collapses cache alternatives into one message, or reports the detail of the one that was meant', () => {
    const text = `${HEAD}scenarios:
  - name: s1
    prompt: Hi
    cache: lukewarm
  - name: s2
    prompt: Hi
    cache: { warmShare: 2 }
  - name: s3
    prompt: Hi
    cache:
      warmshare: 0.5
`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'scenarios[0].cache',
        line: lineOf(text, 'lukewarm'),
        message: 'expected "cold", "warm" or { warmShare: 0..1 }, got "lukewarm"',
      },
      { file: 'w.yaml', path: 'scenarios[1].cache.warmShare', line: lineOf(text, 'warmShare: 2'), message: 'must be at most 1, got 2' },
      {
        file: 'w.yaml',
        path: 'scenarios[2].cache.warmshare',
        line: lineOf(text, 'warmshare'),
        message: 'unknown key "warmshare"; did you mean "warmShare"?',
      },
    ]);
  });

  it('checks header names and values and tool definitions', () => {
    const text = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
    headers:
      bad name: x
      x-count: 3
scenarios:
  - name: s
    prompt: Hi
    tools:
      - type: function
        function: { name: f, paramters: {} }
`;
    expect(issuesFor(text).map(({ path, message, line }) => ({ path, message, line }))).toEqual([
      {
        path: 'endpoints[0].headers["bad name"]',
        line: lineOf(text, 'bad name'),
        message: 'invalid key "bad name": expected an HTTP header name',
      },
      { path: 'endpoints[0].headers["x-count"]', line: lineOf(text, 'x-count'), message: 'expected a string, got 3' },
      {
        path: 'scenarios[0].tools[0].function.paramters',
        line: lineOf(text, 'paramters'),
        message: 'unknown key "paramters"; did you mean "parameters"?',
      },
    ]);
  });

  it('reports an empty file', () => {
    expect(issuesFor('# nothing here\n')).toEqual([
      { file: 'w.yaml', path: '', line: null, message: 'is empty: expected a workload with version, name, endpoints and scenarios' },
    ]);
  });

  it('reports a document that is not an object', () => {
    expect(issuesFor('- just\n- a list\n')).toEqual([
      { file: 'w.yaml', path: '', line: 1, message: 'expected an object (key: value pairs), got a list' },
    ]);
  });
});

describe('rules beyond the schema', () => {
  it('rejects duplicate endpoint and scenario names', () => {
    const text = `version: 1
name: test
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:1/v1", model: m }
  - { name: a, baseUrl: "http://127.0.0.1:2/v1", model: m }
scenarios:
  - { name: s, prompt: Hi }
  - { name: t, prompt: Hi }
  - { name: s, prompt: Hello }
`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'endpoints[1].name',
        line: lineOf(text, '2/v1'),
        message: 'duplicate endpoint name "a" (already used by endpoints[0])',
      },
      {
        file: 'w.yaml',
        path: 'scenarios[2].name',
        line: lineOf(text, 'Hello'),
        message: 'duplicate scenario name "s" (already used by scenarios[0])',
      },
    ]);
  });

  it('allows at most one reference endpoint, and not a lonely one', () => {
    const text = `version: 1
name: test
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:1/v1", model: m, reference: true }
  - { name: b, baseUrl: "http://127.0.0.1:2/v1", model: m, reference: true }
  - { name: c, baseUrl: "http://127.0.0.1:3/v1", model: m, reference: false }
${SCENARIOS}`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'endpoints[1].reference',
        line: lineOf(text, 'name: b'),
        message: 'only one endpoint may be the reference, and "a" already is',
      },
    ]);
    const lonely = `version: 1
name: test
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:1/v1", model: m, reference: true }
${SCENARIOS}`;
    expect(issuesFor(lonely).map((issue) => issue.message)).toEqual([
      'a reference endpoint needs at least one other endpoint to compare with',
    ]);
  });

  it('rejects concurrency together with rate', () => {
    const text = `${HEAD}${SCENARIOS}run:\n  concurrency: 2\n  rate: 1.5\n`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'run.rate',
        line: lineOf(text, 'rate:'),
        message: 'set either "concurrency" (closed loop) or "rate" (open loop), not both',
      },
    ]);
  });

  it('needs at least one request per scenario × cache cell, including with the default', () => {
    const text = `${HEAD}scenarios:
  - { name: s1, prompt: Hi, cache: { warmShare: 0.5 } }
  - { name: s2, prompt: Hi, cache: warm }
  - { name: s3, prompt: Hi, cache: { warmShare: 1 } }
run:
  requests: 3
`;
    expect(issuesFor(text)).toEqual([
      {
        file: 'w.yaml',
        path: 'run.requests',
        line: lineOf(text, 'requests: 3'),
        message: 'must be at least 4 so that each of the 4 scenario × cache cells gets a request, got 3',
      },
    ]);
    const scenarios = Array.from({ length: 16 }, (_, i) => `  - { name: s${i}, prompt: Hi, cache: { warmShare: 0.5 } }`).join('\n');
    const manyCells = `${HEAD}scenarios:\n${scenarios}\n`;
    expect(issuesFor(manyCells).map((issue) => issue.message)).toEqual([
      'must be at least 32 so that each of the 32 scenario × cache cells gets a request, got 20 (the default is 20)',
    ]);
  });

  it('rejects an authorization header, whatever its case, without echoing its value', () => {
    const text = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
    headers:
      AUTHORIZATION: Bearer sk-do-not-print
${SCENARIOS}`;
    const error = caught(() => parseWorkload(text, { file: 'w.yaml' }));
    expect(error.issues).toEqual([
      {
        file: 'w.yaml',
        path: 'endpoints[0].headers.AUTHORIZATION',
        line: lineOf(text, 'AUTHORIZATION'),
        message: 'must not be set here: put the key in an environment variable and name that variable in "apiKeyEnv"',
      },
    ]);
    expect(error.message).not.toContain('sk-do-not-print');
  });

  it('rejects body fields that streamgate owns, in params and in endpoint bodies', () => {
    const text = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
    body: { messages: [], top_p: 1 }
scenarios:
  - name: s
    prompt: Hi
    params:
      stream: false
      model: other
      reasoning_effort: none
      max_tokens: 5
`;
    expect(issuesFor(text).map(({ path, message, line }) => ({ path, message, line }))).toEqual([
      {
        path: 'endpoints[0].body.messages',
        line: lineOf(text, 'body:'),
        message: 'cannot be set here: built from the scenario\'s "prompt" or "messages"',
      },
      {
        path: 'scenarios[0].params.stream',
        line: lineOf(text, 'stream:'),
        message: 'cannot be set here: streaming is always on; it is what streamgate measures',
      },
      {
        path: 'scenarios[0].params.model',
        line: lineOf(text, 'model: other'),
        message: 'cannot be set here: set by the endpoint\'s "model"',
      },
      {
        path: 'scenarios[0].params.max_tokens',
        line: lineOf(text, 'max_tokens'),
        message: 'cannot be set here: use the scenario\'s "maxTokens"',
      },
    ]);
  });

  it('names unset or empty variables used in baseUrl', () => {
    const text = `version: 1
name: test
endpoints:
  - name: a
    baseUrl: \${SG_HOST}/\${SG_PATH}/v1
    model: m
${SCENARIOS}`;
    expect(issuesFor(text, { file: 'w.yaml', env: { SG_PATH: '' } })).toEqual([
      {
        file: 'w.yaml',
        path: 'endpoints[0].baseUrl',
        line: 5,
        message: 'uses ${SG_HOST}, but the environment variable SG_HOST is not set or is empty',
      },
      {
        file: 'w.yaml',
        path: 'endpoints[0].baseUrl',
        line: 5,
        message: 'uses ${SG_PATH}, but the environment variable SG_PATH is not set or is empty',
      },
    ]);
    expect(parseWorkload(text, { env: { SG_HOST: 'http://h:1', SG_PATH: 'p' } }).endpoints[0]!.baseUrl).toBe('http://h:1/p/v1');
  });

  it('checks the expanded URL, without printing what the environment supplied', () => {
    const text = `${HEAD.replace('http://127.0.0.1:1/v1', '${SG_URL}/v1')}${SCENARIOS}`;
    const credentials = caught(() => parseWorkload(text, { env: { SG_URL: 'https://user:hunter2@example.test' } }));
    expect(credentials.issues.map((issue) => issue.message)).toEqual([
      'must not contain credentials: put the key in an environment variable and name it in "apiKeyEnv"',
    ]);
    expect(credentials.message).not.toContain('hunter2');
    const scheme = issuesFor(text, { env: { SG_URL: 'ftp://example.test' } });
    expect(scheme.map((issue) => issue.message)).toEqual(['must be an http:// or https:// URL, got ftp:// (after expanding ${...})']);
    const garbage = issuesFor(text, { env: { SG_URL: 'not a url' } });
    expect(garbage.map((issue) => issue.message)).toEqual(['is not a valid URL (after expanding ${...})']);
  });
});

describe('reporting', () => {
  it('reports every problem of a file at once, in line order', () => {
    const file = fixture('many-errors.yaml');
    const text = readFileSync(file, 'utf8');
    const error = caught(() => loadWorkload(file, { env: {} }));
    expect(error.issues.map(({ path, line }) => ({ path, line }))).toEqual([
      { path: 'endpoints[0].headers.Authorization', line: lineOf(text, 'Authorization') },
      { path: 'endpoints[1]', line: lineOf(text, '127.0.0.1:2') - 1 },
      { path: 'endpoints[1].name', line: lineOf(text, '127.0.0.1:2') - 1 },
      { path: 'scenarios[0].maxTokes', line: lineOf(text, 'maxTokes') },
      { path: 'scenarios[1].cache', line: lineOf(text, 'lukewarm') },
      { path: 'scenarios[1].weight', line: lineOf(text, 'weight: 0') },
      { path: 'run.rate', line: lineOf(text, 'rate: 1') },
    ]);
    expect(error.issues.every((issue) => issue.file === file)).toBe(true);
    // The message is the list itself, one `file:line path: message` per line.
    expect(error.message.split('\n')).toEqual(error.issues.map(formatIssue));
    expect(error.message.split('\n')[0]).toBe(
      `${file}:${lineOf(text, 'Authorization')} endpoints[0].headers.Authorization: must not be set here: put the key in an environment variable and name that variable in "apiKeyEnv"`,
    );
  });

  it('formats issues without file, line or path', () => {
    expect(formatIssue({ file: null, path: 'shard', line: null, message: 'bad' })).toBe('shard: bad');
    expect(formatIssue({ file: 'w.yaml', path: '', line: 3, message: 'bad' })).toBe('w.yaml:3: bad');
    expect(formatIssue({ file: null, path: '', line: 2, message: 'bad' })).toBe('line 2: bad');
  });
});

describe('syntax and file errors', () => {
  it('gives YAML syntax errors a line', () => {
    const file = fixture('syntax-error.yaml');
    const issues = caught(() => loadWorkload(file, { env: {} })).issues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]).toEqual({
      file,
      path: '',
      line: 5,
      message: 'YAML syntax error: Nested mappings are not allowed in compact mappings',
    });
  });

  it('treats a duplicated YAML key as a syntax error', () => {
    const file = fixture('duplicate-key.yaml');
    expect(caught(() => loadWorkload(file, { env: {} })).issues).toEqual([
      { file, path: '', line: 3, message: 'YAML syntax error: Map keys must be unique' },
    ]);
  });

  it('treats a duplicated JSON key as an error too, although JSON.parse accepts it', () => {
    const text = '{\n  "version": 1,\n  "name": "a",\n  "name": "b"\n}\n';
    expect(issuesFor(text, { file: 'w.json' })).toEqual([
      { file: 'w.json', path: '', line: 4, message: 'JSON error: duplicate key (each key may appear only once per object)' },
    ]);
  });

  it('gives JSON syntax errors a line and no source excerpt', () => {
    const file = fixture('syntax-error.json');
    const text = readFileSync(file, 'utf8');
    expect(caught(() => loadWorkload(file, { env: {} })).issues).toEqual([
      { file, path: '', line: lineOf(text, '  ]'), message: "JSON syntax error: Unexpected token ']'" },
    ]);
  });

  it('reports a missing or unreadable file', () => {
    const missing = join(tempDir, 'absent.yaml');
    expect(caught(() => loadWorkload(missing)).issues).toEqual([
      { file: missing, path: '', line: null, message: 'cannot read the workload file: no such file' },
    ]);
    expect(caught(() => loadWorkload(tempDir)).issues[0]!.message).toBe('cannot read the workload file: it is a directory');
    if (process.getuid?.() !== 0) {
      const locked = join(tempDir, 'locked.yaml');
      writeFileSync(locked, 'version: 1\n');
      chmodSync(locked, 0o000);
      expect(caught(() => loadWorkload(locked)).issues[0]!.message).toBe('cannot read the workload file: permission denied');
    }
  });
});
