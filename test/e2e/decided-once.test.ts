import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../../src/cli/main.js';
import { decideRun } from '../../src/decision/run.js';
import { collectCellViews } from '../../src/decision/cell-views.js';
import { collectFindings } from '../../src/decision/findings.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { actionFixture } from '../history/action-fixture.js';

// The run's decision is made once: the terminal, report.md, verdict.json and the action's outputs all render the same
// RunDecision. The three builders are wrapped in counting spies that still run the real code.
vi.mock('../../src/decision/run.js', async (original) => {
  const actual = await original<typeof import('../../src/decision/run.js')>();
  return { ...actual, decideRun: vi.fn(actual.decideRun) };
});
vi.mock('../../src/decision/cell-views.js', async (original) => {
  const actual = await original<typeof import('../../src/decision/cell-views.js')>();
  return { ...actual, collectCellViews: vi.fn(actual.collectCellViews) };
});
vi.mock('../../src/decision/findings.js', async (original) => {
  const actual = await original<typeof import('../../src/decision/findings.js')>();
  return { ...actual, collectFindings: vi.fn(actual.collectFindings) };
});

const ENDPOINT = `
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 40, "ttftSigma": 0.1, "prefixCache": false}' }`;
const WORKLOAD = `version: 1
name: once
endpoints:
  - name: reference
    reference: true${ENDPOINT}
  - name: candidate${ENDPOINT}
scenarios:
  - name: hi
    prompt: Say hi.
    maxTokens: 16
run:
  requests: 12
  looks: 2
  warmup: 0
  concurrency: 4
gate:
  minSamples: 6
`;

const counts = () => ({
  decideRun: vi.mocked(decideRun).mock.calls.length,
  collectCellViews: vi.mocked(collectCellViews).mock.calls.length,
  collectFindings: vi.mocked(collectFindings).mock.calls.length,
});
const ONCE = { decideRun: 1, collectCellViews: 1, collectFindings: 1 };

beforeEach(() => vi.clearAllMocks());

describe('streamgate gate decides the run once', () => {
  let sim: Simulator;
  let dir: string;
  const saved = process.env.SIM;

  beforeAll(async () => {
    sim = await startSimulator({ seed: 11 });
    dir = mkdtempSync(join(tmpdir(), 'streamgate-once-'));
    writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
    process.env.SIM = sim.url;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SIM;
    else process.env.SIM = saved;
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds the views, the findings and the decision once for the terminal, report.md and verdict.json', async () => {
    const out = join(dir, 'out');
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const code = await cli(['gate', '--workload', join(dir, 'w.yaml'), '--results-dir', out]).finally(() => write.mockRestore());
    const verdict = JSON.parse(readFileSync(join(out, 'verdict.json'), 'utf8')) as { verdict: string; exitCode: number };
    // A real gated run with a comparison side: the decision has cells to pair and a verdict to state.
    expect(['pass', 'inconclusive', 'fail']).toContain(verdict.verdict);
    expect(code).toBe(verdict.exitCode);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('candidate');
    expect(counts()).toEqual(ONCE);
  });
});

describe('the action decides a gated run once', () => {
  const fixture = actionFixture('once', 12);

  it('builds the decision once for the log, the job summary and verdict.json', async () => {
    const { result, resultsDir } = await fixture.run({ inputs: { mode: 'gate' }, eventName: 'pull_request', sha: 'a1' });
    expect(result.outputs.verdict).toBeTruthy();
    expect(JSON.parse(readFileSync(join(resultsDir, 'verdict.json'), 'utf8')).verdict).toBe(result.outputs.verdict);
    expect(counts()).toEqual(ONCE);
  });
});
