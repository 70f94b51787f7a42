import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { decideGateRun, failureFacts } from '../../src/compare/gate-decision.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { gatedRun } from '../helpers/gated-run.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { verdictFile } from '../../src/compare/verdict-file.js';
import type { RunDecision } from '../../src/decision/index.js';

const validateVerdict = new Ajv2020({ allErrors: true }).compile(
  JSON.parse(readFileSync(new URL('../../schemas/verdict.schema.json', import.meta.url), 'utf8')),
);

/** The run's verdict.json as the CLI writes it: the schema must accept its answers (self-agreement, implicit ones). */
function verdictErrors(decision: RunDecision): unknown {
  const file = verdictFile({
    command: 'gate',
    workload: { name: 'parity', fingerprint: null },
    verdict: decision.verdict,
    exitCode: decision.exitCode,
    failOn: decision.failOn,
    reason: '',
    comparison: { kind: 'reference', label: 'reference' },
    endpoints: decision.endpoints,
    files: { results: null, samples: null, report: null, baseline: null },
  });
  return validateVerdict(JSON.parse(JSON.stringify(file))) ? null : validateVerdict.errors;
}

// "Same quality, faster?": the simulator's lossy build (quantised: its own words after 8 tokens) and its lossless one
// (speculative: the clean words, drafted tokens without log-probs) gated against `clean` as the reference, with
// `quality: { expect: identical }` at temperature 0, default gate settings otherwise. The lossy one fails naming the
// cell, the share and the first divergence; the lossless one passes with its answers identical.
// Less timing noise than the profiles' own (TTFT σ 0.1, jitter 0.1), so the speed gate decides within its looks.
const QUIET = '{"ttftSigma": 0.1, "jitter": 0.1}';
let sim: Simulator;
let dir: string;

/**
 * `quality` null: the workload declares none (answers compared by default). The reference and the candidate are two
 * servers of the simulator (`x-sim-server`): each batches its own requests.
 */
function workloadText(profile: string, quality: string | null, reference = 'clean'): string {
  return `
version: 1
name: parity
endpoints:
  - { name: reference, baseUrl: '${sim.url}/${reference}/v1', model: sim, reference: true, headers: { x-sim: '${QUIET}', x-sim-server: a } }
  - { name: candidate, baseUrl: '${sim.url}/${profile}/v1', model: sim, headers: { x-sim: '${QUIET}', x-sim-server: b } }
${quality === null ? '' : `quality: ${quality}`}
scenarios:
  - name: story
    prompt: Write a 20-word story about a lighthouse keeper.
    maxTokens: 32
    params: { temperature: 0 }
run: { requests: 40, concurrency: 8, seed: 5 }
`;
}

