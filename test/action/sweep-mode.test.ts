import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionConfig } from '../../src/action/config.js';
import { commentMarker } from '../../src/github/comments.js';
import { readSweep } from '../../src/sweep/sweep-flow.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { bundleAction, runBundledAction, type ActionRun } from './action-runner.js';
import { BOT, startFakeGitHub, type FakeGitHub } from './fake-github.js';

// `mode: sweep` as a runner runs it: the bundle in a child process, a pull_request event, the bundled simulator's
// `capacity` profile (4 engine slots with a queue) and a fake GitHub API. Each request holds a slot ~180 ms (TTFT
// ~60 ms, 48 tokens at 400 tok/s). Up to the slot count TTFT p95 is ~90 ms; past it a request waits for a slot and
// TTFT p95 is ~280 ms. The SLO (p95 ≤ 150 ms) sits ~60 ms above the first and ~130 ms below the second.
// The first sweep (levels 3 and 8) shows 3 streams met and 8 violated: capacity 3, so a candidate must sustain
// floor(3 × 0.75) = 2 streams. The candidate has one slot: at 2 streams every request waits for the other one.
const PACE = '"ttftMs": 60, "ttftSigma": 0.1, "tokensPerSecond": 400, "jitter": 0.1, "outputTokens": 48';

function workload(slots: string, levels: string): string {
  return `version: 1
name: sweep-action
endpoints:
  - name: model
    baseUrl: \${SIM}/capacity/v1
    model: sim
    headers: { x-sim: '{${PACE}${slots}}' }
scenarios:
  - name: count
    prompt: Count from 1 to 48.
    maxTokens: 64
    cache: cold
run:
  requests: 30
  warmup: 2
slo:
  objectives:
    ttftMs: { p95: 150 }
sweep:
  levels: [${levels}]
  looks: 3
`;
}

const TOKEN = 'ghs_fakeWorkflowToken0123456789';
const MARKER = commentMarker('streamgate');
const BASELINE = 'baselines/sweep-action.sweep.json';

let sim: Simulator;
let github: FakeGitHub;
let dir: string;
let bundle: string;
let mark = 0;

function action(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  mark = github.calls.length;
  return runBundledAction(bundle, {
    cwd: dir,
    inputs: { workload: 'workload.yaml', mode: 'sweep', 'github-token': TOKEN, ...inputs },
    env: {
      SIM: sim.url,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'octo/widgets',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_RUN_ID: '5151',
      GITHUB_RUN_ATTEMPT: '1',
      ...env,
    },
  });
}

/** Methods of the GitHub requests that changed something since the current run started. */
const writes = (): string[] =>
  github.calls
    .slice(mark)
    .filter((c) => c.method !== 'GET')
    .map((c) => c.method);
const comment = (): string => {
  const ours = github.comments.filter((c) => c.user.login === BOT.login && c.body.includes(MARKER));
  expect(ours).toHaveLength(1);
  return ours[0]!.body;
};

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  github = await startFakeGitHub();
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-action-'));
  bundle = await bundleAction(join(dir, 'bundle'));
  writeFileSync(join(dir, 'workload.yaml'), workload('', '3, 8'));
  writeFileSync(join(dir, 'candidate.yaml'), workload(', "slots": 1', '2'));
  writeFileSync(join(dir, 'event.json'), JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
}, 60_000);

