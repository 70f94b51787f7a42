import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { decideGateRun } from '../../src/compare/gate-decision.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { gatedRun } from '../helpers/gated-run.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { verdictFile } from '../../src/compare/verdict-file.js';

const validateVerdict = new Ajv2020({ allErrors: true }).compile(
  JSON.parse(readFileSync(new URL('../../schemas/verdict.schema.json', import.meta.url), 'utf8')) as object,
);

// Speculative decoding measured on the simulator (docs/telemetry.md, "Speculative decoding"): its `speculative`
// profile drafts 3 tokens a step and keeps each with chance 0.9, `weak-draft` with chance 0.4 (the same words, slower).
// Both report their drafts per answer in llama.cpp's `timings` (draft_n, draft_n_accepted) and on /metrics in vLLM's
// counters. Each endpoint is a simulated server of its own (x-sim-server), its /metrics scraped with the vllm preset.
// A degraded draft fails against a good one when the workload asks (`speculative: { minAcceptanceRatio: 0.95 }`), and
// only then: without the key the same run is reported and passes on its other rules.
const QUIET = '{"ttftSigma": 0.1, "jitter": 0.1}';
let sim: Simulator;
let dir: string;

function workloadText(tag: string, reference: string, candidate: string, speculative: string, telemetry = true): string {
  const endpoint = (name: string, profile: string, extra = ''): string => {
    const server = `${tag}-${name}`;
    const metrics = telemetry
      ? `\n    telemetry: { url: "${sim.url}/${profile}/metrics?server=${server}", preset: vllm, intervalMs: 200 }`
      : '';
    return `  - name: ${name}
    baseUrl: ${sim.url}/${profile}/v1
    model: sim
    headers: { x-sim: '${QUIET}', x-sim-server: ${server} }${metrics}${extra}`;
  };
  return `
version: 1
name: speculative-${tag}
endpoints:
${endpoint('reference', reference, '\n    reference: true')}
${endpoint('candidate', candidate)}
${speculative}
scenarios:
  - name: essay
    prompt: Write a 60-word essay about rivers and the sea.
    maxTokens: 96
run: { requests: 24, concurrency: 6, seed: 5 }
`;
}

