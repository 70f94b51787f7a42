import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { GateRules } from '../../src/gate/types.js';
import { decidedByText, renderEndpointTable, renderPooledFindings } from '../../src/report/endpoint-verdicts.js';
import { explainPooled } from '../../src/report/explain.js';
import { describeLook } from '../../src/report/look-progress.js';
import { cell, scaled, spread } from '../gate/cells.js';

const TTFT_ONLY: GateRules = { ...DEFAULT_RULES, metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p50') };

function outcome(look: number, looks: number) {
  const base = spread(1000, 0.02, 100);
  const noisy = spread(1000, 0.3, 20);
  return evaluateGate(
    [
      cell({ endpoint: 'same', values: { ttftMs: base }, n: 100 }),
      cell({ endpoint: 'slow|er', values: { ttftMs: base }, n: 100 }),
      cell({ endpoint: 'open', values: { ttftMs: noisy } }),
    ],
    [
      cell({ endpoint: 'same', values: { ttftMs: base }, n: 100 }),
      cell({ endpoint: 'slow|er', values: { ttftMs: scaled(base, 1.5) }, n: 100 }),
      cell({ endpoint: 'open', values: { ttftMs: scaled(noisy, 1.2) } }),
    ],
    TTFT_ONLY,
    { look, looks },
  );
}

describe('endpoint verdicts in reports and progress lines', () => {
  it('tabulates each endpoint with the look that decided it and what decided it, escaping names', () => {
    const table = renderEndpointTable(outcome(1, 3));
    expect(table.split('\n')).toEqual([
      '| endpoint | verdict | decided at | by |',
      '| :-- | :-- | :-- | :-- |',
      '| same | pass | look 1 of 3, 100 vs 100 requests per cell | every primary inside its margin |',
      '| slow&#124;er | **FAIL** | look 1 of 3, 100 vs 100 requests per cell | TTFT p50 |',
      // 20 requests per side cannot yet show either rate within its allowance.
      '| open | undecided | look 1 of 3, 20 vs 20 requests per cell | TTFT p50, non-streamed share, error rate |',
    ]);
  });

  it('keeps the table small with many endpoints: failing ones first, then a line for the rest', () => {
    const base = spread(1000, 0.02, 100);
    const names = Array.from({ length: 25 }, (_, i) => `e${i}`);
    const result = evaluateGate(
      names.map((endpoint) => cell({ endpoint, values: { ttftMs: base }, n: 100 })),
      names.map((endpoint) => cell({ endpoint, values: { ttftMs: endpoint === 'e24' ? scaled(base, 2) : base }, n: 100 })),
      TTFT_ONLY,
    );
    const rows = renderEndpointTable(result).split('\n').slice(2);
    expect(rows).toHaveLength(21);
    expect(rows[0]).toMatch(/^\| e24 \| \*\*FAIL\*\* \|/);
    expect(rows.at(-1)).toBe('| … 5 more |   |   | every one is in the job summary and results.json |');
  });

  it('lists pooled findings with the number of cells, and what keeps an inconclusive endpoint open', () => {
    const final = outcome(3, 3);
    const failing = final.pooled.filter((p) => p.verdict === 'fail');
    expect(renderPooledFindings(failing, 300)).toEqual([
      '- **slow&#124;er** (its one cell), TTFT p50: +50% (1.49×–1.51×), +500 ms over 1 cell: beyond the 1.2× margin (p &lt; 0.0001)',
    ]);
    expect(final.endpoints.find((e) => e.endpoint === 'open')!.verdict).toBe('inconclusive');
    expect(decidedByText(final, final.endpoints.find((e) => e.endpoint === 'open')!)).toBe('TTFT p50, non-streamed share, error rate');
  });

  it('names the cell when a rule failed through the test of one cell, not its pooled one', () => {
    const base = spread(500, 0.2, 40);
    const scenarios = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const result = evaluateGate(
      scenarios.map((scenario) => cell({ scenario, values: { ttftMs: base } })),
      scenarios.map((scenario) => cell({ scenario, values: { ttftMs: scenario === 'j' ? scaled(base, 2) : base } })),
      TTFT_ONLY,
    );
    const endpoint = result.endpoints[0]!;
    expect(endpoint.verdict).toBe('fail');
    const pooled = result.pooled.find((p) => p.metric === 'ttftMs')!;
    expect(pooled.verdict).toBe('fail');
    expect(pooled.pValue!).toBeGreaterThan(pooled.level!);
    // The pooled test did not reject: the rule failed through the one cell's own test.
    expect(pooled.evidence).toMatchObject({ kind: 'margin', finding: 'cells-beyond', rejected: false });
    expect(pooled.cellsBeyond).toEqual(['api/j/cold']);
    expect(explainPooled(pooled)).toMatch(/ over 10 cells: one cell is beyond the 1\.2× margin on its own$/);
    expect(decidedByText(result, endpoint)).toBe('TTFT p50 in j/cold');
  });

  it('logs a look: each endpoint, what is open, and what is measured next', () => {
    expect(describeLook(outcome(1, 3), 1, 3)).toBe(
      'look 1 of 3: same pass at 100 requests per cell; slow|er FAIL (TTFT p50) at 100 requests per cell; open undecided (TTFT p50, non-streamed share, error rate) at 20 requests per cell; measuring look 2 for 1 endpoint',
    );
  });
});
