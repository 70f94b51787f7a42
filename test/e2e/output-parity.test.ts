import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { decideGateRun, failureFacts } from '../../src/compare/gate-decision.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { gatedRun } from '../helpers/gated-run.js';

// "Same quality, faster?": the simulator's lossy build (quantised: its own words after 8 tokens) and its lossless one
// (speculative: the clean words, drafted tokens without log-probs) gated against `clean` as the reference, with
// `quality: { expect: identical }` at temperature 0, default gate settings otherwise. The lossy one fails naming the
// cell, the share and the first divergence; the lossless one passes with its answers identical.
// Less timing noise than the profiles' own (TTFT σ 0.1, jitter 0.1), so the speed gate decides within its looks.
const QUIET = '{"ttftSigma": 0.1, "jitter": 0.1}';
let sim: Simulator;
let dir: string;

function workloadText(profile: string, quality: string): string {
  return `
version: 1
name: parity
endpoints:
  - { name: reference, baseUrl: '${sim.url}/clean/v1', model: sim, reference: true, headers: { x-sim: '${QUIET}' } }
  - { name: candidate, baseUrl: '${sim.url}/${profile}/v1', model: sim, headers: { x-sim: '${QUIET}' } }
quality: ${quality}
scenarios:
  - name: story
    prompt: Write a 20-word story about a lighthouse keeper.
    maxTokens: 32
    params: { temperature: 0 }
run: { requests: 40, concurrency: 8, seed: 5 }
`;
}