afterAll(async () => {
  await sim.close();
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('mode: sweep', () => {
  it('without a sweep baseline: comments the sweep report, gates nothing and passes, saying how to record one', async () => {
    const run = await action({ 'results-dir': 'out/first' });
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      verdict: 'none',
      failures: '0',
      capacity: '3',
      'sweep-path': join('out/first', 'sweep.json'),
      'report-path': join('out/first', 'report.md'),
      'baseline-path': '',
    });
    const sweep = readSweep(join(dir, 'out/first/sweep.json'));
    expect(sweep.endpoints[0]!.levels.map((l) => [l.load, l.state])).toEqual([
      [3, 'met'],
      [8, 'violated'],
    ]);
    expect(writes()).toEqual(['POST']);
    const body = comment();
    expect(body.startsWith(`${MARKER}\n**streamgate sweep: measured, no baseline** — capacity: model 3 streams`)).toBe(true);
    expect(body).toContain(`No sweep baseline at \`${BASELINE}\`: measured only.`);
    expect(body).toContain('Record one with `streamgate sweep --workload workload.yaml --record` and commit it');
    // The job summary, report.md and the comment carry the same report.
    expect(run.summary).toContain('Highest load meeting the SLO: **3 streams**');
    expect(readFileSync(join(dir, 'out/first/report.md'), 'utf8')).toBe(run.summary.replace(/\n$/, ''));
    expect(body.trimEnd()).toBe(`${MARKER}\n${readFileSync(join(dir, 'out/first/report.md'), 'utf8').trimEnd()}`);
  }, 60_000);

  it("a candidate that cannot sustain the baseline's capacity less the margin fails; the comment names where its SLO broke", async () => {
    // A complete sweep's sweep.json is what `streamgate sweep --record` writes: committed, it is the sweep baseline.
    mkdirSync(join(dir, 'baselines'), { recursive: true });
    copyFileSync(join(dir, 'out/first/sweep.json'), join(dir, BASELINE));
    const run = await action({ workload: 'candidate.yaml', 'results-dir': 'out/candidate' });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', failures: '1', capacity: '', 'baseline-path': join(dir, BASELINE) });
    expect(run.stdout).toContain(
      '::error::streamgate sweep: FAIL — model fell below its capacity threshold: must sustain 2 streams, SLO violated at 2 streams',
    );
    // The comment of the first sweep is updated in place.
    expect(writes()).toEqual(['PATCH']);
    const body = comment();
    expect(body.startsWith(`${MARKER}\n**streamgate sweep: FAIL**`)).toBe(true);
    expect(body).toContain('The baseline sustained **3 streams**; the candidate must sustain 2 streams (margin 25%).');
    expect(body).toMatch(/It violated the SLO at \*\*2 streams\*\*: ttftMs p95 ≥ \d+ ms \(lower bound\) > 150 ms/);
    expect(body).not.toContain('No sweep baseline');
  }, 60_000);

  it('refuses a sweep baseline that cannot hold this sweep before sending a request or touching the pull request', async () => {
    const other = JSON.parse(readFileSync(join(dir, BASELINE), 'utf8')) as { sweep: { load: string } };
    other.sweep.load = 'rate';
    writeFileSync(join(dir, 'other.sweep.json'), JSON.stringify(other));
    const requests = sim.requests.length;
    const run = await action({ baseline: 'other.sweep.json', 'results-dir': 'out/other' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/::error::.*other\.sweep\.json.*record the sweep baseline again/);
    expect(sim.requests.length).toBe(requests);
    expect(writes()).toEqual([]);
  }, 60_000);

  it('an endpoint that answered no request fails the step with verdict=error and what to check', async () => {
    const run = await action({ 'results-dir': 'out/dead', comment: 'never' }, { SIM: 'http://127.0.0.1:9' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/::error::every measured request failed at model \((\d+) of \1: connect ×\1\)/);
    expect(run.stdout).toContain('is the server running and reachable at http://127.0.0.1:9?');
    expect(writes()).toEqual([]);
  }, 60_000);
});

describe('mode: sweep inputs', () => {
  const config = (inputs: Record<string, string>) => readActionConfig((name) => inputs[name] ?? '', {});

  it('is a mode, and the error for an unknown one lists every mode', () => {
    expect(config({ workload: 'w.yaml', mode: 'sweep' }).mode).toBe('sweep');
    expect(() => config({ workload: 'w.yaml', mode: 'swep' })).toThrow(
      'input "mode" must be gate, record, aa, merge, sweep, history; got "swep"',
    );
  });

  it('takes `shard` only with its schedule and never beside `results`: a shard measures its share, the merge reads them', () => {
    expect(() => config({ workload: 'w.yaml', mode: 'sweep', shard: '1/2' })).toThrow(/needs "start-at" and "level-seconds"/);
    expect(() => config({ workload: 'w.yaml', mode: 'sweep', shard: '1/2', results: 'r' })).toThrow(/not both/);
    expect(config({ workload: 'w.yaml', mode: 'sweep', results: 'shards/' }).mode).toBe('sweep');
  });
});
