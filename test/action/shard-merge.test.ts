import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { bundleAction, runBundledAction, type ActionRun } from './action-runner.js';

// Scale-out: three `shard: i/3` jobs, then one `mode: merge` job, give the verdict one unsharded job gives.
// One look: a shard always measures its part of the whole budget (requests × looks) in one plan, while an unsharded
// job with a baseline measures look by look and may stop early; with one look both measure the same requests.
const WORKLOAD = `version: 1
name: shard-e2e
endpoints:
  - name: candidate
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 100, "ttftMs": 60, "ttftSigma": 0.05, "prefixCache": false}' }
scenarios:
  - name: short
    weight: 2
    prompt: Write a 30-word answer about rivers.
    maxTokens: 24
  - name: long
    prompt: Write a 60-word answer about lakes.
    maxTokens: 32
run:
  requests: 18
  looks: 1
  warmup: 1
  concurrency: 9
  seed: 3
gate:
  minSamples: 6
  baseline: baseline.json
  # Wall-clock timings on a busy test machine are noisy, and this test is about sharding, not timing: the timing
  # rules here catch only gross changes, so a clean run passes whatever the load. A busy client also reads several
  # events per socket read (IDR drops), so IDR gets a wide margin; buffering (IDR 0, all non-streamed) still fails.
  # 18 requests cannot show an error rate or a non-streamed share within the default 5 and 10 points (the clean run
  # would stay inconclusive); within 30 points they can, and a buffered run (100 % non-streamed) is still far past.
  maxErrorRateIncrease: 0.3
  maxNonStreamedShareIncrease: 0.3
  metrics:
    - { metric: ttfbMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: ttftMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: settleMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: e2eMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: tokensPerSecond, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: idr, statistic: p50, maxRatio: 3 }
    # 12 and 6 requests per cell cannot bound a p95 (docs/design/gate.md §4.3): as a critical rule it would hold the clean
    # run open; as a secondary it can still fail a gross change.
    - { metric: ttftMs, statistic: p95, maxRatio: 4, minAbsolute: 1000, role: secondary }
`;

let sim: Simulator;
let dir: string;
let bundle: string;

function action(inputs: Record<string, string>, profile: string, runId: string): Promise<ActionRun> {
  return runBundledAction(bundle, {
    cwd: dir,
    inputs: { workload: 'workload.yaml', ...inputs },
    env: {
      SIM: sim.url,
      PROFILE: profile,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_REPOSITORY: 'octo/widgets',
      // mode: gate reads this repository's history branch by default: a server folder with no repository in it, so the
      // read fails at once, offline, and the gate goes on with the baseline file.
      GITHUB_SERVER_URL: pathToFileURL(join(dir, 'no-server')).href,
    },
  });
}

const readJson = (path: string): Results => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Results;

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-shards-'));
  bundle = await bundleAction(join(dir, 'bundle'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
  const record = await action({ mode: 'record', 'results-dir': 'record' }, 'clean', '100');
  expect(record.code, record.stdout).toBe(0);
  copyFileSync(join(dir, 'record/baseline.json'), join(dir, 'baseline.json'));
}, 60_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sharded runs merged', () => {
  it.each([
    ['clean', 'pass'],
    ['buffered', 'fail'],
  ])(
    '%s: 3 shards + merge give the unsharded verdict (%s)',
    async (profile, expected) => {
      const runId = profile === 'clean' ? '200' : '300';
      const whole = await action({ 'results-dir': `${profile}/whole` }, profile, runId);
      expect(whole.outputs.verdict, whole.stdout).toBe(expected);

      // Side by side, as matrix jobs run.
      const parts = await Promise.all(
        [1, 2, 3].map((i) => action({ shard: `${i}/3`, 'results-dir': `${profile}/shards/shard-${i}` }, profile, runId)),
      );
      parts.forEach((part, k) => {
        expect(part.code, part.stdout).toBe(0);
        // A shard measures; only the merge gates.
        expect(part.outputs.verdict).toBe('none');
        expect(part.summary).toContain(`Shard ${k + 1}/3 of run gh-${runId}-2`);
      });
      const shardResults = [1, 2, 3].map((i) => readJson(`${profile}/shards/shard-${i}/results.json`));
      expect(new Set(shardResults.map((r) => r.run.runId))).toEqual(new Set([`gh-${runId}-2`]));
      expect(new Set(shardResults.map((r) => r.workload.fingerprint)).size).toBe(1);
      expect(shardResults.map((r) => r.cells.reduce((n, c) => n + c.n, 0))).toEqual([6, 6, 6]);

      const merged = await action({ mode: 'merge', results: `${profile}/shards`, 'results-dir': `${profile}/merged` }, profile, runId);
      expect(merged.stderr).toBe('');
      expect(merged.outputs.verdict, `${merged.stdout}\n${whole.stdout}`).toBe(whole.outputs.verdict);
      expect(merged.code).toBe(whole.code);
      expect(merged.outputs['results-path']).toBe(join(`${profile}/merged`, 'results.json'));
      const mergedResults = readJson(`${profile}/merged/results.json`);
      const wholeResults = readJson(`${profile}/whole/results.json`);
      expect(mergedResults.run.shard).toBeNull();
      expect(mergedResults.cells.map((c) => [c.scenario, c.cache, c.n])).toEqual(wholeResults.cells.map((c) => [c.scenario, c.cache, c.n]));
    },
    90_000,
  );

  it('merge refuses an incomplete set of shards, naming the missing one', async () => {
    mkdirSync(join(dir, 'partial/one'), { recursive: true });
    copyFileSync(join(dir, 'clean/shards/shard-1/results.json'), join(dir, 'partial/one/results.json'));
    copyFileSync(join(dir, 'clean/shards/shard-3/results.json'), join(dir, 'partial/results.json'));
    const run = await action({ mode: 'merge', results: 'partial', 'results-dir': 'partial-out' }, 'clean', '200');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*missing shard\(s\) 2\/3/);
    expect(run.summary).toMatch(/^\*\*streamgate: error\*\*\n\n```text\n.*missing shard\(s\) 2\/3/);
  }, 60_000);
});
