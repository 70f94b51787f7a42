import { describe, expect, it } from 'vitest';
import { stripSgr } from '../../src/report/terminal/colour.js';
import { TERMINAL_WIDTH } from '../../src/report/terminal/findings.js';
import { realisticInput, sequentialInput } from './factory.js';
import { terminalOf, type ReportParts } from '../helpers/decided-report.js';

function terminal(input: ReportParts, colour = false): string {
  return terminalOf({
    results: input.candidate,
    outcome: input.gate,
    comparand: { label: input.baseline!.label, baseline: input.baseline!.cells! },
    colour,
  });
}

describe('the terminal verdict', () => {
  it('groups like the PR comment: the verdict, one line per endpoint and cause, what passed, the cells that did not pass', () => {
    const lines = terminal(sequentialInput()).split('\n');
    expect(lines[0]).toBe('streamgate: FAIL — 1 of 3 endpoints failed: buffered at look 1 of 3; drifting still open after 3 of');
    expect(lines[2]).toBe('  compared with baselines/sequential.json');
    expect(lines).toContain('  FAIL buffered: the stream is held and flushed at the end in 2 of 2 cells — IDR 0.00 vs 0.97');
    expect(
      lines.some((l) => l.startsWith('  open drifting: TTFT p50 +17% (+12% to +23%) over 2 cells — still open after 3 of 3 looks')),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('  passed steady (look 2 of 3)'))).toBe(true);
    const rows = lines.filter((l) => / · cold /.test(l));
    expect(
      rows.map((r) =>
        r
          .trim()
          .split(/\s{2,}/)
          .at(-1),
      ),
    ).toEqual(['FAIL: delivery', 'FAIL: delivery', 'inconclusive', 'inconclusive']);
    expect(lines).toContain('  and 2 cells passed (report.md has them all)');
  });

  it('states a lone passed endpoint\'s resolution once: in the verdict line, not again in a "passed" line', () => {
    const text = terminal(sequentialInput(['steady']));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^streamgate: PASS — steady at look 2 of 3 passed: TTFT p50 at most \+6\.1% \(would have caught/);
    expect(lines.some((l) => l.startsWith('  passed '))).toBe(false);
    expect(text.split('would have caught +27%').length - 1).toBe(1);
    // The endpoint's cells all passed: counted as passed, not "passed or not shown".
    expect(lines).toContain('  2 cells passed (report.md has them all)');
  });

  it('fits a 100-column terminal, names each metric once per line, and keeps colour off unless asked', () => {
    for (const input of [realisticInput(), sequentialInput()]) {
      const text = terminal(input);
      expect(text).not.toContain('\u001b[');
      for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(TERMINAL_WIDTH);
    }
  });

  it('colours the verdicts when the stream takes colour, and only adds escape codes', () => {
    const plain = terminal(sequentialInput());
    const coloured = terminal(sequentialInput(), true);
    expect(coloured).toContain('\u001b[');
    expect(stripSgr(coloured)).toBe(plain);
  });

  it('names a cell that failed on its own, and groups what was not gated', () => {
    const text = terminal(realisticInput());
    expect(text).toContain('\n  FAIL gateway: TTFT p50 8.1× (7.4× to 8.9×) in essay · cold\n');
    expect(text).toMatch(/\nnote: TTFT p95: not gated in /);
  });

  it('prints nothing of a gate when there was nothing to compare with', () => {
    const input = realisticInput();
    expect(terminalOf({ results: input.candidate, outcome: null, comparand: null })).toBe('');
  });
});
