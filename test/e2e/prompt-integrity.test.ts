import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import type { Comparison, PromptEvidence } from '../../src/gate/types.js';
import { formatPrefix } from '../../src/plan/prefix.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// Input integrity end to end: the simulator's servers count a prompt token per 4 characters (`charsPerToken`) and keep
// at most `contextTokens` of them, dropping the start of a longer prompt and reporting what they kept. Every endpoint
// shares one fast pace (TTFT ~30 ms, 400 tok/s) so the runs are short; the gate's default settings decide.
const PACE = '"ttftMs": 30, "tokensPerSecond": 400, "prefixCache": false';

/** A long system prompt (1,800 characters) and the question after it. */
const SYSTEM = Array.from({ length: 40 }, (_, i) => `Rule ${String(i + 10)}: read the code before you change it. `).join('');
const USER = 'What should I check first?';
/** What a server reads of the long scenario's request: its text and the cold nonce put in front of it. */
const SENT = SYSTEM.length + USER.length + formatPrefix(0).length;
/** The tokens a server counting 4 characters per token reports: the reference's count. */
const FULL = Math.ceil(SENT / 4);
/** The estimate from the workload's text (the nonce is not in it). */
const ESTIMATE = Math.ceil((SYSTEM.length + USER.length) / 4);
const TOOLS = JSON.stringify([
  {
    type: 'function',
    function: {
      name: 'search_code',
      description: 'Search the repository for a symbol, an error message or a configuration key, and return the matching lines.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What to search for: a function name, an error message, a config key.' },
          path: { type: 'string', description: 'A path prefix to narrow the search to, when known.' },
          limit: { type: 'integer', description: 'The most matches to return.' },
        },
        required: ['query'],
      },
    },
  },
]);

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
});
afterAll(async () => {
  await sim.close();
});

interface Setup {
  /** The candidate's extra x-sim settings. */
  candidate: string;
  /** A reference endpoint beside it (default), or none: then the run is gated on an SLO alone. */
  reference?: boolean;
}

function workload({ candidate, reference = true }: Setup): string {
  const ref = reference
    ? `
  - name: full
    baseUrl: ${sim.url}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '{${PACE}}' }`
    : '';
  return `
version: 1
name: integrity
endpoints:${ref}
  - name: cand
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '{${PACE}${candidate}}' }
${reference ? '' : 'slo:\n  objectives: { ttftMs: { p50: 5000 } }\n'}scenarios:
  - { name: hello, prompt: Hello, maxTokens: 8, cache: cold }
  - name: long
    maxTokens: 8
    cache: cold
    messages:
      - { role: system, content: ${JSON.stringify(SYSTEM)} }
      - { role: user, content: ${USER} }
  - name: tools
    maxTokens: 8
    cache: cold
    turns: 2
    tools: ${TOOLS}
    messages:
      - { role: user, content: Find where the export job is defined. }
run:
  requests: 24
  looks: 1
  concurrency: 4
  seed: 4
`;
}

