import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, historyReach } from '../../src/gate/index.js';
import type { CellData } from '../../src/gate/types.js';
import { historyReachLines } from '../../src/report/index.js';
import { blindHistoryNotes, historySideReachLines, planGate } from '../../src/compare/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { cell, spread } from './cells.js';

/**
 * What a history can catch beside a reference (src/gate/history-reach.ts): five runs of two cells pooled, their drift
 * measured as given. Runs that agree catch about what a reference would; runs that wander by 15 % allow for so much
 * drift that the history is blind to changes a reference catches, and the line recommends the reference.
 */
function side(tau: number, runs = 5): CellData[] {
  return [
    { scenario: 'short', ttft: 400, tps: 60 },
    { scenario: 'long', ttft: 900, tps: 45 },
  ].map((s) => ({
    ...cell({
      scenario: s.scenario,
      values: { ttftMs: spread(s.ttft, 0.35, 60 * runs), tokensPerSecond: spread(s.tps, 0.1, 60 * runs) },
    }),
    spread: { runs, logSd: { ttftMs: tau, tokensPerSecond: tau } },
  }));
}

describe('what a history can catch', () => {
  it('a wandering history is blind to changes a reference would catch, and says so', () => {
    const [wandering] = historyReach(side(0.15), DEFAULT_RULES, 3);
    expect(wandering!.blind).toEqual(['ttftMs', 'tokensPerSecond']);
    const ref = wandering!.reference.find((p) => p.metric === 'ttftMs')!.resolution!.wouldCatch!;
    expect(ref).toBeGreaterThan(1.05);
    expect(ref).toBeLessThan(1.5);
    const [line] = historyReachLines([wandering!]);
    expect(line).toMatch(/^history of 5 runs, wandering ±16% in TTFT p50, ±16% in tok\/s p50: api /);
    expect(line).toMatch(
      /a reference endpoint in the same run would catch TTFT p50 above \+\d+% · tok\/s p50 above \d+(\.\d)?% lower\. A reference would see TTFT p50 and tok\/s p50 changes this history cannot/,
    );
    expect(line).toContain('`reference: true`');
  });

  it('runs that agree catch nearly what a reference would: no remedy said', () => {
    const [steady] = historyReach(side(0.005), DEFAULT_RULES, 3);
    expect(steady!.blind).toEqual([]);
    const own = steady!.history.find((p) => p.metric === 'ttftMs')!.resolution!.wouldCatch!;
    const ref = steady!.reference.find((p) => p.metric === 'ttftMs')!.resolution!.wouldCatch!;
    expect(Math.log(own)).toBeLessThanOrEqual(2 * Math.log(ref));
    const [line] = historyReachLines([steady!]);
    expect(line).toMatch(
      /^history of 5 runs, wandering ±1% in TTFT p50, ±1% in tok\/s p50: api catches TTFT p50 above \+\d+% · tok\/s p50 above \d+(\.\d)?% lower; a reference/,
    );
    expect(line).not.toContain('A reference would see');
  });

  it('the gate notes a blind history with its remedy, and says nothing of a steady one; history add states either', () => {
    const workload = parseWorkload(
      `version: 1
name: reach
endpoints:
  - { name: api, baseUrl: "http://127.0.0.1:1/v1", model: m }
scenarios:
  - { name: short, prompt: Hi }
  - { name: long, prompt: Hello }
run: { requests: 60, looks: 3 }
`,
      { file: 'reach.yaml' },
    );
    const planOf = (tau: number) =>
      planGate(workload, {
        baseline: null,
        workloadFile: 'reach.yaml',
        aaRuns: 0,
        cwd: '/nonexistent',
        history: { label: 'history', cells: side(tau), conformance: null, history: { runs: 5 } },
      });
    const [blind] = blindHistoryNotes(planOf(0.15));
    expect(blind).toMatch(/^history of 5 runs, wandering ±16% in TTFT p50/);
    expect(blind).toContain('`reference: true`');
    expect(blindHistoryNotes(planOf(0.005))).toEqual([]);
    const steady = planOf(0.005).baseline;
    expect(historySideReachLines(steady, workload)[0]).toMatch(
      /^history of 5 runs, wandering ±1% in TTFT p50.*a reference endpoint in the same run would catch/,
    );
    // A baseline file is not a history: nothing said.
    expect(historySideReachLines({ ...steady!, history: undefined }, workload)).toEqual([]);
  });
});
