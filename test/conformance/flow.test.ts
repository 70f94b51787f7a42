import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, serializeBaseline, writeBaseline } from '../../src/baseline/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { baselineConformance, gateWithConformance } from '../../src/compare/conformance.js';
import { measureConformance } from '../../src/conformance/measure.js';
import { withConformance } from '../../src/results/build-results.js';
import { readSamplesFile } from '../../src/runner/jsonl-sink.js';
import { runWorkload } from '../../src/engine.js';
import { probe } from '../../src/probe/probe.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { gateResults } from '../../src/compare/sequential.js';
import { baselineComparand, gateExitCode, loadBaseline, resolveGateRules } from '../../src/compare/comparand.js';
import { expectBalancedMarkup, expectWellFormedTables } from '../report/markdown-checks.js';
import { markdownOf } from '../helpers/decided-report.js';

// Only the base URL's profile differs between runs (it is not part of the workload fingerprint). Timing is made
// quiet (σ 0.1) so the speed side of the gate passes between identical profiles.
const WORKLOAD = `
version: 1
name: conformance-e2e
endpoints:
  - name: gateway
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 200, "jitter": 0.1, "ttftSigma": 0.1, "ttftMs": 120, "prefixCache": false}' }
scenarios:
  - name: math
    prompt: What is 17+25?
    maxTokens: 64
    params: { reasoning_effort: none }
    expect:
      reasoning: absent
      nonEmpty: true
      answer: { exact: "42", number: { value: 42, tolerance: 0.5 } }
run:
  requests: 30
  looks: 1
  warmup: 1
  concurrency: 6
  seed: 7
probes:
  only: [reasoning_effort=none, thinking.type=disabled, enable_thinking=false]
`;

let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

function load(profile: string) {
  return parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });
}

/** A measured run with its conformance, as the CLI runs it: engine, then probes and assertion tallies. */
async function measure(profile: string) {
  const workload = load(profile);
  const out = await runWorkload({
    workload,
    apiKeys: new Map(),
    resultsDir: join(dir, `${profile}-${Date.now()}`),
    redact: (s) => s,
    logger: quiet,
  });
  const conformance = await measureConformance(workload, { apiKeys: new Map(), probe, samples: readSamplesFile(out.samplesPath) });
  return { workload, results: withConformance(out.results, conformance), conformance };
}

