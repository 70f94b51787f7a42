import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { GateOutcome } from '../../src/gate/types.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { gateResults } from '../../src/compare/sequential.js';
import { referenceComparand, resolveGateRules } from '../../src/compare/comparand.js';
import { gateWithConformance, referenceSideConformance } from '../../src/compare/conformance.js';
import { markdownOf, terminalOf } from '../helpers/decided-report.js';

// The bundled demo (a buffered endpoint against a clean reference in the same run), measured on the simulator at half
// its size and without its probes, then rendered: the comment and the terminal must render the gate's decisions
// without contradicting them. Each check names the defect it guards against.
const DEMO = readFileSync(new URL('../../examples/demo.yaml', import.meta.url), 'utf8')
  .replace('requests: 60', 'requests: 30')
  .replace(/\nprobes:\n(?: {2}.*\n)+/, '\n');

let sim: Simulator;
let dir: string;
let results: Results;
let outcome: GateOutcome;
let markdown: string;
let terminal: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-demo-rendering-'));
  sim = await startSimulator({ seed: 5 });
  const workload = parseWorkload(DEMO, { format: 'yaml', env: { STREAMGATE_SIM_URL: sim.url } });
  results = (await runWorkload({ workload, apiKeys: new Map(), resultsDir: dir, redact: (s) => s, logger: quiet })).results;
  const comparand = referenceComparand(results, 'clean');
  outcome = gateResults(comparand, resolveGateRules(workload), results);
  // The response checks of `hello` (non-empty, within max tokens, usage present), gated as the CLI gates them.
  const quality = gateWithConformance({
    candidate: results.conformance ?? null,
    comparison: results.conformance ? referenceSideConformance(results.conformance, results, 'clean') : null,
    speed: outcome,
    rules: resolveGateRules(workload),
    reference: 'clean',
    results,
  });
  outcome = quality.gate!;
  markdown = markdownOf({
    conformance: quality.report,
    title: 'demo',
    candidate: results,
    baseline: { label: comparand.label, cells: comparand.baseline, reference: comparand.kind === 'reference' },
    gate: outcome,
  });
  terminal = terminalOf({
    results,
    outcome,
    comparand: { label: comparand.label, baseline: comparand.baseline, kind: comparand.kind },
    colour: false,
  });
}, 120_000);

