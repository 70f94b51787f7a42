import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { decisionOfRun, reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { gatedRun } from '../helpers/gated-run.js';

// Issue 56: three endpoints on one server (a reference, a candidate with its prefix cache switched off, a third), one
// cold and one warm scenario. The server's prefix cache holds one prompt: every request, cold or warm, of any endpoint
// pushes the one before out, so the reference's warm cell hits (almost) never. Its TTFT over every request is then a
// cold TTFT, and so is the candidate's: compared, they are unchanged, and the gate passed the candidate whose cache is
// off. The run must say that the warm cell measured cold and why, and must not pass it as warm.
let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 56 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-measured-cold-'));
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Fast timings with a clear warm/cold gap; the prefix cache holds `cacheTokens` prompt tokens (the warm prompt is 16). */
function workload(cacheTokens: number | null): string {
  const server = JSON.stringify({
    ttftMs: 60,
    ttftSigma: 0.2,
    warmTtftMs: 10,
    tokensPerSecond: 1000,
    coldPrefillMsPer1kChars: 100,
    ...(cacheTokens === null ? {} : { prefixCacheTokens: cacheTokens }),
  });
  const off = JSON.stringify({ ...JSON.parse(server), prefixCache: false });
  return `
version: 1
name: measured-cold
endpoints:
  - name: reference
    baseUrl: ${sim.url}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '${server}' }
  - name: candidate
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '${off}' }
  - name: third
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '${server}' }
scenarios:
  - { name: hello, prompt: Say hello., maxTokens: 8, cache: cold }
  - { name: essay, prompt: Write a 20-word answer about rivers and the sea., maxTokens: 8, cache: warm }
run: { concurrency: 1, seed: 5, looks: 2 }
`;
}

async function run(cacheTokens: number | null, name: string) {
  const parsed = parseWorkload(workload(cacheTokens), { format: 'yaml' });
  const plan = planGate(parsed, { baseline: null, workloadFile: `${name}.yaml`, aaRuns: 0, cwd: dir });
  return gatedRun(parsed, plan, join(dir, name));
}

describe('three endpoints on one simulator with a small prefix cache', () => {
  it('says the warm cell measured cold, names the shared server, and does not pass the cache-less candidate as warm', async () => {
    const { results, evaluation } = await run(20, 'small');
    expect(sim.errors).toEqual([]);
    const warm = (endpoint: string) => results.cells.find((c) => c.endpoint === endpoint && c.cache === 'warm')!;
    // The reference hit (almost) never: the cell's timings are cold ones.
    const reference = warm('reference').cacheHits!;
    expect(reference.hit / (reference.hit + reference.miss)).toBeLessThan(0.25);
    expect(warm('candidate').cacheHits!.hit).toBe(0);

    const outcome = evaluation.outcome!;
    const candidate = outcome.endpoints.find((e) => e.endpoint === 'candidate')!;
    expect(candidate.verdict).not.toBe('pass');
    expect(outcome.verdict).not.toBe('pass');
    // The candidate's TTFT was held open, not failed: cold against cold, it looked unchanged.
    const p50 = outcome.pooled.find((p) => p.id === 'candidate:ttftMs:p50')!;
    expect(p50.verdict).toBe('inconclusive');
    expect(p50.measuredCold!.map((c) => c.key)).toEqual(['candidate/essay/warm']);
    expect(p50.measuredCold![0]!.cold).toContain('comparison');
    // The miss share could not catch it: both sides missed.
    expect(outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!.verdict).not.toBe('fail');

    const decision = decisionOfRun(results, evaluation);
    expect(decision.conditions).toEqual([
      expect.objectContaining({
        kind: 'measured-cold',
        scenario: 'essay',
        sides: expect.arrayContaining([expect.objectContaining({ endpoint: 'reference', role: 'comparison', recorded: false })]),
        causes: [{ kind: 'shared-server', endpoints: ['reference', 'candidate', 'third'] }],
      }),
    ]);
    expect(decision.conditions[0]!.kind === 'measured-cold' && decision.conditions[0]!.held).toContain('candidate');

    // Said among the comment's top lines, before the table, and in the terminal.
    const report = reportOfRun('measured cold', results, evaluation);
    const top = report.slice(0, report.indexOf('| endpoint |'));
    expect(top).toMatch(
      /- ⚠️ \*\*essay · warm measured cold\*\*: the reference endpoint reference hit the prefix cache on \d+ of \d+ requests, candidate on 0 of \d+/,
    );
    expect(top).toContain('(declared warm); likely cause: reference, candidate and third share one server and evict each other');
    expect(top).toMatch(/is not passed as warm \(held open for candidate/);
    expect(top).toMatch(/\*\*candidate\*\* \(inconclusive\): TTFT p50 .*; not passed as warm: essay · warm measured cold/);
    expect(terminalOfRun(results, evaluation)).toContain('essay · warm measured cold: the reference endpoint reference');
  }, 240_000);

  it('with a cache that holds every prompt (the default), the same candidate fails on its own misses and the reference is warm', async () => {
    const { results, evaluation } = await run(null, 'roomy');
    const reference = results.cells.find((c) => c.endpoint === 'reference' && c.cache === 'warm')!.cacheHits!;
    expect(reference.hit / (reference.hit + reference.miss)).toBeGreaterThan(0.9);
    const outcome = evaluation.outcome!;
    expect(outcome.endpoints.find((e) => e.endpoint === 'candidate')!.verdict).toBe('fail');
    expect(outcome.endpoints.find((e) => e.endpoint === 'third')!.verdict).not.toBe('fail');
    const [cold, ...rest] = decisionOfRun(results, evaluation).conditions;
    expect(rest).toEqual([]);
    // Only the candidate measured cold, and its own cache is the likely cause.
    expect(cold).toMatchObject({
      kind: 'measured-cold',
      sides: [{ endpoint: 'candidate', role: 'candidate', hit: 0 }],
      causes: [{ kind: 'candidate-cache', endpoints: ['candidate'] }, { kind: 'shared-server' }],
    });
  }, 240_000);
});
