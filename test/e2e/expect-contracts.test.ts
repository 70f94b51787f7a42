import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startCli } from '../helpers/cli-process.js';

// The field report's quirk: an endpoint that streams reasoning although reasoning_effort "none" is asked. Declared
// `expect: { reasoning: absent }`, it must fail by name, run alone and against a reference that leaks the same way.
const LEAKY = `
    baseUrl: \${SIM}/ignores-reasoning-off/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 40, "ttftSigma": 0.1, "prefixCache": false}' }`;
const SCENARIOS = `
scenarios:
  - name: chat
    prompt: Say hello.
    maxTokens: 128
    params: { reasoning_effort: none }
    expect: { reasoning: absent, nonEmpty: true }
run:
  requests: 10
  looks: 1
  concurrency: 5
`;
const ALONE = `version: 1
name: quirk
endpoints:
  - name: leaky${LEAKY}
${SCENARIOS}`;
const WITH_REFERENCE = `version: 1
name: quirk
endpoints:
  - name: reference
    reference: true${LEAKY}
  - name: leaky${LEAKY}
${SCENARIOS}`;

let sim: Simulator;
let dir: string;

async function gate(file: string, text: string) {
  writeFileSync(join(dir, file), text);
  const results = `out-${file}`;
  const proc = startCli(['gate', '--workload', file, '--results-dir', results], { cwd: dir, env: { SIM: sim.url } });
  const { code } = await proc.exited;
  return { code, stdout: proc.stdout(), stderr: proc.stderr(), report: readFileSync(join(dir, results, 'report.md'), 'utf8') };
}

const BROKEN = 'expect reasoning: absent in chat · cold failed on 10 of 10 requests (every request must pass)';

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-contracts-'));
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a declared expectation broken on every request', () => {
  it('fails the run alone, with no comparison side, naming the scenario, the assertion and the count', async () => {
    const run = await gate('alone.yaml', ALONE);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    const verdict = lines.findIndex((l) => l.startsWith('streamgate: FAIL'));
    expect(lines[verdict]).toBe('streamgate: FAIL — leaky failed');
    expect(lines[verdict + 1]).toBe('  no comparison side: judged against the declared expectations (expect:)');
    expect(
      lines
        .slice(verdict + 2, verdict + 4)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(`FAIL leaky: ${BROKEN}`);
    expect(run.stdout).toContain('passed 1 declared expectation held on every request');
    expect(run.stdout).not.toContain('measured only');
    // The words the output used are spelled out once, at its end.
    expect(run.stdout).toMatch(/^terms: cell = scenario × cache state of an endpoint · TTFT = time to first token · /m);
    const top = run.report.split('\n').slice(0, 6);
    expect(top[0]).toBe('**streamgate: FAIL** — leaky failed');
    expect(top).toContain(`- ❌ **leaky**: ${BROKEN}`);
    const verdictFile = JSON.parse(readFileSync(join(dir, 'out-alone.yaml', 'verdict.json'), 'utf8')) as {
      verdict: string;
      comparison: { kind: string };
      endpoints: { name: string; verdict: string; decidedBy: string[] }[];
    };
    expect(verdictFile.verdict).toBe('fail');
    expect(verdictFile.comparison.kind).toBe('none');
    expect(verdictFile.endpoints).toEqual([
      expect.objectContaining({ name: 'leaky', verdict: 'fail', decidedBy: ['leaky/chat/cold:expect:reasoning-absent'] }),
    ]);
  }, 60_000);

  it('fails against a reference that leaks the same way, where the pass rate shows no drop', async () => {
    const run = await gate('reference.yaml', WITH_REFERENCE);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    const verdict = lines.findIndex((l) => l.startsWith('streamgate: FAIL'));
    expect(lines[verdict]).toBe('streamgate: FAIL — leaky failed');
    expect(lines[verdict + 1]).toBe('  compared with reference endpoint reference');
    // Failures first: the broken contract is the first finding, above anything still open.
    expect(
      lines
        .slice(verdict + 2, verdict + 4)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(`FAIL leaky: ${BROKEN}`);
    // Both sides fail it alike: the drop test passes, but it is not counted as a check that held.
    expect(run.stdout).not.toMatch(/2 response checks held/);
    const top = run.report.split('\n').slice(0, 6);
    expect(top[0]).toBe('**streamgate: FAIL** — leaky failed');
    expect(top[4]).toBe(`- ❌ **leaky**: ${BROKEN}`);
    // Open on its speed after its one planned look, but its 100 % contract already broken: it takes no extra look.
    const results = JSON.parse(readFileSync(join(dir, 'out-reference.yaml', 'results.json'), 'utf8')) as {
      run: { looks: { planned: number; measured: Record<string, number> } };
    };
    expect(results.run.looks).toEqual({ planned: 1, measured: { reference: 1, leaky: 1 } });
  }, 60_000);
});
