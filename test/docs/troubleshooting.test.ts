import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startCli } from '../helpers/cli-process.js';

// docs/troubleshooting.md against the code: every user-error class and its code is on the page, every kind of
// request error, and for real bad inputs run through the CLI (a bad workload, a bad option, an unreachable URL, a
// missing key variable, a baseline of another workload…) the message's key phrase is both printed and on the page.
const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(join(root, 'docs/troubleshooting.md'), 'utf8');
const flat = (text: string): string => text.replace(/\s+/g, ' ');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every subclass of UserError in src/, with its code (inherited when the class sets none). */
function userErrors(): { name: string; code: string }[] {
  const classes = new Map<string, { parent: string; code: string | null }>();
  for (const file of sources('src')) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/class (\w+) extends (\w+) \{([\s\S]*?)\n\}/g))
      classes.set(m[1]!, { parent: m[2]!, code: /readonly code = '(STREAMGATE_\w+)'/.exec(m[3]!)?.[1] ?? null });
  }
  const isUserError = (name: string): boolean => name === 'UserError' || (classes.has(name) && isUserError(classes.get(name)!.parent));
  const codeOf = (name: string): string => classes.get(name)!.code ?? codeOf(classes.get(name)!.parent);
  return [...classes.keys()].filter((name) => name !== 'UserError' && isUserError(name)).map((name) => ({ name, code: codeOf(name) }));
}

describe('docs/troubleshooting.md names every error the code has', () => {
  const errors = userErrors();

  it('finds the user-error classes it checks', () => {
    expect(errors.map((e) => e.name)).toEqual(expect.arrayContaining(['ConfigError', 'BaselineError', 'UsageError', 'OptionError']));
  });

  it.each(errors)('$name ($code)', ({ name, code }) => {
    expect(page).toContain(`\`${name}\` (\`${code}\``);
  });

  it.each([...ERROR_KINDS])('the request error kind %s', (kind) => {
    expect(page).toContain(`\`${kind}\``);
  });
});

let sim: Simulator;
let dir: string;

async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const proc = startCli(args, { cwd: dir, env: { SIM: sim.url, LLM_API_KEY: '', LLM_URL: '', ...env } });
  const { code } = await proc.exited;
  return { code, output: `${proc.stdout()}${proc.stderr()}` };
}

