import { reportOfRun } from '../helpers/decided-report.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeBaseline } from '../../src/baseline/serialize.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { historyEntryFromResults } from '../../src/baseline/history-entry.js';
import { loadWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { baselineOfRuns } from '../../src/compare/record-baseline.js';
import { loadHistorySide } from '../../src/history/side.js';
import { openStore } from '../../src/history/store.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { gatedRun, quietLogger } from '../helpers/gated-run.js';

// Speculative decoding against a recorded baseline (no reference endpoint): the baseline keeps each endpoint's
// acceptance as its server counted it (the simulator's vLLM counters, scraped with the vllm preset), added up over the
// runs it was recorded from; a later run's is compared with it. The degraded draft (`weak-draft`, each drafted token
// kept with chance 0.4) fails against the `speculative` profile's recording (0.9) when the workload asks; the history
// pools its runs' acceptance the same way.
const QUIET = '{"ttftSigma": 0.1, "jitter": 0.1}';
let sim: Simulator;
let dir: string;

function workloadFile(profile: string, tag: string): string {
  const file = join(dir, `${profile}-${tag}.yaml`);
  writeFileSync(
    file,
    `
version: 1
name: speculative-baseline
endpoints:
  - name: api
    baseUrl: ${sim.url}/${profile}/v1
    model: sim
    headers: { x-sim: '${QUIET}', x-sim-server: ${tag} }
    telemetry: { url: "${sim.url}/${profile}/metrics?server=${tag}", preset: vllm, intervalMs: 200 }
speculative: { minAcceptanceRatio: 0.95 }
scenarios:
  - name: essay
    prompt: Write a 60-word essay about rivers and the sea.
    maxTokens: 96
run: { requests: 24, concurrency: 6, looks: 1 }
`,
  );
  return file;
}

const baselinePath = (): string => join(dir, 'baselines', 'speculative-baseline.json');

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 13 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-speculative-baseline-'));
  const file = workloadFile('speculative', 'record');
  const workload = loadWorkload(file);
  const runs: Results[] = [];
  for (const n of [1, 2]) {
    const { results } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: join(dir, `record-${n}`),
      redact: (s) => s,
      logger: quietLogger,
    });
    runs.push(results);
  }
  const store = openStore(join(dir, 'store'));
  for (const [n, results] of runs.entries())
    await store.append({ ...historyEntryFromResults(results, workload, { commit: null, verdict: 'recorded' }), runId: `run${n}` }, 10);
  const { baseline } = baselineOfRuns(runs, workload);
  mkdirSync(join(dir, 'baselines'), { recursive: true });
  writeFileSync(baselinePath(), serializeBaseline(baseline));
}, 180_000);
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('speculative decoding against a recorded baseline', () => {
  it('records each endpoint’s acceptance, added up over the runs, in a file the schema accepts', () => {
    const file = JSON.parse(readFileSync(baselinePath(), 'utf8'));
    expect(baselineProblems(file)).toEqual([]);
    expect(file.speculative).toHaveLength(1);
    const recorded = file.speculative[0];
    expect(recorded).toMatchObject({ endpoint: 'api', source: 'counters', requests: null });
    expect(recorded.meanAcceptedLength).toBeGreaterThan(3);
    expect(recorded.acceptanceRate).toBeCloseTo(recorded.acceptedTokens / recorded.draftTokens, 4);
  });

  it('fails the degraded draft against the recording and passes the unchanged one', async () => {
    const gate = async (profile: string, tag: string) => {
      const file = workloadFile(profile, tag);
      const workload = loadWorkload(file);
      const plan = planGate(workload, { baseline: baselinePath(), workloadFile: file, aaRuns: 0, cwd: dir });
      const { results, evaluation } = await gatedRun(workload, plan, join(dir, `out-${tag}`));
      return { outcome: evaluation.outcome!, report: reportOfRun('speculative', results, evaluation).replace(/&#95;/g, '_') };
    };
    const weak = await gate('weak-draft', 'weak');
    expect(weak.outcome.speculative![0]).toMatchObject({
      endpoint: 'api',
      against: 'baseline',
      measure: 'meanAcceptedLength',
      verdict: 'fail',
    });
    expect(weak.outcome.speculative![0]!.ratio!).toBeLessThan(0.6);
    expect(weak.outcome.endpoints[0]!.decidedBy).toContain('api:speculative');
    expect(weak.report).toMatch(/speculative decoding fell behind the baseline's: mean accepted length 1\.\d\d vs 3\.\d\d/);
    const same = await gate('speculative', 'same');
    expect(same.outcome.speculative![0]).toMatchObject({ against: 'baseline', verdict: 'pass' });
    expect(same.report).toMatch(
      /\*\*Speculative decoding:\*\* api: mean accepted length 3\.\d\d vs 3\.\d\d \(\d\.\d\d×; at least 0\.95× asked\)/,
    );
  }, 240_000);

  it('pools the history’s runs’ acceptance for a history-backed side', async () => {
    const side = await loadHistorySide(loadWorkload(workloadFile('speculative', 'history')), openStore(join(dir, 'store')), 10);
    const pooled = side.baseline!.speculative!;
    const recorded = JSON.parse(readFileSync(baselinePath(), 'utf8')).speculative;
    // Two runs' counters added up: as the baseline recorded from the same two runs has them.
    expect(pooled).toEqual(recorded);
  });
});
