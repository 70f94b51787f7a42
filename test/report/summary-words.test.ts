import { describe, expect, it } from 'vitest';
import { renderVerdictLine } from '../../src/report/markdown/summary.js';
import { decisionOf, terminalOf } from '../helpers/decided-report.js';
import { evaluateGate, DEFAULT_RULES } from '../../src/gate/index.js';
import { cellData, cellResult, results } from './factory.js';

describe('words of the job summary and the terminal', () => {
  it('counts one cell and one error in the singular', () => {
    const one = results(
      [cellResult({ endpoint: 'api', scenario: 'hello', cache: 'cold', n: 2, errors: 1, ttftMs: 300, tokensPerSecond: 50 })],
      [{ name: 'api', model: 'm', baseUrl: 'http://h', reference: false }] as never,
    );
    expect(renderVerdictLine(decisionOf({ title: 'one', candidate: one, baseline: null, gate: null }))).toBe(
      '**streamgate: measured, no baseline** — 1 cell · 2 requests · 1 error',
    );
  });

  it('says a run without a comparison side compared with none, rather than "with nothing"', () => {
    const cell = cellResult({ endpoint: 'api', scenario: 'hello', cache: 'cold', ttftMs: 300, tokensPerSecond: 50 });
    const outcome = evaluateGate([], [cellData(cell)], DEFAULT_RULES, { comparand: 'none' });
    const text = terminalOf({
      results: results([cell], [{ name: 'api', model: 'm', baseUrl: 'http://h', reference: false }] as never),
      outcome,
      comparand: null,
    });
    expect(text).not.toContain('compared with nothing');
    expect(text.split('\n')).toContain('  no comparison side');
  });
});
