import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { CellData } from '../../src/gate/types.js';
import { passedLine } from '../../src/report/passed-line.js';
import { cell, spread } from '../gate/cells.js';

// Four unchanged cells of 40 requests per side: the exact count bounds TTFT p95 inside its must-catch level
// (docs/design/gate.md §4.3), and the endpoint passes; two such cells cannot bound it, and the endpoint is held.
const base = spread(800, 0.4, 40);
const tps = spread(60, 0.05, 40);
const cells = (scenarios: string[]): CellData[] =>
  scenarios.map((scenario) => cell({ scenario, values: { ttftMs: base, tokensPerSecond: tps } }));

describe('the line of what passed', () => {
  it('states what each rule of a passed endpoint was shown within and would have caught, the critical tail included', () => {
    const four = ['chat', 'essay', 'agent', 'code'];
    const outcome = evaluateGate(cells(four), cells(four), DEFAULT_RULES, { comparand: 'reference', look: 3, looks: 3 });
    expect(outcome.verdict).toBe('pass');
    // The count shows the tail inside the 1.6× must-catch level and no finer: the bound stated is that level.
    expect(passedLine(outcome, null)).toMatch(
      new RegExp(
        '^api \\(look 3 of 3\\): TTFT p50 at most \\+\\d+(\\.\\d)?% \\(would have caught \\+\\d+%\\) · ' +
          'TTFT p95 at most \\+60% \\(would have caught \\+\\d+%\\) · ' +
          'tok/s p50 at most \\d+(\\.\\d)?% lower \\(would have caught \\d+% lower\\) · ' +
          'errors at most \\+\\d+(\\.\\d)? points \\(would have caught \\+\\d+\\) · ' +
          'non-streamed share at most \\+\\d+(\\.\\d)? points \\(would have caught \\+\\d+\\)$',
      ),
    );
  });

  it('names no tail when none let an endpoint pass', () => {
    const two = ['chat', 'essay'];
    // At the last look the run may take (its last extra look), the tail still not bounded.
    const last = { comparand: 'reference' as const, look: 3 + DEFAULT_RULES.extraLooks, looks: 3 };
    const outcome = evaluateGate(cells(two), cells(two), DEFAULT_RULES, last);
    expect(outcome.verdict).toBe('inconclusive');
    expect(passedLine(outcome, null)).toBeNull();
  });
});