async function gate(profile: string, quality: string | null = '{ expect: identical }', reference = 'clean') {
  const file = join(dir, `${reference}-${profile}-${quality?.length ?? 0}.yaml`);
  writeFileSync(file, workloadText(profile, quality, reference));
  const workload = loadWorkload(file);
  const plan = planGate(workload, { baseline: null, workloadFile: file, aaRuns: 0, cwd: dir });
  const { results, evaluation } = await gatedRun(workload, plan, join(dir, `out-${reference}-${profile}-${quality?.length ?? 0}`));
  return {
    results,
    outcome: evaluation.outcome!,
    report: reportOfRun('parity', results, evaluation),
    terminal: terminalOfRun(results, evaluation).replace(/\s+/g, ' '),
    // The candidate's measured requests (the ones sent again to measure self-agreement are apart).
    requests: results.outputs!.filter((o) => o.endpoint === 'candidate' && o.repeat === undefined).length,
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
      /❌ \*\*candidate\*\*: answers changed from the comparison side's \(expect: identical\): answers identical on 0 of \d+ · first divergence at token 9 \(character \d+\): “ \w+” where the reference has “ \w+”; the reference agrees with itself on 100% of 30 repeated prompts, the candidate with it on 0% \(with itself on 100%\): shown less often \(exact McNemar p 9\.3e-10 ≤ 0\.00025\) in story · cold/,
    );
    // The reference and the candidate were each sent 30 of their requests again, to the same prompts.
    expect(parity[0]!.selfAgreement).toMatchObject({ side: 'reference', prompts: 30, agree: 30, cross: 0, verdict: 'changed' });
    expect(run.results.outputs!.filter((o) => o.repeat === 1)).toHaveLength(60);
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
    expect(answers[0]!.selfAgreement).toMatchObject({ side: 'reference', prompts: 30, verdict: 'changed' });
    expect(verdictErrors(run.decision)).toBeNull();
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
    expect(run.report).toContain(
      `**Answers:** candidate: answers identical on ${all}; the reference agrees with itself on 100% of 30 repeated prompts, the candidate with itself on 100% · log-probs over the common prefix: `,
    );
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

  it('passes a batch-non-deterministic stack against itself, stating its near-ties and how often it agrees with itself', async () => {
    // Two servers of one stack whose near-ties flip with what a request is batched with (about 1 request in 4 at the
    // 4 requests each server has in flight), log-probs asked so the flips show as ties.
    const run = await gate('batch-nondeterministic', '{ expect: identical, logprobs: 5 }', 'batch-nondeterministic');
    expect(resultsProblems(run.results)).toEqual([]);
    const parity = run.outcome.quality![0]!;
    expect(parity.differences.tie).toBeGreaterThan(0);
    expect(parity.differences).toMatchObject({ content: 0, shorter: 0, longer: 0 });
    expect(parity.identical + parity.differences.tie).toBe(run.requests);
    // Its repeats differ from its first answers at near-ties only: it agrees with itself on every repeated prompt.
    expect(parity.selfAgreement).toMatchObject({ side: 'reference', prompts: 30, agree: 30 });
    expect(parity.selfAgreement!.identical).toBeLessThan(30);
    expect(parity).toMatchObject({ verdict: 'pass', failedOn: [] });
    expect(run.outcome.verdict).toBe('pass');
    const line = new RegExp(
      `candidate: answers identical on ${parity.identical} of ${run.requests}; ${parity.differences.tie} differ first at a near-tie \\(each side rates the other's pick within 0\\.05 nats of its own, at most 0\\.0\\d\\d and 0\\.0\\d\\d\\): no change; the reference agrees with itself on 100% of 30 repeated prompts \\(\\d+ word for word\\), the candidate with itself on 100%`,
    );
    expect(run.report).toMatch(line);
    expect(run.terminal).toMatch(line);
  }, 60_000);

  it('passes it without log-probs too: its answers differ from the reference no more often than the reference’s own do', async () => {
    const run = await gate('batch-nondeterministic', '{ expect: identical }', 'batch-nondeterministic');
    const parity = run.outcome.quality![0]!;
    // Without log-probs no flip can be a tie: the answers that differ are changed content, as many as the stack's own.
    expect(parity.differences.content).toBeGreaterThan(0);
    expect(parity.differences.tie).toBe(0);
    const self = parity.selfAgreement!;
    expect(self).toMatchObject({ side: 'reference', prompts: 30, verdict: 'within' });
    expect(self.agree).toBeLessThan(30);
    expect(self.agree).toBeGreaterThanOrEqual(12);
    expect(self.candidate!.prompts).toBe(30);
    expect(parity).toMatchObject({ verdict: 'pass', failedOn: [] });
    expect(run.outcome.verdict).toBe('pass');
    const share = (n: number): string => `${Math.round((n / 30) * 100)}%`;
    // Whether the candidate agreed with the reference as often as the reference with itself, or a little less often.
    const verdict =
      self.cross >= self.agree
        ? `no less often (exact McNemar p ${self.pValue.toPrecision(2)} &gt; 0.00025), within the stack's own non-determinism`
        : `not shown less often (exact McNemar p ${self.pValue.toPrecision(2)} &gt; 0.00025; more repeats, quality.repeat, would tell a smaller change)`;
    expect(run.report).toContain(
      `the reference agrees with itself on ${share(self.agree)} of 30 repeated prompts, the candidate with it on ${share(self.cross)} (with itself on ${share(self.candidate!.agree)}): ${verdict}`,
    );
  }, 60_000);

  it('holds the run open when too few repeats agree with themselves to tell a changed build from non-determinism', async () => {
    // 5 repeats: even a reference that always agrees with itself could show no change at the level (½^5 > 0.00025).
    const run = await gate('quantised', '{ expect: identical, repeat: 5 }');
    const parity = run.outcome.quality![0]!;
    expect(parity.selfAgreement).toMatchObject({ prompts: 5, agree: 5, cross: 0, verdict: 'undecided' });
    expect(parity).toMatchObject({ verdict: 'inconclusive', failedOn: [] });
    expect(run.outcome.endpoints.find((e) => e.endpoint === 'candidate')!.decidedBy).toContain('quality:candidate/story/cold');
    expect(run.outcome.verdict).toBe('inconclusive');
    expect(run.report).toMatch(/^\*\*streamgate: INCONCLUSIVE\*\* — candidate still open .* on answers/);
    expect(run.report).toContain(
      "answers changed, but the repeats cannot tell a changed model from the stack's own non-determinism (expect: identical)",
    );
    expect(run.report).toContain('too few repeats agree with themselves to tell a change from non-determinism (12 would have to');
  }, 60_000);

  it('reports the share of identical answers without quality: at temperature 0, failing nothing on them', async () => {
    const run = await gate('quantised', null);
    const parity = run.outcome.quality![0]!;
    expect(parity).toMatchObject({ implicit: true, expect: 'none', paired: run.requests, identical: 0, selfAgreement: null });
    expect(parity.firstDivergence).toMatchObject({ token: 9 });
    // Nothing was sent again (no test rests on the answers), and nothing asked for log-probs.
    expect(run.results.outputs!.some((o) => o.repeat !== undefined)).toBe(false);
    expect(run.results.outputs!.some((o) => o.logprobs !== undefined)).toBe(false);
    // The quantised build is faster: its answers, all changed, fail nothing.
    expect(run.outcome.verdict).toBe('pass');
    expect(run.outcome.endpoints.find((e) => e.endpoint === 'candidate')!.decidedBy.some((id) => id.startsWith('quality:'))).toBe(false);
    expect(run.decision.verdict).toBe('pass');
    const line = `candidate: answers identical on 0 of ${run.requests} · first divergence at token 9`;
    expect(run.report).toContain(`**Answers:** ${line}`);
    expect(run.report).toContain('in story · cold (deterministic requests, compared by default: reported, never failing');
    expect(run.terminal).toContain(line);
    expect(run.decision.endpoints.find((e) => e.name === 'candidate')!.answers![0]).toMatchObject({ implicit: true, verdict: 'pass' });
    expect(verdictErrors(run.decision)).toBeNull();
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
