import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, writeBaseline } from '../../src/baseline/index.js';
import { gateResults } from '../../src/compare/sequential.js';
import { baselineComparand, loadBaseline, resolveGateRules } from '../../src/compare/comparand.js';
import { faultWorkload, runAndRead } from '../helpers/fault-run.js';
import { everyOther, FAULTS, GENEROUS_TIMEOUTS, healthyStream } from '../helpers/faults.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';
import { terminalOf } from '../helpers/decided-report.js';

// A candidate whose endpoint now fails half its requests with a 500 must fail the gate on the error rate, even
// though every request that did succeed streamed exactly as before.

// The error rate is a non-inferiority test (Farrington–Manning at the 5-point allowance): a healthy run shows its
// rate within the allowance only with enough requests. 0 errors in 40 against 0 in 40 cannot (z ≈ −1.45 against the
// −1.645 a pass needs, so it would stay undecided); 0 in 60 against 0 in 60 can (z ≈ −1.78).
const REQUESTS = 60;
const servers: ScriptedServer[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-error-rate-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const workloadFor = (baseUrl: string) =>
  faultWorkload([{ name: 'candidate', baseUrl }], { requests: REQUESTS, concurrency: 8, timeouts: GENEROUS_TIMEOUTS });

describe('gate on a rising error rate', () => {
  it('fails with errorRate named, and passes the same endpoint when it is healthy', async () => {
    const healthy = await startScriptedServer(healthyStream());
    const failing500 = FAULTS.find((f) => f.expected === 'http_5xx')!;
    if (failing500.target.kind !== 'script') throw new Error('the 5xx fault is a scripted one');
    const flaky = await startScriptedServer(everyOther(failing500.target.script));
    servers.push(healthy, flaky);

    const recordedWorkload = workloadFor(`${healthy.url}/v1`);
    const recorded = await runAndRead(recordedWorkload, join(dir, 'baseline-run'));
    const baselinePath = join(dir, 'baseline.json');
    writeBaseline(baselinePath, baselineFromResults(recorded.results, recordedWorkload));

    const candidateWorkload = workloadFor(`${flaky.url}/v1`);
    const candidate = await runAndRead(candidateWorkload, join(dir, 'candidate-run'));
    expect(candidate.results.cells[0]!.errorKinds).toEqual({ http_5xx: REQUESTS / 2 });

    const rules = resolveGateRules(candidateWorkload);
    const baseline = loadBaseline(candidateWorkload, baselinePath, true, 'faults.json')!;
    const outcome = gateResults(baselineComparand(candidate.results, baseline), rules, candidate.results);
    expect(outcome.verdict).toBe('fail');
    // The endpoint's error rate over its cells (one here) fails, and so does the cell's own test.
    const pooled = outcome.pooled.find((p) => p.metric === 'errorRate')!;
    expect(pooled).toMatchObject({
      endpoint: 'candidate',
      role: 'primary',
      verdict: 'fail',
      cells: 1,
      baseline: { n: REQUESTS },
      candidate: { n: REQUESTS },
    });
    expect(pooled.evidence).toEqual({
      kind: 'rise',
      allowance: 0.05,
      mustCatch: 0.1,
      finding: 'beyond',
      rejected: true,
      shares: { baseline: 0, candidate: 0.5 },
    });
    const errorRate = outcome.comparisons.find((c) => c.metric === 'errorRate')!;
    expect(errorRate.verdict).toBe('fail');
    expect(errorRate.candidate.value).toBe(0.5);
    expect(errorRate.baseline.value).toBe(0);
    expect(errorRate.evidence).toMatchObject({ kind: 'rise', allowance: 0.05, finding: 'beyond' });
    expect(outcome.endpoints).toEqual([expect.objectContaining({ endpoint: 'candidate', verdict: 'fail', look: 1, looks: 1 })]);
    expect(outcome.endpoints[0]!.decidedBy).toContain(pooled.id);
    const terminal = terminalOf({
      results: candidate.results,
      outcome,
      comparand: { label: baseline.label, baseline: baseline.cells },
    });
    expect(terminal).toMatch(/^ {2}FAIL candidate: error rate 0% → 50%/m);
    // The errors are named; a client starved by a busy machine may add a slower tok/s beside them.
    expect(terminal).toMatch(/^candidate +s · cold .* FAIL: (.*, )?errors(, .*)?$/m);

    const again = await runAndRead(recordedWorkload, join(dir, 'healthy-again'));
    const control = gateResults(baselineComparand(again.results, baseline), rules, again.results);
    expect(control.pooled.find((p) => p.metric === 'errorRate')!.verdict).toBe('pass');
    expect(control.comparisons.find((c) => c.metric === 'errorRate')!.verdict).toBe('pass');
  });
});
