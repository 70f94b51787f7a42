import { describe, expect, it } from 'vitest';
import { renderTerminalGate } from '../../src/report/terminal-gate.js';
import { realisticInput, sequentialInput } from './factory.js';

describe('renderTerminalGate', () => {
  it('prints the summary line, one line per endpoint at the look that decided it, then what failed or stayed open', () => {
    const lines = renderTerminalGate(sequentialInput().gate, 'baselines/sequential.json').split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'streamgate: FAIL — 1 failed · 1 inconclusive · 13 passed (compared with baselines/sequential.json)',
      '  buffered: FAIL at look 1 of 3, 20 vs 60 requests per cell (non-streamed share)',
      '  steady: pass at look 2 of 3, 40 vs 60 requests per cell (every primary inside its margin)',
      '  drifting: inconclusive at look 3 of 3, 60 vs 60 requests per cell (TTFT p50)',
    ]);
    const rows = lines.slice(4).filter((l) => /^(FAIL|inconclusive) /.test(l));
    // The endpoints' rules over their cells first, failures before what is inconclusive, then the failing cells.
    expect(rows.map((r) => r.split(/\s{2,}/).slice(0, 3))).toEqual([
      ['FAIL', 'buffered (all 2 cells)', 'non-streamed share'],
      ['inconclusive', 'drifting (all 2 cells)', 'TTFT p50'],
      ['FAIL', 'buffered/hello/cold', 'non-streamed share'],
      ['FAIL', 'buffered/answer/cold', 'non-streamed share'],
    ]);
    expect(rows[1]).toContain('still undecided after 3 looks, ~150 requests per cell and side would likely decide');
    // Undecided cells (drifting's TTFT p50 in each cell) are not listed: only its endpoint-wide verdict is.
    expect(lines.some((l) => l.startsWith('undecided') || l.includes('drifting/'))).toBe(false);
  });

  it('names a single look, and the cell that failed on its own, for a run against a baseline file', () => {
    const text = renderTerminalGate(realisticInput().gate, 'baseline');
    expect(text.split('\n')[0]).toBe('streamgate: FAIL — 1 failed · 0 inconclusive · 8 passed (compared with baseline)');
    expect(text).toContain('\n  clean: pass at look 1 of 3, 40 vs 120 requests per cell (every primary inside its margin)\n');
    expect(text).toMatch(/\n {2}gateway: FAIL at look 1 of 3, 24–40 vs 120 requests per cell \(TTFT p50\b[^\n]*\)\n/);
    expect(text).toMatch(/\nFAIL +gateway \(all 6 cells\) +TTFT p50 +TTFT p50 \+5\.1%/);
    expect(text).toMatch(/\nFAIL +gateway\/essay\/cold +TTFT p50 +1\.17 s +9\.51 s +TTFT p50 \+710%/);
    expect(text).toContain('note: gateway/essay/cold: not gated: TTFT p95');
  });

  it('prints nothing of a gate when there was nothing to compare with', () => {
    expect(renderTerminalGate(null, 'nothing')).toBe('');
  });
});
