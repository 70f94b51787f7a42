import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, writeBaseline } from '../../src/baseline/index.js';
import { renderTerminalGate } from '../../src/report/terminal-gate.js';
import { baselineComparand, gate, loadBaseline, resolveGateRules } from '../../src/verdict.js';
import { faultWorkload, runAndRead } from '../helpers/fault-run.js';
import { everyOther, FAULTS, GENEROUS_TIMEOUTS, healthyStream } from '../helpers/faults.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';

// A candidate whose endpoint now fails half its requests with a 500 must fail the gate on the error rate, even
// though every request that did succeed streamed exactly as before.

const REQUESTS = 40;
const servers: ScriptedServer[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-error-rate-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const workloadFor = (baseUrl: string) => faultWorkload([{ name: 'candidate', baseUrl }], { requests: REQUESTS, concurrency: 8, timeouts: GENEROUS_TIMEOUTS });

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
    const outcome = gate(baselineComparand(candidate.results, baseline), rules);
    expect(outcome.verdict).toBe('fail');
    const errorRate = outcome.comparisons.find((c) => c.metric === 'errorRate')!;
    expect(errorRate.verdict).toBe('fail');
    expect(errorRate.candidate.value).toBe(0.5);
    expect(errorRate.baseline.value).toBe(0);
    expect(errorRate.reason).toMatch(/^error rate /);
    expect(renderTerminalGate(outcome, baseline.label, null)).toMatch(/FAIL\s+candidate\/s\/cold\s+error rate/);

    const again = await runAndRead(recordedWorkload, join(dir, 'healthy-again'));
    const control = gate(baselineComparand(again.results, baseline), rules);
    expect(control.comparisons.find((c) => c.metric === 'errorRate')!.verdict).toBe('pass');
  });
});