function workload(
  file: string,
  options: { url?: string; endpoint?: string; scenario?: string; name?: string; maxTokens?: number } = {},
): string {
  writeFileSync(
    join(dir, file),
    `version: 1
name: ${options.name ?? 't'}
endpoints:
  - { name: api, baseUrl: "${options.url ?? '${SIM}/fast/v1'}", model: sim${options.endpoint ?? ''} }
scenarios:
  - { name: chat, prompt: hi, maxTokens: ${options.maxTokens ?? 8}${options.scenario ?? ''} }
run: { requests: 6, concurrency: 6, looks: 1 }
gate: { minSamples: 6 }
`,
  );
  return file;
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-troubleshooting-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  mkdirSync(join(dir, 'baselines'));
  workload('w.yaml');
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A run that must end with an error (exit 2) whose key phrases are printed and on the page. */
async function expectDocumented(args: string[], phrases: string[], env: Record<string, string> = {}, exit = 2): Promise<void> {
  const run = await cli(args, env);
  expect(run.code, run.output).toBe(exit);
  for (const phrase of phrases) {
    expect(flat(run.output).includes(phrase), `printed: ${phrase}\n--- the output:\n${run.output}`).toBe(true);
    expect(flat(page).includes(phrase), `on docs/troubleshooting.md: ${phrase}`).toBe(true);
  }
}

describe('the CLI prints what the page says', { timeout: 120_000 }, () => {
  it('a bad workload file: a wrong value, a typo, no file', async () => {
    await expectDocumented(
      ['gate', '--workload', workload('bad.yaml', { scenario: ', cache: hot' })],
      ['scenarios[0].cache: expected "cold", "warm" or { warmShare: 0..1 }, got "hot"'],
    );
    await expectDocumented(
      ['gate', '--workload', workload('typo.yaml', { scenario: ', cahce: warm' })],
      ['unknown key "cahce"; did you mean "cache"?'],
    );
    await expectDocumented(['gate', '--workload', 'nope.yaml'], ['cannot read the workload file: no such file']);
  });

  it('a missing environment variable: the API key, a ${VAR} in the base URL', async () => {
    await expectDocumented(
      ['gate', '--workload', workload('key.yaml', { endpoint: ', apiKeyEnv: LLM_API_KEY' })],
      ['endpoint "api" reads its API key from the environment variable LLM_API_KEY, which is empty'],
    );
    await expectDocumented(
      ['gate', '--workload', workload('url.yaml', { url: '${LLM_URL}/v1' })],
      ['uses ${LLM_URL}, but the environment variable LLM_URL is not set or is empty'],
    );
  });

  it('bad commands and options', async () => {
    await expectDocumented(['frobnicate'], ['unknown command "frobnicate"; the commands are gate, baseline:update']);
    await expectDocumented(['gate'], ['gate needs --workload <file>']);
    await expectDocumented(['gate', '--workload', 'w.yaml', '--bogus'], ["Unknown option '--bogus'"]);
    await expectDocumented(
      ['gate', '--workload', 'w.yaml', '--fail-on', 'sometimes'],
      ['--fail-on must be regression, inconclusive or never, got "sometimes"'],
    );
    await expectDocumented(['baseline:update', '--workload', 'w.yaml', '--runs', '0'], ['--runs must be an integer ≥ 1, got "0"']);
    await expectDocumented(['sim', '--slots', 'abc'], ['--slots must be an integer, got "abc"']);
    await expectDocumented(
      ['gate', '--workload', 'w.yaml', '--history', 'h', '--no-history'],
      ['--history names a history to compare with and --no-history turns it off'],
    );
    await expectDocumented(['history'], ['history needs add, accept, show or render']);
    await expectDocumented(
      ['history', 'add', '--workload', 'w.yaml'],
      ['history add needs --results <folder or results.json> of a complete run'],
    );
    await expectDocumented(['history', 'render'], ['history render needs --out <folder>']);
  });

  it('an unreachable URL and a base URL without the simulator profile: ERROR, with what to check', async () => {
    await expectDocumented(
      ['gate', '--workload', workload('closed.yaml', { url: 'http://127.0.0.1:9/v1' })],
      [
        'streamgate: ERROR — every request to api failed',
        'nothing about its performance can be compared',
        'is the server running and reachable at',
      ],
    );
    await expectDocumented(['gate', '--workload', workload('no-profile.yaml', { url: '${SIM}/v1' })], ['needs a profile in its path']);
  });

  it('baselines: none yet, none at the path named, broken, of another workload', async () => {
    await expectDocumented(['gate', '--workload', workload('fresh.yaml', { name: 'fresh' })], ['measured only'], {}, 0);
    await expectDocumented(['gate', '--workload', workload('w.yaml'), '--baseline', 'none.json'], ['no baseline at', 'record one with']);
    writeFileSync(join(dir, 'broken.json'), '{"version": 1,\n');
    await expectDocumented(['gate', '--workload', 'w.yaml', '--baseline', 'broken.json'], ['is not valid JSON at line 2, column 1']);
    const recorded = await cli(['baseline:update', '--workload', 'w.yaml']);
    expect(recorded.code, recorded.output).toBe(0);
    await expectDocumented(
      ['gate', '--workload', workload('w.yaml', { maxTokens: 9 })],
      ['was recorded with a different workload', 'scenario chat: maxTokens 8 → 9'],
    );
  });

  it('the simulator on a port in use', async () => {
    await expectDocumented(
      ['sim', '--port', new URL(sim.url).port],
      ['is already in use: stop what listens there, or pick another port with --port <n> (0: any free port)'],
    );
  });
});
