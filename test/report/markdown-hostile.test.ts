import { describe, expect, it } from 'vitest';
import { headlineText } from '../../src/report/headline.js';
import { cellData, cellResult, comparison, gateOutcome, notGatedWarning, results } from './factory.js';
import { expectBalancedMarkup, expectWellFormedTables, parseXyCharts } from './markdown-checks.js';
import { decisionOf, markdownOf, type ReportParts } from '../helpers/decided-report.js';

/** Everything an endpoint owner (or a compromised upstream) could put into a name or a header. */
const EVIL = '</details><script>alert(1)</script> @someone `x` | y\n# z <!-- c --> *b* _i_ [l](https://e.example) ~~s~~ $m$';

function hostileInput(): ReportParts {
  const spec = {
    endpoint: `ep ${EVIL}`,
    scenario: `sc ${EVIL}`,
    cache: 'cold' as const,
    ttftMs: 900,
    tokensPerSecond: 70,
    headers: { [`x-${EVIL}`]: 120 },
  };
  const base = cellResult(spec);
  const cand = cellResult({ ...spec, ttftMs: 3000, errors: 2 });
  cand.errorKinds = { [`kind ${EVIL}`]: 2 } as typeof cand.errorKinds;
  cand.finishReasons = { [`fr ${EVIL}`]: 38 };
  const run = results(
    [cand],
    [{ name: spec.endpoint, model: `model ${EVIL}`, baseUrl: `https://h.example/${EVIL}`, reference: false }],
    `wl ${EVIL}`,
  );
  run.run.runner = `runner ${EVIL}`;
  run.run.runId = `id ${EVIL}`;
  const failing = comparison(cand, {
    metric: 'ttftMs',
    statistic: 'p50',
    verdict: 'fail',
    baseline: base.metrics.ttftMs!.p50,
    candidate: cand.metrics.ttftMs!.p50,
    ratio: [3.3, 3.1, 3.5],
    change: [2100, 2000, 2200],
  });
  // A metric of an unknown name, failing in the cell and over the endpoint (a secondary: it can only fail).
  const notGated = notGatedWarning(
    comparison(cand, { metric: 'ttftMs', statistic: 'p95', verdict: 'not-gated', baseline: 1, candidate: 2, n: [20, 20] }),
  );
  const oddMetric = comparison(cand, { metric: `metric ${EVIL}`, statistic: 'p50', verdict: 'fail', baseline: 1, candidate: 2 });
  return {
    title: `title ${EVIL}`,
    candidate: run,
    baseline: { label: `label ${EVIL}`, cells: [cellData(base)] },
    // Warnings name cells by their key: the endpoint's and scenario's names, as the workload spelled them.
    gate: gateOutcome(
      [failing, oddMetric],
      [{ kind: 'unmatched-cell', cell: `warning ${EVIL}/sc/cold`, endpoint: `warning ${EVIL}`, side: 'baseline' }, notGated],
      {
        pooled: [{ endpoint: spec.endpoint, metric: 'ttftMs', statistic: 'p50' }],
      },
    ),
    aa: { runs: 10, falseFailures: 0 },
    notes: [`note ${EVIL}`],
    links: { summary: 'javascript:alert(1)', artifact: `https://e.example/a) ${EVIL}` },
  };
}

function outsideFences(markdown: string): string {
  return markdown.replace(/^```mermaid\n[\s\S]*?\n```$/gm, '');
}