/** The gate command: speed against the baseline, conformance against the baseline's, one verdict and report. */
async function gateRun(profile: string) {
  const { workload, results, conformance } = await measure(profile);
  const path = join(dir, 'baseline.json');
  const rules = resolveGateRules(workload);
  const baseline = loadBaseline(workload, path, true, 'e2e.yaml')!;
  const speed = gateResults(baselineComparand(results, baseline), rules, results);
  const flow = gateWithConformance({
    candidate: conformance,
    comparison: baselineConformance(workload, path, 'e2e.yaml'),
    speed,
    rules,
    results,
  });
  const markdown = markdownOf({
    title: workload.name,
    candidate: results,
    baseline: { label: baseline.label, cells: baseline.cells },
    gate: flow.gate,
    conformance: flow.report,
  });
  return { flow, markdown, exit: gateExitCode(flow.gate, 'regression') };
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 17 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-conformance-'));
  // Recorded on an endpoint where every reasoning switch works.
  const { workload, results } = await measure('reasoning-compliant');
  expect(resultsProblems(results)).toEqual([]);
  writeBaseline(join(dir, 'baseline.json'), baselineFromResults(results, workload));
}, 60_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('conformance gate end to end against the simulator', () => {
  it('the baseline carries the probe verdicts and the assertion pass counts', () => {
    const text = readFileSync(join(dir, 'baseline.json'), 'utf8');
    // Canonical: re-serializing the parsed file gives the same bytes, so re-recording diffs only what changed.
    expect(serializeBaseline(JSON.parse(text) as Parameters<typeof serializeBaseline>[0])).toBe(text);
    const saved = JSON.parse(text) as {
      conformance: { probes: { variant: string; verdict: string }[]; assertions: { assertion: string; passed: number; total: number }[] };
    };
    expect(saved.conformance.probes.map((p) => [p.variant, p.verdict])).toEqual([
      ['control', 'control'],
      ['reasoning_effort=none', 'honoured'],
      ['thinking.type=disabled', 'honoured'],
      ['enable_thinking=false', 'honoured'],
    ]);
    expect(saved.conformance.assertions.map((t) => [t.assertion, t.passed, t.total])).toEqual([
      ['reasoning-absent', 30, 30],
      ['non-empty', 30, 30],
      ['answer-exact', 30, 30],
      ['answer-number', 30, 30],
      ['answer-correct', 30, 30],
    ]);
  });

  it('an endpoint that ignores enable_thinking: false fails, and the matrix shows the cell with its extra cost', async () => {
    const { flow, markdown, exit } = await gateRun('reasoning');
    expect(exit).toBe(1);
    expect(flow.gate!.verdict).toBe('fail');
    expect(flow.conformance!.counts.regressions).toBe(1);
    const change = flow.conformance!.probes.find((p) => p.variant === 'enable_thinking=false')!;
    expect(change.kind).toBe('regression');
    expect(change.candidate.reasoningTokens! - change.baseline!.reasoningTokens!).toBe(48);
    // 48 reasoning tokens at 200 tok/s: ~240 ms more to the last token (under half required: scheduling noise).
    expect(change.candidate.settleMs! - change.baseline!.settleMs!).toBeGreaterThan(100);
    expectWellFormedTables(markdown);
    expectBalancedMarkup(markdown);
    expect(markdown.split('\n')[0]).toMatch(/^\*\*streamgate: FAIL\*\*/);
    const row = markdown.split('\n').find((l) => l.startsWith('| enable&#95;thinking=false |'))!;
    expect(row).toMatch(
      /\| honoured · 0 rt \(−48\) · [^|]+ \| \*\*❌ regressed: ignored · 48 rt · [^|]+\*\* \(was honoured, now ignored: \+48 reasoning tokens, \+\d+ ms to the last token per request\) \|$/,
    );
    // The other switches still work and are not flagged.
    expect(flow.conformance!.probes.filter((p) => p.kind === 'unchanged').map((p) => p.variant)).toEqual([
      'reasoning_effort=none',
      'thinking.type=disabled',
    ]);
  }, 60_000);

  it('the same gate with an unchanged endpoint passes', async () => {
    const { flow, markdown, exit } = await gateRun('reasoning-compliant');
    expect(exit).toBe(0);
    expect(flow.conformance!.verdict).toBe('pass');
    expect(flow.gate!.counts.fail).toBe(0);
    expect(markdown).toContain('<summary>Parameter conformance and answer quality — pass</summary>');
  }, 60_000);

  it('an endpoint whose answers degrade fails on answer quality, shown beside its speed', async () => {
    const { flow, markdown, exit } = await gateRun('degraded');
    expect(exit).toBe(1);
    const exact = flow.conformance!.assertions.find((c) => c.metric === 'check:answer-exact')!;
    expect(exact.verdict).toBe('fail');
    expect(exact.candidate.value).toBeLessThan(0.85);
    // No reasoning at all on this endpoint: the reasoning switches have nothing to show, which is not a regression.
    expect(flow.conformance!.counts.regressions).toBe(0);
    expect(markdown).toMatch(
      /\| gateway \| math · cold \| [^|]+ \| [^|]+ \| 100% \(30\/30\) \| \d+% \(\d+\/30\) \| 100% \(60\/60\): reasoning-absent 30\/30, non-empty 30\/30 \| 100% \(60\/60\): reasoning-absent 30\/30, non-empty 30\/30 \|$/m,
    );
  }, 60_000);
});
