import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comments.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { bundleAction, runBundledAction, type ActionRun } from './action-runner.js';
import { BOT, startFakeGitHub, type FakeGitHub } from './fake-github.js';

// The action as a runner runs it: the bundle in a child process, inputs as INPUT_* variables, a pull_request event,
// the bundled simulator as the endpoint and a fake GitHub API that records every request.
const API_KEY = 'sk-streamgate-e2e-SECRET-7f3a9c1d5e';
const TOKEN = 'ghs_fakeWorkflowToken0123456789';
const WORKLOAD = `version: 1
name: action-e2e
endpoints:
  - name: candidate
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    apiKeyEnv: ACTION_E2E_KEY
    headers: { x-sim: '{"tokensPerSecond": 100, "ttftMs": 60, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 30-word answer about rivers.
    maxTokens: 24
run:
  requests: 12
  concurrency: 6
gate:
  minSamples: 6
  baseline: baselines/action.json
  # Timings on a busy test machine are noisy and this test is about the action, not timing: only gross timing
  # changes count here, so an unchanged endpoint never fails. Buffering still fails (IDR 0, all non-streamed).
  metrics:
    - { metric: ttfbMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: ttftMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: settleMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: e2eMs, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: tokensPerSecond, statistic: p50, maxRatio: 4, minAbsolute: 1000 }
    - { metric: idr, statistic: p50, maxRatio: 3 }
`;
const MARKER = commentMarker('streamgate');

let sim: Simulator;
let github: FakeGitHub;
let dir: string;
let bundle: string;
const runs: ActionRun[] = [];

async function action(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runBundledAction(bundle, {
    cwd: dir,
    inputs: { workload: 'workload.yaml', 'github-token': TOKEN, ...inputs },
    env: {
      SIM: sim.url,
      PROFILE: 'clean',
      ACTION_E2E_KEY: API_KEY,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'octo/widgets',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      ...env,
    },
  });
  runs.push(run);
  return run;
}