describe('renderMarkdownReport with hostile strings everywhere', () => {
  const md = markdownOf(hostileInput());

  it('matches the reviewed rendering', async () => {
    await expect(md).toMatchFileSnapshot('./__snapshots__/hostile-report.md');
  });

  it('opens no element and closes none of its own', () => {
    expectBalancedMarkup(md);
    // Charts, cells in detail, run settings: the only elements, each opened and closed by the report.
    expect(md.match(/<details>/g)).toHaveLength(3);
    expect(md).not.toMatch(/<script/i);
    expect(md).toContain('&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps every table row whole', () => {
    expectWellFormedTables(md);
    const failingRow = md.split('\n').find((l) => l.startsWith('| TTFT |'))!;
    expect(failingRow).toContain('**FAIL** p50 — beyond the 1.2× margin');
    // The metric of an unknown name keeps its row: its label is escaped, and so is what the gate found.
    const oddRow = md.split('\n').find((l) => l.startsWith('| metric &lt;'))!;
    expect(oddRow).toContain('&#124; y &#35; z');
    expect(oddRow).toContain('**FAIL** p50 — ');
  });

  it('pings nobody', () => {
    expect(md).not.toMatch(/@[A-Za-z0-9]/);
    expect(md).toContain('@\u200dsomeone');
  });

  it('adds no heading, code span, emphasis, link, strikethrough or math of its own making', () => {
    const text = outsideFences(md);
    for (const line of text.split('\n')) {
      if (line.startsWith('#')) expect(line).toMatch(/^#### /);
    }
    expect(text).not.toContain('`');
    expect(text).not.toContain('](');
    expect(text).not.toMatch(/\*b\*|_i_|~~s~~|\$m\$/);
    expect(md).not.toContain('javascript:');
  });

  it('escapes names, models, header names, error kinds, warnings and notes', () => {
    const escaped =
      '&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt; @\u200dsomeone &#96;x&#96; &#124; y &#35; z &lt;!-- c --&gt; &#42;b&#42; &#95;i&#95; &#91;l&#93;(https://e.example) &#126;&#126;s&#126;&#126; &#36;m&#36;';
    // Names are capped (80 characters in headings, 40 for tallies), so only their start is compared.
    for (const prefix of ['ep ', 'sc ', 'model ', 'x-', 'kind ', 'fr ', 'runner ', 'id ', 'metric ']) {
      expect(md, prefix).toContain(`${prefix}${escaped.slice(0, 30)}`);
    }
    for (const prefix of ['title ', 'label ', 'warning ', 'note ', 'wl ']) {
      expect(md, prefix).toContain(`${prefix}${escaped}`);
    }
    // The not-gated warning names its cell by the endpoint's and scenario's names (cut at the warning's length).
    expect(md).toContain(`TTFT p95: not gated in ep ${escaped.slice(0, 30)}`);
  });

  it('sanitises mermaid titles and keeps the chart grammar intact', () => {
    const charts = parseXyCharts(md);
    expect(charts.length).toBeGreaterThan(0);
    for (const chart of charts) expect(chart.title).not.toMatch(/["`[\]<>#%@]/);
  });

  it('escapes the endpoint and the cell in the primary table and the findings', () => {
    const row = md.split('\n').find((l) => l.startsWith('| ep '))!;
    expect(row.startsWith(`| ep ${'&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt; @\u200dsomeone &#96;x&#96; &#124; y'}`)).toBe(
      true,
    );
    expect(row).toContain('| **FAIL**: latency, other metrics |');
    expect(row).not.toMatch(/[<>`]|@[A-Za-z0-9]/);
    const findings = md.split('\n').filter((l) => l.startsWith('- ❌'));
    expect(findings.length).toBeGreaterThan(0);
    for (const line of findings) expect(line).not.toMatch(/[<>`]|@[A-Za-z0-9]/);
  });

  it('keeps the log line free of the strings too', () => {
    // The headline names the failed endpoint; whatever its name holds, the line stays one line.
    const line = headlineText(decisionOf(hostileInput()), 'nothing compared');
    expect(line).toMatch(/ failed$/);
    expect(line).not.toMatch(/[\r\n]/);
  });

  it('drops unsafe links and encodes the rest when the report is shortened', () => {
    const short = markdownOf({ ...hostileInput(), maxChars: 3000 });
    expect(short).toContain('Report shortened');
    expect(short).not.toContain('javascript:');
    expect(short).toContain('[results artifact](https://e.example/a%29%20');
    expectBalancedMarkup(short);
    expectWellFormedTables(short);
  });
});
