import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateConformanceGate, mergeConformanceIntoGate } from '../../src/gate/index.js';
import { renderConformanceMatrix, renderConformanceTerminal } from '../../src/report/conformance/matrix.js';
import { renderConformanceSection } from '../../src/report/conformance/section.js';
import { expectBalancedMarkup, expectWellFormedTables } from '../report/markdown-checks.js';
import { realisticInput, results } from '../report/factory.js';
import { data, record, tally } from './records.js';
import { markdownOf } from '../helpers/decided-report.js';

const HOSTILE_ENDPOINT = 'gw|<img src=x onerror=alert(1)>\n@octocat **bold**';
const HOSTILE_VARIANT = 'x_y=</details><script>|`';
const HOSTILE_MESSAGE = 'Bad request: <b>nope</b> | @admin\n# heading';

function hostileData() {
  return data(
    [
      record(HOSTILE_ENDPOINT, 'control', 'control'),
      record(HOSTILE_ENDPOINT, 'enable_thinking=false', 'ignored'),
      record(HOSTILE_ENDPOINT, HOSTILE_VARIANT, 'rejected', { message: HOSTILE_MESSAGE }),
      record('clean', 'control', 'control', { reasoningTokens: 0, settleMs: 500 }),
      record('clean', 'enable_thinking=false', 'not-applicable', { reasoningTokens: 0, settleMs: 500 }),
    ],
    [tally(HOSTILE_ENDPOINT, 'answer-exact', 9, 10)],
  );
}

