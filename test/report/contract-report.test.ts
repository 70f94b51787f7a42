import { describe, expect, it } from 'vitest';
import { gateWithConformance } from '../../src/compare/conformance.js';
import { DEFAULT_RULES } from '../../src/gate/index.js';
import { cellResult, results } from './factory.js';
import { data, tally } from '../conformance/records.js';
import { markdownOf, terminalOf } from '../helpers/decided-report.js';

const measured = results(
  [cellResult({ endpoint: 'gw', scenario: 'math', cache: 'cold', n: 20, ttftMs: 300, tokensPerSecond: 60 })],
  [{ name: 'gw', model: 'm', baseUrl: 'http://x/v1', reference: false }],
);

function render(minPassRate: number, passed: number) {
  const flow = gateWithConformance({
    candidate: data([], [tally('gw', 'usage-present', passed, 20)]),
    comparison: null,
    speed: null,
    rules: DEFAULT_RULES,
    results: measured,
    contracts: new Map([['math', { 'usage-present': minPassRate }]]),
  });
  const markdown = markdownOf({ title: 'w', candidate: measured, baseline: null, gate: flow.gate, conformance: flow.report });
  const terminal = terminalOf({ results: measured, outcome: flow.gate, comparand: null, conformance: flow.conformance });
  return { flow, markdown, terminal };
}

describe('a declared expectation in the report, with no comparison side', () => {
  it('kept although a request failed it: named with its count on the passed line, in the comment and the terminal', () => {
    const { flow, markdown, terminal } = render(0.8, 19);
    expect(flow.gate).toBeNull();
    const line = 'expect usage in math · cold failed on 1 of 20 requests, not shown below its minimum pass rate of 80%';
    expect(markdown.split('\n').slice(0, 8)).toContain(`**Passed:** ${line}`);
    expect(terminal.replace(/\s+/g, ' ')).toContain(`passed ${line}`);
  });

  it('below its minimum: FAIL at the top, with the binomial test that decided it', () => {
    const { flow, markdown, terminal } = render(0.8, 5);
    expect(flow.gate!.verdict).toBe('fail');
    expect(markdown.split('\n')[0]).toBe('**streamgate: FAIL** — gw failed');
    expect(markdown).toMatch(
      /^- ❌ \*\*gw\*\*: expect usage in math · cold passed 5 of 20 \(25%\), shown below its minimum pass rate of 80% \(p &lt; 0\.0001\)$/m,
    );
    expect(terminal).toContain('no comparison side: judged against the declared expectations (expect:)');
  });
});