async function gate(tag: string, reference: string, candidate: string, speculative: string, telemetry = true) {
  const file = join(dir, `${tag}.yaml`);
  writeFileSync(file, workloadText(tag, reference, candidate, speculative, telemetry));
  const workload = loadWorkload(file);
  const plan = planGate(workload, { baseline: null, workloadFile: file, aaRuns: 0, cwd: dir });
  const { results, evaluation } = await gatedRun(workload, plan, join(dir, `out-${tag}`));
  return {
    results,
    outcome: evaluation.outcome!,
    // Metric names are escaped for Markdown (`_` as `&#95;`): read back as written.
    report: reportOfRun('speculative', results, evaluation).replace(/&#95;/g, '_'),
    terminal: terminalOfRun(results, evaluation).replace(/\s+/g, ' '),
    decision: decideGateRun(results, evaluation, 'regression', 'nothing compared'),
  };
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 21 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-speculative-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('speculative decoding on the simulator', () => {
  it('shows the speculative profile’s acceptance in the results and the report, beside decode speed', async () => {
    const run = await gate('same', 'speculative', 'speculative', 'speculative: { minAcceptanceRatio: 0.95 }');
    expect(resultsProblems(run.results)).toEqual([]);
    // Per cell, from the answers' timings (llama.cpp's draft_n / draft_n_accepted): about 81 % of drafted tokens kept.
    const cell = run.results.cells.find((c) => c.endpoint === 'candidate')!;
    expect(cell.speculative!.requests).toBe(cell.n - cell.errors);
    expect(cell.speculative!.accepted / cell.speculative!.drafted).toBeGreaterThan(0.7);
    expect(cell.speculative!.accepted / cell.speculative!.drafted).toBeLessThan(0.9);
    // Per endpoint, from the server's vLLM counters: the mean accepted length (1 + accepted / drafts) too.
    const acceptance = run.results.speculative!.find((a) => a.endpoint === 'candidate')!;
    expect(acceptance).toMatchObject({ source: 'counters', requests: null });
    expect(acceptance.read).toContain('vllm:spec_decode_num_accepted_tokens_total');
    expect(acceptance.meanAcceptedLength!).toBeGreaterThan(3);
    expect(acceptance.meanAcceptedLength!).toBeLessThan(3.7);
    expect(acceptance.acceptanceRate!).toBeGreaterThan(0.7);
    // The same build on both sides passes, the comparison stated.
    const compared = run.outcome.speculative!.find((c) => c.endpoint === 'candidate')!;
    expect(compared).toMatchObject({ measure: 'meanAcceptedLength', verdict: 'pass', against: 'reference', minRatio: 0.95 });
    expect(compared.ratio!).toBeGreaterThan(0.95);
    expect(run.decision.endpoints.find((e) => e.name === 'candidate')!.speculative).toMatchObject({ verdict: 'pass' });
    expect(run.report).toMatch(
      /\*\*Speculative decoding:\*\* candidate: mean accepted length 3\.\d\d vs 3\.\d\d \(\d\.\d\d×; at least 0\.95× asked\) · acceptance \d+% vs \d+% · decode 1\d\d\.\d tok\/s p50 \(the reference's: 1\d\d\.\d tok\/s p50\)/,
    );
    // The primary table has the cell's acceptance from its answers beside tok/s.
    expect(run.report).toMatch(/\| tok\/s p50 \| draft acceptance \|/);
    expect(run.report).toMatch(/\| candidate \| essay · cold \|[^\n]*\| \d+% → \d+% \|/);
    // The server's telemetry per look: the counters' acceptance and mean accepted length.
    expect(run.report).toMatch(/\| generated tokens \| draft acceptance \(mean accepted length\) \|/);
    expect(run.report).toMatch(/\| candidate \| 1 \|[^\n]*\| \d+% \(3\.\d\d\) \|/);
    expect(run.terminal).toMatch(/speculative decoding: candidate: mean accepted length 3\.\d\d vs 3\.\d\d/);
  }, 120_000);

  it('fails a degraded draft against a good one when the workload asks for the ratio', async () => {
    const run = await gate('weak', 'speculative', 'weak-draft', 'speculative: { minAcceptanceRatio: 0.95 }');
    expect(resultsProblems(run.results)).toEqual([]);
    const compared = run.outcome.speculative!.find((c) => c.endpoint === 'candidate')!;
    expect(compared).toMatchObject({ measure: 'meanAcceptedLength', verdict: 'fail' });
    // 1.6 tokens a verification step against 3.4.
    expect(compared.ratio!).toBeLessThan(0.6);
    expect(compared.candidate!.meanAcceptedLength!).toBeLessThan(1.8);
    expect(run.outcome.verdict).toBe('fail');
    const candidate = run.outcome.endpoints.find((e) => e.endpoint === 'candidate')!;
    expect(candidate).toMatchObject({ verdict: 'fail' });
    expect(candidate.decidedBy).toContain('candidate:speculative');
    expect(run.decision.verdict).toBe('fail');
    // verdict.json gives the comparison per endpoint, as its schema says.
    const file = verdictFile({
      command: 'gate',
      workload: { name: 'speculative-weak', fingerprint: null },
      verdict: run.decision.verdict,
      exitCode: run.decision.exitCode,
      failOn: run.decision.failOn,
      reason: 'candidate failed',
      comparison: { kind: 'reference', label: 'reference endpoint reference' },
      endpoints: run.decision.endpoints,
      files: { results: null, samples: null, report: null, baseline: null },
    });
    expect(validateVerdict(JSON.parse(JSON.stringify(file))), JSON.stringify(validateVerdict.errors)).toBe(true);
    expect(file.endpoints.find((e) => e.name === 'candidate')!.speculative).toMatchObject({
      verdict: 'fail',
      measure: 'meanAcceptedLength',
    });
    // The finding names it beside decode speed, the cause a reviewer reads.
    expect(run.report).toMatch(
      /- ❌ \*\*candidate\*\*: speculative decoding fell behind the reference's: mean accepted length 1\.\d\d vs 3\.\d\d \(0\.\d\d×; at least 0\.95× asked\) · acceptance \d+% vs \d+% \(server counters vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total, [\d,]+ vs [\d,]+ drafted tokens\)/,
    );
    expect(run.terminal).toMatch(
      /FAIL candidate: speculative decoding fell behind the reference's: mean accepted length 1\.\d\d vs 3\.\d\d/,
    );
  }, 120_000);

  it('passes the same degraded draft when the workload does not ask, still reporting its acceptance', async () => {
    const run = await gate('weak-unasked', 'speculative', 'weak-draft', '');
    expect(run.outcome.speculative).toBeUndefined();
    expect(run.decision.endpoints.find((e) => e.name === 'candidate')!.speculative).toBeUndefined();
    expect(run.results.speculative!.find((a) => a.endpoint === 'candidate')!.meanAcceptedLength!).toBeLessThan(1.8);
    expect(run.report).toMatch(
      /\*\*Speculative decoding:\*\* candidate: mean accepted length 1\.\d\d · acceptance \d+% of [\d,]+ drafted tokens \(server counters: /,
    );
    expect(run.report).not.toMatch(/speculative decoding fell behind/);
    // Slower decoding is the speed gate's to judge; acceptance alone fails nothing here.
    expect(run.outcome.endpoints.find((e) => e.endpoint === 'candidate')!.decidedBy).not.toContain('candidate:speculative');
  }, 120_000);

  it('compares acceptance rates from the answers’ timings where no side has /metrics (llama.cpp)', async () => {
    const run = await gate('timings', 'speculative', 'weak-draft', 'speculative: { minAcceptanceRatio: 0.95 }', false);
    const acceptance = run.results.speculative!.find((a) => a.endpoint === 'candidate')!;
    expect(acceptance).toMatchObject({
      source: 'timings',
      read: 'timings.draft_n_accepted / timings.draft_n',
      drafts: null,
      meanAcceptedLength: null,
    });
    const compared = run.outcome.speculative!.find((c) => c.endpoint === 'candidate')!;
    expect(compared).toMatchObject({ measure: 'acceptanceRate', verdict: 'fail' });
    expect(compared.ratio!).toBeLessThan(0.4);
    expect(run.report).toMatch(
      /speculative decoding fell behind the reference's: acceptance \d+% vs \d+% \(0\.\d\d×; at least 0\.95× asked\) \(answers’ timings timings\.draft_n_accepted \/ timings\.draft_n/,
    );
  }, 120_000);
});
