/**
 * The metric vocabulary as a Markdown table for docs/metrics.md: `npm run docs:metrics` (scripts/docs-metrics.ts) rewrites the part
 * between the markers, and a test fails when the docs and the vocabulary disagree.
 */
import { METRICS, type MetricId } from '../src/vocabulary/metrics.js';

export const VOCABULARY_START = '<!-- metric-names:start (generated from src/vocabulary/metrics.ts by `npm run docs:metrics`) -->';
export const VOCABULARY_END = '<!-- metric-names:end -->';

const UNIT_WORDS = { ms: 'ms', perSecond: 'tokens/s', ratio: 'ratio (0–1)', count: 'count', share: 'share of requests' } as const;

export function renderVocabularyTable(): string {
  const rows = (Object.entries(METRICS) as [MetricId, (typeof METRICS)[MetricId]][]).map(
    ([id, spec]) => `| ${spec.label} | \`${id}\` | ${UNIT_WORDS[spec.unit]} | ${spec.better} | ${spec.meaning} |`,
  );
  return ['| name in reports | id | unit | better | meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The docs text with the generated section replaced; throws when the markers are missing. */
export function withVocabularyTable(doc: string, table: string): string {
  const start = doc.indexOf(VOCABULARY_START);
  const end = doc.indexOf(VOCABULARY_END);
  if (start < 0 || end < start) throw new Error(`docs/metrics.md needs the markers ${VOCABULARY_START} and ${VOCABULARY_END}`);
  return `${doc.slice(0, start + VOCABULARY_START.length)}\n${table}\n${doc.slice(end)}`;
}
