/**
 * One metric, one name: whatever the report, the terminal or the explanations print, a metric is named by its label
 * from src/vocabulary/metrics.ts, never twice in one line, and never by another name.
 */
import { describe, expect, it } from 'vitest';
import { METRICS } from '../../src/vocabulary/metrics.js';
import { realisticInput, sequentialInput } from './factory.js';
import { markdownOf, terminalOf, type ReportParts } from '../helpers/decided-report.js';

const LABELS = Object.values(METRICS)
  .map((m) => m.label)
  .sort((a, b) => b.length - a.length);

/** Words that may stand before a statistic without being a metric (column headers, sides, verdicts). */
const NOT_METRICS = new Set([
  'baseline',
  'candidate',
  'base',
  'cand',
  'reference',
  'pass',
  'FAIL',
  'undecided',
  'inconclusive',
  'gated',
  'at',
  'the',
  'its',
  'a',
  'and',
  'or',
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How often each label is named in a line, longest labels first so `TTFT` is not counted inside `TTFT (content)`. */
function labelCounts(line: string): Map<string, number> {
  let rest = line;
  const counts = new Map<string, number>();
  for (const label of LABELS) {
    const re = new RegExp(`(?<![\\w(Σ])${escapeRegExp(label)}(?![\\w])`, 'g');
    const found = rest.match(re)?.length ?? 0;
    if (found > 0) counts.set(label, found);
    rest = rest.replace(re, '\u0000');
  }
  return counts;
}

function outputs(input: ReportParts): string[] {
  const terminal = terminalOf({
    results: input.candidate,
    outcome: input.gate,
    comparand: { label: input.baseline!.label, baseline: input.baseline!.cells! },
  });
  const markdown = markdownOf(input).replace(/^```mermaid\n[\s\S]*?\n```$/gm, '');
  return [terminal, markdown];
}

describe('metric names in everything the product prints', () => {
  const texts = [realisticInput(), sequentialInput()].flatMap(outputs);

  it('names a metric at most once per line (tables name it once per row)', () => {
    for (const text of texts) {
      for (const line of text.split('\n')) {
        // Table header rows list statistics of a metric side by side (`TTFT p50 | TTFT p95`): one name per cell.
        const cells = line.startsWith('|') ? line.split(' | ') : [line];
        for (const cell of cells) {
          for (const [label, n] of labelCounts(cell)) expect(n, `${label} twice in: ${cell}`).toBe(1);
        }
      }
    }
  });

  it('uses no other name for a metric: whatever stands before a statistic is a label from the vocabulary', () => {
    const statistic = /([A-Za-zΣ/()-]+) (p50|p90|p95|p99)\b/g;
    for (const text of texts) {
      for (const match of text.matchAll(statistic)) {
        const before = match[1]!;
        if (NOT_METRICS.has(before)) continue;
        const line = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index + match[0].length);
        expect(
          LABELS.some((label) => line.endsWith(`${label} ${match[2]}`)),
          `"${match[0]}" is not a vocabulary label in: ${line}`,
        ).toBe(true);
      }
    }
  });

  it('never prints a raw metric id or a retired name', () => {
    const retired = [
      /\bmax gap\b/,
      /\bstall p95\b(?<!longest stall p95)/,
      /\bend to end\b/,
      /\bshare share\b/,
      /\brate rate\b/,
      /\bturn\d/,
    ];
    for (const text of texts) {
      for (const id of Object.keys(METRICS)) expect(text.includes(id), id).toBe(false);
      for (const name of retired) expect(text, String(name)).not.toMatch(name);
    }
  });
});