const botComments = (): typeof github.comments => github.comments.filter((c) => c.user.login === BOT.login && c.body.includes(MARKER));
let mark = 0;
/** GitHub requests since the start of the current test. */
const since = (): typeof github.calls => github.calls.slice(mark);
const writes = (): string[] =>
  since()
    .filter((c) => c.method !== 'GET')
    .map((c) => c.method);

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
  github = await startFakeGitHub();
  dir = mkdtempSync(join(tmpdir(), 'streamgate-action-'));
  bundle = await bundleAction(join(dir, 'bundle'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
  writeFileSync(join(dir, 'event.json'), JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
  // 130 comments by people (one quoting the marker), so the action's own comment lands on the second page.
  for (let i = 0; i < 130; i++) {
    github.comments.push({
      id: i + 1,
      body: i === 3 ? `quoting the bot: ${MARKER} looks wrong` : `comment ${i}`,
      user: { login: `person${i % 5}`, type: 'User' },
      html_url: `https://github.example/octo/widgets/pull/7#issuecomment-${i + 1}`,
    });
  }
}, 60_000);

afterAll(async () => {
  await sim.close();
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the bundled action', () => {
  it('record mode writes a candidate baseline and explains how to commit it, without touching the pull request', async () => {
    const run = await action({ mode: 'record', 'results-dir': 'out/record' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('recorded');
    expect(run.outputs['baseline-path']).toBe(join('out/record', 'baseline.json'));
    expect(run.summary).toContain('New baseline recorded');
    expect(run.summary).toContain('baselines/action.json');
    expect(github.calls).toEqual([]);
    mkdirSync(join(dir, 'baselines'));
    copyFileSync(join(dir, 'out/record/baseline.json'), join(dir, 'baselines/action.json'));
  }, 60_000);

  it('record mode warns, as an annotation, of a baseline whose tail no gate could bound', async () => {
    // 8 requests in one look: no later gate could bound TTFT p95 against it, even at its last extra look.
    writeFileSync(
      join(dir, 'tiny.yaml'),
      WORKLOAD.replace('requests: 12', 'requests: 8\n  looks: 1').replace('minSamples: 6', 'minSamples: 4'),
    );
    const run = await action({ mode: 'record', workload: 'tiny.yaml', 'results-dir': 'out/record-tiny' });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('recorded');
    expect(run.stdout).toMatch(
      /::warning::candidate: TTFT p95 not bounded: the baseline holds 8 requests per cell, which no number of a gate's requests makes up for \(.*\); a gate against this baseline decides on its other rules and says so/,
    );
  }, 60_000);

  it('record mode with record-runs pools the runs and stores their run-to-run spread in the baseline', async () => {
    const run = await action({ mode: 'record', 'record-runs': '2', 'results-dir': 'out/record-2' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('recorded');
    // The simulator repeats itself for a seed: its runs usually differ no more than their requests do, which is said so.
    expect(run.stdout).toMatch(
      /recorded from 2 runs; run-to-run spread of TTFT p50 (up to [\d.]+% \(log-sd [\d.]+, |0 \(the runs differed no more than the requests within one run; the bundled simulator repeats itself for a seed)/,
    );
    const baseline = JSON.parse(readFileSync(join(dir, 'out/record-2/baseline.json'), 'utf8')) as {
      cells: { n: number; spread?: { runs: number; logSd: Record<string, number> } }[];
      provenance: { runId: string };
    };
    expect(baseline.provenance.runId).toMatch(/\+/);
    for (const cell of baseline.cells) {
      expect(cell.spread?.runs).toBe(2);
      expect(cell.spread?.logSd.ttftMs).toBeGreaterThanOrEqual(0);
    }
    // Each run kept its own samples; the pooled results sit beside the baseline.
    expect(existsSync(join(dir, 'out/record-2/run-1/samples.jsonl'))).toBe(true);
    expect(existsSync(join(dir, 'out/record-2/run-2/samples.jsonl'))).toBe(true);
    expect(run.outputs['results-path']).toBe(join('out/record-2', 'results.json'));
  }, 120_000);

  it('first gate run creates exactly one sticky comment, found among all pages and not confused by a quote', async () => {
    mark = github.calls.length;
    const run = await action({ 'results-dir': 'out/first' });
    expect(run.code).toBe(0);
    expect(['pass', 'inconclusive']).toContain(run.outputs.verdict);
    expect(run.outputs.failures).toBe('0');
    expect(run.outputs['results-path']).toBe(join('out/first', 'results.json'));
    expect(run.outputs['report-path']).toBe(join('out/first', 'report.md'));
    expect(writes()).toEqual(['POST']);
    expect(botComments()).toHaveLength(1);
    const body = botComments()[0]!.body;
    expect(body.startsWith(`${MARKER}\n**streamgate: ${run.outputs.verdict!.toUpperCase()}`)).toBe(true);
    expect(body.length).toBeLessThan(65_536);
    expect(github.comments[3]!.body).toBe(`quoting the bot: ${MARKER} looks wrong`);
    // The job summary carries the same report; report.md is what the summary got.
    expect(run.summary).toContain('candidate');
    expect(readFileSync(join(dir, 'out/first/report.md'), 'utf8')).toBe(run.summary.replace(/\n$/, ''));
    // Listing went through the pages with the Link header (130 + 0 comments at 100 a page: two pages).
    expect(
      since()
        .filter((c) => c.method === 'GET' && c.url.includes('/issues/7/comments'))
        .map((c) => new URL(c.url, github.url).searchParams.get('page') ?? '1'),
    ).toEqual(['1', '2']);
    expect(github.calls.every((c) => c.authorization === `token ${TOKEN}`)).toBe(true);
  }, 60_000);

  it('a re-run updates the comment in place (it is on page 2 now), never adding a second one', async () => {
    mark = github.calls.length;
    const run = await action({ 'results-dir': 'out/second' });
    expect(run.code).toBe(0);
    expect(writes()).toEqual(['PATCH']);
    expect(botComments()).toHaveLength(1);
    expect(github.comments).toHaveLength(131);
  }, 60_000);

  it('an unchanged report sends no update', async () => {
    mark = github.calls.length;
    const run = await action({ results: 'out/second/results.json', 'results-dir': 'out/again' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('pull request comment: unchanged');
    expect(writes()).toEqual([]);
    expect(since().length).toBeGreaterThan(0);
  }, 60_000);

  it('a buffered candidate fails the step with verdict=fail and the comment says so', async () => {
    mark = github.calls.length;
    const run = await action({ 'results-dir': 'out/buffered' }, { PROFILE: 'buffered' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(Number(run.outputs.failures)).toBeGreaterThan(0);
    // One count: the failures output is the number of failing findings the report lists, one ❌ line each.
    expect(Number(run.outputs.failures)).toBe(run.summary.split('\n').filter((l) => l.startsWith('- ❌ ')).length);
    expect(run.stdout).toMatch(/::error::streamgate: FAIL — candidate failed at look \d of \d/);
    expect(run.summary.split('\n')[0]).toMatch(/^\*\*streamgate: FAIL\*\*/);
    expect(run.summary).toMatch(/non-streamed share/);
    expect(writes()).toEqual(['PATCH']);
    expect(botComments()[0]!.body).toContain('**streamgate: FAIL**');
  }, 60_000);

  it('a 403 on commenting (a fork) leaves the step green with a warning and the full summary', async () => {
    github.forbidWrites = true;
    try {
      const run = await action({ results: 'out/second/results.json', 'results-dir': 'out/forbidden', 'comment-id': 'second-gate' });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/::warning::could not post the pull request comment: .*HTTP 403.*pull-requests: write/);
      expect(run.summary).toMatch(/^\*\*streamgate: (PASS|INCONCLUSIVE)\*\*/);
      expect(run.summary).toContain('| TTFT');
      expect(run.outputs.verdict).toMatch(/^(pass|inconclusive)$/);
    } finally {
      github.forbidWrites = false;
    }
  }, 60_000);

  it('an empty API key in a pull request from a fork skips measuring, says why and still writes the results folder', async () => {
    const before = sim.requests.length;
    const forkEvent = join(dir, 'fork-event.json');
    writeFileSync(
      forkEvent,
      JSON.stringify({
        action: 'synchronize',
        number: 7,
        pull_request: {
          number: 7,
          head: { repo: { full_name: 'someone/widgets', fork: true } },
          base: { repo: { full_name: 'octo/widgets' } },
        },
      }),
    );
    const run = await action({ 'results-dir': 'out/skipped' }, { ACTION_E2E_KEY: '', GITHUB_EVENT_PATH: forkEvent });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('skipped');
    expect(run.stdout).toMatch(
      /::warning::nothing was measured: the API key variable is empty \(endpoint "candidate" needs ACTION_E2E_KEY\)\. This is a pull request from the fork someone\/widgets/,
    );
    expect(run.summary).toContain('`ACTION_E2E_KEY`');
    expect(sim.requests.length).toBe(before);
    // The documented upload step finds the folder: the skip's report and verdict.
    const verdict = JSON.parse(readFileSync(join(dir, 'out/skipped/verdict.json'), 'utf8')) as { verdict: string; reason: string };
    expect(verdict.verdict).toBe('skipped');
    expect(verdict.reason).toContain('ACTION_E2E_KEY');
    expect(readFileSync(join(dir, 'out/skipped/report.md'), 'utf8')).toContain('`ACTION_E2E_KEY`');
  }, 60_000);

  it('an empty API key where secrets exist (a same-repository pull request) fails the step naming the variable', async () => {
    const before = sim.requests.length;
    const run = await action({ 'results-dir': 'out/forgotten' }, { ACTION_E2E_KEY: '' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(
      /::error::.*the API key variable is empty \(endpoint "candidate" needs ACTION_E2E_KEY\): this run gets repository secrets/,
    );
    expect(run.stdout).toContain('ACTION_E2E_KEY: ${{ secrets.ACTION_E2E_KEY }}');
    expect(sim.requests.length).toBe(before);
    const verdict = JSON.parse(readFileSync(join(dir, 'out/forgotten/verdict.json'), 'utf8')) as { verdict: string; reason: string };
    expect(verdict).toMatchObject({ verdict: 'error' });
    expect(verdict.reason).toContain('ACTION_E2E_KEY');
  }, 60_000);

  it('`missing-secrets: skip` skips wherever the key is empty', async () => {
    const run = await action({ 'results-dir': 'out/skip-always', 'missing-secrets': 'skip' }, { ACTION_E2E_KEY: '' });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('skipped');
    expect(run.stdout).toContain('Skipped because `missing-secrets: skip`');
  }, 60_000);

  it('refuses `results` measured with another workload, before gating or commenting', async () => {
    mark = github.calls.length;
    const results = JSON.parse(readFileSync(join(dir, 'out/second/results.json'), 'utf8')) as { workload: { fingerprint: string | null } };
    expect(results.workload.fingerprint).toMatch(/^sha256:/);
    results.workload.fingerprint = `sha256:${'0'.repeat(64)}`;
    writeFileSync(join(dir, 'out/other-workload.json'), JSON.stringify(results));
    const run = await action({ results: 'out/other-workload.json', 'results-dir': 'out/other-workload' }, { ACTION_E2E_KEY: '' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::.*out\/other-workload\.json.*measured with a different workload \(fingerprint sha256:0{64}, the workload file gives sha256:/,
    );
    expect(writes()).toEqual([]);
  }, 60_000);

  it('outside pull requests it writes the summary and does not comment', async () => {
    mark = github.calls.length;
    const run = await action(
      { results: 'out/second/results.json', 'results-dir': 'out/push' },
      { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '' },
    );
    expect(run.code).toBe(0);
    expect(run.summary).toMatch(/^\*\*streamgate: /);
    expect(since()).toEqual([]);
    // Given results are written into results-dir like a measured run's, with the samples that were beside them.
    expect(run.outputs['results-path']).toBe(join('out/push', 'results.json'));
    expect(run.outputs['samples-path']).toBe(join('out/push', 'samples.jsonl'));
    expect(readFileSync(join(dir, 'out/push/samples.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'out/second/samples.jsonl'), 'utf8'));
    expect(existsSync(resolve(dir, run.outputs['baseline-path']!))).toBe(true);
  }, 60_000);

  it('from workflow_run, `pull-request` and `results` gate uploaded results and comment on that pull request', async () => {
    mark = github.calls.length;
    const run = await action(
      { results: 'out/second/results.json', 'results-dir': 'out/workflow-run', 'pull-request': '9', 'comment-id': 'fork' },
      { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: '', ACTION_E2E_KEY: '' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toMatch(/^(pass|inconclusive)$/);
    expect(writes()).toEqual(['POST']);
    expect(
      since()
        .filter((c) => c.method === 'POST')
        .map((c) => c.url),
    ).toEqual(['/repos/octo/widgets/issues/9/comments']);
    expect(github.comments.at(-1)!.body.startsWith(`${commentMarker('fork')}\n`)).toBe(true);
  }, 60_000);

  it('aa mode reports the false-failure rate of random halves of one run', async () => {
    const run = await action({ mode: 'aa', results: 'out/second/results.json', 'results-dir': 'out/aa' }, { ACTION_E2E_KEY: '' });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toMatch(/A\/A calibration: \d+\/200 random half-splits failed/);
  }, 60_000);

  it('an endpoint that answered no request fails the step with verdict=error, the first error and what to check', async () => {
    const run = await action({ 'results-dir': 'out/dead', comment: 'never' }, { SIM: 'http://127.0.0.1:9' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/::error::every measured request failed at candidate \(12 of 12: connect ×12\)/);
    expect(run.stdout).toContain('is the server running and reachable at http://127.0.0.1:9?');
    expect(existsSync(join(dir, 'out/dead/results.json'))).toBe(true);
  }, 60_000);

  it('bad inputs fail the step with one plain message', async () => {
    const run = await action({ mode: 'nonsense' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toContain('::error::input "mode" must be gate, record, aa, merge, sweep, history; got "nonsense"');
  }, 60_000);

  it('the API key never appears in a written file, an output, a log line other than the mask command, or a GitHub request', () => {
    expect(runs.length).toBeGreaterThan(5);
    // The key did reach the endpoint: the check below is not vacuous.
    expect(sim.requests.some((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
    const files = (readdirSync(dir, { recursive: true }) as string[])
      .map((f) => join(dir, f))
      .filter((f) => statSync(f).isFile() && !f.includes(`${join(dir, 'bundle')}`));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain(API_KEY);
    for (const run of runs) {
      expect(Object.values(run.outputs).join('\n')).not.toContain(API_KEY);
      const unmasked = `${run.stdout}\n${run.stderr}`
        .split('\n')
        .filter((line) => line.includes(API_KEY) && line !== `::add-mask::${API_KEY}`);
      expect(unmasked).toEqual([]);
    }
    for (const call of github.calls) expect(call.body).not.toContain(API_KEY);
    for (const comment of github.comments) expect(comment.body).not.toContain(API_KEY);
  });
});