afterAll(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

const top = (): string => markdown.slice(0, markdown.indexOf('<details>'));
/** Each cell's section under "Cells in detail": its heading and table. */
const sections = (): string[] => markdown.split('\n#### ').slice(1);

describe('the demo rendered from real gate output', () => {
  it('fails on delivery, as the gate decided', () => {
    expect(outcome.verdict).toBe('fail');
    // Every cell of requests; the agent's jobs are judged on their latency, which holding the stream need not change.
    expect(outcome.cells!.filter((c) => c.endpoint === 'buffered' && !c.job).every((c) => c.verdict === 'fail')).toBe(true);
    expect(top()).toMatch(/\| buffered \| hello · cold \|.*\| \*\*FAIL\*\*: delivery/);
  });

  it('names the comparison side the reference, in the cell tables and the agent loops', () => {
    expect(markdown).not.toContain('baseline p50');
    expect(markdown).toContain('| metric | reference p50 | candidate p50 | reference p95 | candidate p95 | change | verdict |');
    const loops = markdown.split('\n').filter((l) => /^\| (clean|buffered) · agent · /.test(l));
    expect(loops.length).toBeGreaterThan(0);
    for (const row of loops) expect(row.split(' | ')[1]).toBe(row.startsWith('| clean') ? 'reference' : 'candidate');
  });

  it('lists the cells whose TTFT got worse instead of one range over both directions', () => {
    const line = top()
      .split('\n')
      .find((l) => l.startsWith('- ❌ **buffered**: the stream is held'))!;
    expect(line).toMatch(/TTFT \(time to first token\) worse in \d+ cells? \(/);
    expect(line).not.toMatch(/TTFT [\d.]+×–/);
    expect(terminal).toMatch(/TTFT worse in \d+ cells? \(/);
  });

  it('says a buffered cell has no stall to compare instead of a longest stall "−100%" that reads as an improvement', () => {
    const failing = sections().filter((s) => s.split('\n')[0]!.endsWith('— FAIL'));
    expect(failing.length).toBeGreaterThan(0);
    for (const section of failing) {
      const stall = section.split('\n').find((l) => l.startsWith('| longest stall |'));
      if (!stall) continue;
      expect(stall).toContain('no stall to compare: every answer came in one flush');
      expect(stall).not.toContain('−100%');
    }
    expect(failing.some((s) => s.includes('| longest stall |'))).toBe(true);
  });

  it('spells out IDR at its first mention', () => {
    expect(top().indexOf('IDR (incremental delivery ratio')).toBe(top().indexOf('IDR'));
  });

  it('shows no cell of a failed endpoint with an unexplained open test, and each interval once', () => {
    const failing = sections().filter((s) => s.split('\n')[0]!.endsWith('— FAIL'));
    expect(failing.length).toBeGreaterThan(0);
    for (const section of failing) {
      expect(section).not.toMatch(/undecided p50/);
      const ttft = section.split('\n').find((l) => l.startsWith('| TTFT |'))!;
      // The change column shows each statistic's interval once (`p50 11× (9.6× to 15×)<br>p95 …`); the verdict column
      // does not repeat it. (p50 and p95 may round to the same interval text: compared per statistic, not as a set.)
      const columns = ttft.split('|').map((c) => c.trim());
      const [change, verdict] = columns.slice(-3, -1) as [string, string];
      const interval = /\([^()]* to [^()]*\)/g;
      for (const statistic of change.split('<br>')) expect((statistic.match(interval) ?? []).length).toBeLessThanOrEqual(1);
      expect(change.match(interval)?.length ?? 0).toBeGreaterThan(0);
      expect(verdict).not.toMatch(interval);
      const errors = section.split('\n').find((l) => l.startsWith('| errors |'))!;
      if (errors.includes('0/') && !errors.includes('**FAIL**')) expect(errors).not.toMatch(/undecided — 0% → 0%/);
    }
    expect(markdown).toMatch(/stopped p50 — the cell failed on delivery, so the run stopped before this test decided/);
  });

  it('cites the released docs once, beside the key, and names no docs/ path a consumer does not have', () => {
    // TTFB is a diagnostic: its rows say so without a citation each; the key says what one is, once, with the page.
    expect(markdown).toMatch(/\| TTFB \|.*not gated p50 — diagnostic: explains, does not fail \|/);
    const cited = markdown.match(
      /\(the gate's roles: https:\/\/github\.com\/streamgate\/streamgate\/blob\/v[\d.]+\/docs\/design\/gate\.md, section 2\)/g,
    );
    expect(cited).toHaveLength(1);
    expect(markdown).not.toMatch(/(?<![\w./-])docs\/[\w/-]+\.md/);
    expect(terminal).not.toMatch(/(?<![\w./-])docs\/[\w/-]+\.md/);
  });

  it('counts response checks as such beside a quality table without an answers column', () => {
    expect(top()).toMatch(/\*\*Passed:\*\* .*\d+ response checks held/);
    expect(top()).not.toMatch(/answer checks? held/);
    expect(markdown).toMatch(/\| Endpoint \| Scenario \| TTFT p50 \| tok\/s p50 \| Other checks/);
    expect(markdown).not.toContain('Answers correct');
  });

  it('says why a cold later turn hits the prefix cache, and never shows a negative time outside the engine', () => {
    const turn2 = sections().find((s) => s.startsWith('buffered · agent · turn 2 · cold'))!;
    expect(turn2).toContain("turn 2 resends turn 1's conversation, whose prefix the server had just cached");
    expect(markdown).not.toMatch(/outside the engine p50 -/);
    expect(markdown).not.toMatch(/→ -[\d.]+ ms/);
  });
});