async function gate(profile: string, quality = '{ expect: identical }') {
  const file = join(dir, `${profile}-${quality.length}.yaml`);
  writeFileSync(file, workloadText(profile, quality));
  const workload = loadWorkload(file);
  const plan = planGate(workload, { baseline: null, workloadFile: file, aaRuns: 0, cwd: dir });
  const { results, evaluation } = await gatedRun(workload, plan, join(dir, `out-${profile}`));
  return {
    results,
    outcome: evaluation.outcome!,
    report: reportOfRun('parity', results, evaluation),
    terminal: terminalOfRun(results, evaluation).replace(/\s+/g, ' '),
    requests: results.outputs!.filter((o) => o.endpoint === 'candidate').length,
    decision: decideGateRun(results, evaluation, 'regression', 'nothing compared'),
    facts: failureFacts(evaluation),
  };
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-parity-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('output parity against a reference endpoint', () => {
  it('fails the quantised build, naming the cell, the share and the first divergence', async () => {
    const run = await gate('quantised');
    expect(resultsProblems(run.results)).toEqual([]);
    const parity = run.outcome.quality!;
    expect(parity).toHaveLength(1);
    expect(parity[0]).toMatchObject({
      endpoint: 'candidate',
      scenario: 'story',
      cache: 'cold',
      paired: run.requests,
      identical: 0,
      verdict: 'fail',
    });
    expect(run.requests).toBeGreaterThanOrEqual(40);
    // The first 8 tokens are the clean build's; the 9th is its own.
    expect(parity[0]!.firstDivergence).toMatchObject({ token: 9 });
    expect(run.outcome.verdict).toBe('fail');
    const candidate = run.outcome.endpoints.find((e) => e.endpoint === 'candidate')!;
    expect(candidate.verdict).toBe('fail');
    expect(candidate.decidedBy).toContain('quality:candidate/story/cold');
    const top = run.report.split('\n').slice(0, 6).join('\n');
    expect(top).toMatch(/^\*\*streamgate: FAIL\*\* — candidate failed/);
    expect(top).toMatch(
      /❌ \*\*candidate\*\*: answers changed from the comparison side's \(expect: identical\): answers identical on 0 of \d+ · first divergence at token 9 \(character \d+\): “ \w+” where the reference has “ \w+” in story · cold/,
    );
    expect(run.terminal).toMatch(
      /FAIL candidate: answers changed from the comparison side's \(expect: identical\): answers identical on 0 of \d+ · first divergence at token 9/,
    );
    // Every differing answer changed its content: none is a length, tie or whitespace difference.
    expect(parity[0]!.differences).toEqual({ content: run.requests, tie: 0, shorter: 0, lostTokens: 0, longer: 0, whitespace: 0 });
    const answers = run.decision.endpoints.find((e) => e.name === 'candidate')!.answers!;
    expect(answers[0]).toMatchObject({
      expect: 'identical',
      verdict: 'fail',
      paired: run.requests,
      identical: 0,
      firstDivergence: { token: 9 },
    });
    expect(run.decision.verdict).toBe('fail');
    // The hint names what tells a changed model from non-determinism, not the gate's rules.
    expect(run.facts).toEqual({ contractsBroken: false, othersFailed: false, answersFailed: ['changed'] });
  }, 60_000);

  it('passes the speculative build with its answers identical, its drafted tokens unknown', async () => {
    const run = await gate('speculative', '{ expect: identical, logprobs: 2 }');
    const parity = run.outcome.quality![0]!;
    expect(parity).toMatchObject({ paired: run.requests, identical: run.requests, firstDivergence: null, verdict: 'pass' });
    // 3 of every 4 tokens were drafted and came without a log-prob: unknown, not compared, never a change.
    expect(parity.logprobs!.unknown).toBeGreaterThan(parity.logprobs!.chosen * 2);
    expect(parity.logprobs!.meanAbsDiff).toBe(0);
    expect(run.outcome.verdict).toBe('pass');
    expect(run.decision.verdict).toBe('pass');
    const all = `${run.requests} of ${run.requests}`;
    expect(run.report).toContain(`**Answers:** candidate: answers identical on ${all} · log-probs over the common prefix: `);
    expect(run.terminal).toContain(`candidate: answers identical on ${all}`);
    // The field is sent only because quality asked for it: the reference's answers carry log-probs too.
    expect(run.results.outputs!.filter((o) => o.endpoint === 'reference').every((o) => o.logprobs!.every((t) => t.top.length === 2))).toBe(
      true,
    );
  }, 60_000);

  it('reads the server that lost each answer’s last token as answers that end early, not as changed content', async () => {
    const run = await gate('lost-token');
    expect(resultsProblems(run.results)).toEqual([]);
    const parity = run.outcome.quality![0]!;
    // Every answer is the reference's minus its last token, while its usage still counts that token.
    const candidate = run.results.outputs!.filter((o) => o.endpoint === 'candidate');
    expect(candidate.every((o) => o.arrivedTokens! === o.usageTokens! - 1)).toBe(true);
    expect(parity).toMatchObject({
      paired: run.requests,
      identical: 0,
      differences: { content: 0, tie: 0, shorter: run.requests, lostTokens: run.requests, longer: 0, whitespace: 0 },
      firstDivergence: null,
      verdict: 'fail',
      failedOn: ['length'],
    });
    const usage = parity.firstLength!.comparison.usage!;
    expect(parity.firstLength).toMatchObject({
      shorter: 'candidate',
      candidate: { usage, arrived: usage - 1 },
      comparison: { usage, arrived: usage },
    });
    expect(run.outcome.verdict).toBe('fail');
    const line = `answers identical on 0 of ${run.requests}; ${run.requests} end early: a prefix of the reference's answer (usage reports ${usage} tokens, ${usage - 1} arrived; the reference's: usage reports ${usage} tokens, ${usage} arrived`;
    expect(run.report).toContain(line);
    expect(run.report).toContain(
      'answers arrived short of their own usage (the server lost tokens it counted), not changed (expect: identical)',
    );
    expect(run.report).not.toMatch(/answers changed|first divergence/);
    expect(run.terminal).toContain(line);
    expect(run.facts).toEqual({ contractsBroken: false, othersFailed: false, answersFailed: ['length'] });
  }, 60_000);

  it('fails the quantised build on its token distribution with expect: distribution, beyond its divergence margin', async () => {
    const run = await gate('quantised', '{ expect: distribution, margins: { divergence: 0.005 } }');
    const parity = run.outcome.quality![0]!;
    expect(parity.failedOn).toEqual(['divergence']);
    expect(parity.logprobs!.divergence!).toBeGreaterThan(0.005);
    expect(run.outcome.verdict).toBe('fail');
    expect(run.report).toMatch(
      /the token distribution moved beyond its margin \(expect: distribution\): top-k divergence 0\.\d{3} nats \(margin 0\.005\)/,
    );
  }, 60_000);
});