async function gated(setup: Setup) {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-integrity-'));
  try {
    const parsed = parseWorkload(workload(setup), { format: 'yaml' });
    const plan = planGate(parsed, { baseline: null, workloadFile: 'integrity.yaml', aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {});
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential!.hook,
    });
    const evaluation = evaluateRun(plan, results, sequential!.gate);
    const outcome = evaluation.outcome!;
    const prompt = (scenario: string): Comparison | undefined =>
      outcome.comparisons.find((c) => c.endpoint === 'cand' && c.scenario === scenario && c.metric === 'promptTokens');
    return {
      results,
      outcome,
      prompt,
      evidence: (scenario: string) => prompt(scenario)?.evidence as PromptEvidence | undefined,
      terminal: terminalOfRun(results, evaluation),
      report: reportOfRun('integrity', results, evaluation),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('input integrity against the simulator', () => {
  it('fails a candidate whose smaller context truncates the long prompt, names it, and does not count its speed-up', async () => {
    const { outcome, prompt, evidence, terminal, report } = await gated({ candidate: ', "contextTokens": 300' });
    expect(outcome.verdict).toBe('fail');
    expect(prompt('long')).toMatchObject({ verdict: 'fail', id: 'cand/long/cold:promptTokens:p50' });
    // 24 requests over three scenarios: 8 in the long one, every one of them cut.
    expect(evidence('long')).toMatchObject({ source: 'comparison', expected: FULL, read: 300, short: 8, of: 8, finding: 'beyond' });
    // Short prompts fit: those cells are compared as usual.
    expect(prompt('hello')).toMatchObject({ verdict: 'pass' });
    expect(outcome.endpoints.find((e) => e.endpoint === 'cand')!.decidedBy).toContain('cand/long/cold:promptTokens:p50');
    // The truncated cell answered sooner (less to prefill), but its timings are not compared, so not an improvement.
    const ttft = outcome.comparisons.find((c) => c.id === 'cand/long/cold:ttftMs:p50')!;
    expect(ttft.verdict).toBe('not-gated');
    expect(ttft.evidence).toMatchObject({ kind: 'not-gated', why: 'input-differs' });
    const line = `the server read 300 of ${FULL} prompt tokens on 8 of 8 requests: the prompt was truncated, in long · cold`;
    expect(report).toContain(line);
    expect(terminal.replace(/\s+/g, ' ')).toContain(line);
    expect(report).toMatch(/not comparable/);
  }, 120_000);

  it('finds nothing in an unchanged pair', async () => {
    const { outcome, prompt, report } = await gated({ candidate: '' });
    for (const scenario of ['hello', 'long', 'tools']) expect(prompt(scenario)).toMatchObject({ verdict: 'pass' });
    expect(outcome.comparisons.filter((c) => c.evidence.kind === 'not-gated' && c.evidence.why === 'input-differs')).toEqual([]);
    expect(outcome.endpoints[0]!.decidedBy.filter((id) => id.includes('promptTokens'))).toEqual([]);
    expect(report).not.toMatch(/truncated|dropped/);
  }, 120_000);

  it('lets a tokenizer-sized difference through (4.2 characters per token: 4.5 % fewer tokens)', async () => {
    const { outcome, prompt, evidence, report } = await gated({ candidate: ', "charsPerToken": 4.2' });
    expect(prompt('long')).toMatchObject({ verdict: 'pass' });
    // 1,841 characters ÷ 4.2 = 439 tokens against the reference's 461: 22 fewer, inside 10 % and 32 tokens.
    expect(evidence('long')).toMatchObject({ expected: FULL, read: Math.ceil(SENT / 4.2), short: 0, finding: 'inside' });
    expect(FULL - Math.ceil(SENT / 4.2)).toBeGreaterThan(15);
    expect(outcome.endpoints[0]!.decidedBy.filter((id) => id.includes('promptTokens'))).toEqual([]);
    expect(report).not.toMatch(/truncated/);
  }, 120_000);

  it('fails a gateway that drops the tool definitions, in the agent cell, and every turn of it is not compared', async () => {
    const { outcome, prompt, evidence } = await gated({ candidate: ', "dropsTools": true' });
    expect(prompt('tools')).toMatchObject({ verdict: 'fail', turn: 0 });
    expect(evidence('tools')!.read).toBeLessThan(evidence('tools')!.expected * 0.5);
    expect(prompt('long')).toMatchObject({ verdict: 'pass' });
    const later = outcome.comparisons.find((c) => c.id === 'cand/tools/cold/turn1:ttftMs:p50')!;
    expect(later.evidence).toMatchObject({ kind: 'not-gated', why: 'input-differs' });
  }, 120_000);

  it('fails a server that drops the system message', async () => {
    const { prompt } = await gated({ candidate: ', "dropsSystem": true' });
    expect(prompt('long')).toMatchObject({ verdict: 'fail' });
    expect(prompt('hello')).toMatchObject({ verdict: 'pass' });
  }, 120_000);

  it('with no comparison side, flags a count far below the estimate from the text, and only that', async () => {
    const cut = await gated({ candidate: ', "contextTokens": 150', reference: false });
    expect(cut.outcome.verdict).toBe('fail');
    expect(cut.evidence('long')).toMatchObject({ source: 'estimate', expected: ESTIMATE, read: 150, finding: 'beyond' });
    expect(cut.report).toContain(`the server read 150 prompt tokens where the request carries about ${ESTIMATE} (characters ÷ 4)`);
    // Its SLO verdicts stand (there is nothing to compare timings with), so the line says what the timings measured.
    expect(cut.report).toContain("its timings are those of a shorter prompt than the workload's");
    const whole = await gated({ candidate: '', reference: false });
    expect(whole.prompt('long')).toMatchObject({ verdict: 'pass' });
    expect(whole.outcome.verdict).not.toBe('fail');
  }, 120_000);
});