describe('the conformance matrix', () => {
  it('rows are variants, columns endpoints; cells carry verdict, reasoning tokens and time against the control', () => {
    const table = renderConformanceMatrix({ candidate: hostileData(), baseline: null, gate: null });
    expectWellFormedTables(table);
    const lines = table.split('\n');
    expect(lines).toHaveLength(2 + 3);
    expect(lines[0]).toMatch(/^\| Variant \| .+ \| clean \|$/);
    expect(lines[3]).toContain('enable&#95;thinking=false | ignored · 48 rt · 1.60 s |');
    expect(lines[3]).toContain('| n/a · 0 rt · 500 ms |');
  });

  it('escapes hostile endpoint names, variant ids and rejection messages', () => {
    const md = renderConformanceSection({ candidate: hostileData(), baseline: null, gate: null }).join('\n\n');
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('</details>');
    expect(md).not.toContain('<b>');
    expect(md).not.toMatch(/@octocat|@admin/);
    expect(md).not.toMatch(/^# heading/m);
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const terminal = renderConformanceTerminal({ candidate: hostileData(), baseline: null, gate: null });
    expect(terminal).not.toContain('\n@octocat');
    expect(terminal.split('\n')).toHaveLength(2 + 3);
  });

  it('with a baseline: a baseline column beside each endpoint and the regressed cell highlighted with its cost', () => {
    const before = data([record('gw', 'control', 'control'), record('gw', 'enable_thinking=false', 'honoured')]);
    const now = data([record('gw', 'control', 'control'), record('gw', 'enable_thinking=false', 'ignored')]);
    const gate = evaluateConformanceGate(before, now, DEFAULT_RULES);
    const table = renderConformanceMatrix({ candidate: now, baseline: before, gate });
    expect(table.split('\n')[0]).toBe('| Variant | gw (baseline) | gw |');
    const row = table.split('\n').find((l) => l.startsWith('| enable'))!;
    expect(row).toContain('| honoured · 0 rt (−48) · 800 ms (−800 ms) |');
    expect(row).toContain(
      '**❌ regressed: ignored · 48 rt · 1.60 s** (was honoured, now ignored: +48 reasoning tokens, +800 ms to the last token per request)',
    );
    expect(renderConformanceTerminal({ candidate: now, baseline: before, gate })).toContain('! ignored · 48 rt · 1.60 s (was honoured)');
  });

  it('states a time cost only beyond its own noise: queueing over three requests reads "within noise"', () => {
    // +4.42 s on the median, but the variant's three requests and the control's overlap: one queued request, not a cost.
    const queued = data([
      record('gw', 'control', 'control', { settleMs: 1600, settleRangeMs: [1500, 9000] }),
      record('gw', 'enable_thinking=false', 'ignored', { settleMs: 6020, settleRangeMs: [1550, 6400] }),
      record('gw', 'reasoning_effort=none', 'ignored', { settleMs: 6020, settleRangeMs: [5900, 6100] }),
      record('gw', 'reasoning.enabled=false', 'ignored', { settleMs: 6020, settleRangeMs: undefined }),
    ]);
    const table = renderConformanceMatrix({ candidate: queued, baseline: null, gate: null });
    const row = (variant: string): string => table.split('\n').find((l) => l.startsWith(`| ${variant.replace(/_/g, '&#95;')} `))!;
    expect(row('enable_thinking=false')).toContain('| ignored · 48 rt · 6.02 s (within noise) |');
    expect(row('enable_thinking=false')).not.toContain('+4.42 s');
    // Against a control whose requests all finished before any of the variant's: a cost, stated.
    const apart = data([record('gw', 'control', 'control', { settleRangeMs: [1500, 1700] }), queued.probes[2]!]);
    expect(renderConformanceMatrix({ candidate: apart, baseline: null, gate: null })).toContain('| ignored · 48 rt · 6.02 s (+4.42 s) |');
    // A record that kept no spread (one request, or an older file): the time alone, no cost and no claim about noise.
    expect(row('reasoning.enabled=false')).toContain('| ignored · 48 rt · 6.02 s |');
  });

  it('is a finding of its own on top, and a collapsed section below, with the merged verdict on top', () => {
    const input = realisticInput();
    const endpoint = input.candidate.endpoints[0]!.name;
    const before = data([record(endpoint, 'control', 'control'), record(endpoint, 'enable_thinking=false', 'honoured')]);
    const now = data([record(endpoint, 'control', 'control'), record(endpoint, 'enable_thinking=false', 'ignored')]);
    const conformance = evaluateConformanceGate(before, now, DEFAULT_RULES);
    const gate = mergeConformanceIntoGate(input.gate!, conformance);
    const md = markdownOf({ ...input, gate, conformance: { candidate: now, baseline: before, gate: conformance } });
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
    expect(md.split('\n')[0]).toMatch(/^\*\*streamgate: FAIL\*\*/);
    const finding = md.indexOf('was honoured, now ignored');
    expect(finding).toBeGreaterThan(0);
    expect(md.slice(0, finding)).not.toContain('<details>');
    const section = md.indexOf('<summary>Parameter conformance and answer quality — **FAIL**</summary>');
    expect(section).toBeGreaterThan(finding);
  });

  describe('endpoints of several APIs', () => {
    // Each endpoint got its API's probe set: the chat endpoint has no `stop_sequences=12`, the Anthropic one no `stop=12`.
    const run = data([
      record('chat', 'control', 'control'),
      record('chat', 'stop=12', 'honoured'),
      record('claude', 'control', 'control'),
      record('claude', 'stop_sequences=12', 'ignored'),
    ]);
    const measured = results(
      [],
      [
        { name: 'chat', model: 'm', baseUrl: 'http://x/v1', reference: false },
        { name: 'claude', model: 'm', baseUrl: 'http://y/v1', reference: false, api: 'anthropic-messages' },
      ],
    );

    it('each column header names its API, and a row the API does not have reads – (not sent)', () => {
      const table = renderConformanceMatrix({ candidate: run, baseline: null, gate: null, results: measured });
      expectWellFormedTables(table);
      const lines = table.split('\n');
      expect(lines[0]).toBe('| Variant | chat (chat-completions) | claude (anthropic-messages) |');
      expect(lines.find((l) => l.startsWith('| stop=12 '))).toMatch(/\| honoured[^|]* \| – \|$/);
      expect(lines.find((l) => l.startsWith('| stop&#95;sequences=12 '))).toMatch(/^\| stop&#95;sequences=12 \| – \| ignored/);
      const terminal = renderConformanceTerminal({ candidate: run, baseline: null, gate: null, results: measured });
      expect(terminal.split('\n')[0]).toMatch(/^variant\s+chat \(chat-completions\)\s+claude \(anthropic-messages\)$/);
      const md = renderConformanceSection({ candidate: run, baseline: null, gate: null, results: measured }).join('\n\n');
      expect(md).toContain('not sent');
    });

    it('with a baseline, both columns of an endpoint name its API', () => {
      const table = renderConformanceMatrix({ candidate: run, baseline: run, gate: null, results: measured });
      expect(table.split('\n')[0]).toBe(
        '| Variant | chat (chat-completions, baseline) | chat (chat-completions) | claude (anthropic-messages, baseline) | claude (anthropic-messages) |',
      );
    });

    it('one API (or no results to tell): headers as before', () => {
      const same = results([], [{ name: 'chat', model: 'm', baseUrl: 'http://x/v1', reference: false }]);
      const chatOnly = data([record('chat', 'control', 'control'), record('chat', 'stop=12', 'honoured')]);
      expect(renderConformanceMatrix({ candidate: chatOnly, baseline: null, gate: null, results: same }).split('\n')[0]).toBe(
        '| Variant | chat |',
      );
      expect(renderConformanceMatrix({ candidate: run, baseline: null, gate: null }).split('\n')[0]).toBe('| Variant | chat | claude |');
      expect(renderConformanceSection({ candidate: chatOnly, baseline: null, gate: null, results: same }).join('\n')).not.toContain(
        'not sent',
      );
    });
  });
});
