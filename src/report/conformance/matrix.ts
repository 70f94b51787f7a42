/**
 * The conformance matrix (rows = probe variants, columns = endpoints, with the baseline beside each when there is
 * one) in Markdown and for terminals, the gate's probe findings and the rejections. Pure; untrusted text goes through
 * escape.ts.
 */
import { DEFAULT_API, type ApiId } from '../../apis/index.js';
import { settleDifference, type ConformanceData, type ProbeRecord, type ProbeVerdict } from '../../conformance/index.js';
import type { ConformanceGateOutcome, ProbeChange } from '../../gate/index.js';
import type { Results } from '../../results/index.js';
import { escapeMarkdown, plainText } from '../escape.js';
import { explainVariantChange } from '../explain/index.js';
import { formatMs } from '../format.js';
import { renderMarkdownTable, type Align } from '../markdown/format.js';
import { renderTextTable } from '../terminal/colour.js';

export interface ConformanceReportInput {
  candidate: ConformanceData;
  /** The comparison side (baseline file or reference endpoint re-keyed), or null. */
  baseline: ConformanceData | null;
  gate: ConformanceGateOutcome | null;
  /** The measured run, for speed beside quality; optional. */
  results?: Results | null;
  /** What the comparison side is called in column headers (default `baseline`; `reference` for a live one). */
  comparisonName?: string;
}

const WORD: Record<ProbeVerdict, string> = {
  honoured: 'honoured',
  ignored: 'ignored',
  rejected: 'rejected',
  inconsistent: 'inconsistent',
  'not-applicable': 'n/a',
  failed: 'failed',
  control: 'control',
};

const MESSAGE_CHARS = 160;
const MINUS = '\u2212';

function signed(value: number, text: string): string {
  return value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : `±${text}`;
}

function tokens(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)}`;
}

function index(records: readonly ProbeRecord[]): Map<string, ProbeRecord> {
  return new Map(records.map((p) => [`${p.endpoint}\u0000${p.variant}`, p]));
}

/** Variants in first-seen order (controls first within their family order). */
function rowsOf(data: ConformanceData, baseline: ConformanceData | null): { variant: string; family: string }[] {
  const seen = new Map<string, string>();
  for (const p of [...data.probes, ...(baseline?.probes ?? [])]) if (!seen.has(p.variant)) seen.set(p.variant, p.family);
  return [...seen].map(([variant, family]) => ({ variant, family }));
}

export function endpointsOf(data: ConformanceData): string[] {
  return [...new Set(data.probes.map((p) => p.endpoint))];
}

/**
 * Each matrix endpoint's API, when the run's endpoints speak more than one (each endpoint gets its API's probe set,
 * so the column says which); null otherwise, or without the run's results to tell.
 */
export function columnApis(input: ConformanceReportInput, endpoints: readonly string[]): Map<string, ApiId> | null {
  const listed = input.results?.endpoints;
  if (!listed) return null;
  const apis = new Map(listed.map((e) => [e.name, e.api ?? DEFAULT_API]));
  const shown = new Set(endpoints.map((e) => apis.get(e) ?? DEFAULT_API));
  return shown.size > 1 ? apis : null;
}

/** What a column header adds in brackets after the endpoint: its API when the run has several, the comparison side. */
function columnNote(api: ApiId | null, side: string | null): string {
  return [api, side].filter((w): w is string => w !== null).join(', ');
}

/** The control of a record: the row its cost is measured against. */
function controlFor(record: ProbeRecord, records: Map<string, ProbeRecord>, all: readonly ProbeRecord[]): ProbeRecord | null {
  if (record.verdict === 'control') return null;
  const own = records.get(`${record.endpoint}\u0000control (${record.variant})`);
  return (
    own ??
    records.get(`${record.endpoint}\u0000control`) ??
    all.find((p) => p.endpoint === record.endpoint && p.verdict === 'control') ??
    null
  );
}

interface CellParts {
  verdict: string;
  reasoning: string;
  time: string;
}

/**
 * The time to the last token against the control's: the change when it exceeds its own noise (the two records' ranges
 * apart, conformance/cost.ts), `within noise` when it does not, nothing when a side kept no range.
 */
function settleChange(record: ProbeRecord, control: ProbeRecord | null): string {
  const d = control ? settleDifference(record, control) : null;
  if (!d || Math.abs(d.ms) < 1 || d.noise === 'unknown') return '';
  return d.noise === 'beyond' ? ` (${signed(d.ms, formatMs(Math.abs(d.ms)))})` : ' (within noise)';
}

/** Verdict, reasoning tokens (change vs the control) and settle time (change vs the control, beyond its noise). */
function cellParts(record: ProbeRecord | undefined, control: ProbeRecord | null): CellParts | null {
  if (!record) return null;
  const status = record.verdict === 'rejected' && record.status !== null ? ` (${record.status})` : '';
  let reasoning = `${tokens(record.reasoningTokens)} rt`;
  if (control && record.reasoningTokens !== null && control.reasoningTokens !== null) {
    const d = record.reasoningTokens - control.reasoningTokens;
    if (Math.round(d) !== 0) reasoning += ` (${signed(d, `${Math.abs(Math.round(d))}`)})`;
  }
  const time = record.settleMs === null ? '' : `${formatMs(record.settleMs)}${settleChange(record, control)}`;
  return { verdict: `${WORD[record.verdict]}${status}`, reasoning: record.reasoningTokens === null ? '' : reasoning, time };
}

function joinParts(parts: CellParts | null): string {
  if (!parts) return '–';
  return [parts.verdict, parts.reasoning, parts.time].filter((p) => p !== '').join(' · ');
}

const CHANGE_MARK: Partial<Record<ProbeChange['kind'], string>> = {
  regression: '❌ regressed',
  improvement: '✅ improved',
  unsettled: '⚠️ unsettled',
};

/**
 * The matrix in Markdown. A cell reads `ignored · 48 rt (+48) · 1.60 s (+800 ms)`: verdict, mean reasoning tokens
 * and median time to the last token, each with its change against the same endpoint's control (the time's only when
 * it exceeds its own noise, else `within noise`). Regressions are
 * bold and marked. When the endpoints speak several APIs each column header names its API (`clean (responses)`), and
 * a row its API's probe set lacks reads `–`: not sent, not a failure.
 */
export function renderConformanceMatrix(input: ConformanceReportInput): string {
  const { candidate, baseline } = input;
  const endpoints = endpointsOf(candidate);
  const now = index(candidate.probes);
  const before = baseline ? index(baseline.probes) : null;
  const changes = new Map((input.gate?.probes ?? []).map((c) => [`${c.endpoint}\u0000${c.variant}`, c]));
  const apis = columnApis(input, endpoints);
  const header = (e: string, side: string | null): string => {
    const note = columnNote(apis?.get(e) ?? null, side);
    return note === '' ? escapeMarkdown(e, 60) : `${escapeMarkdown(e, 60)} (${escapeMarkdown(note, 60)})`;
  };
  const headers = ['Variant'];
  const aligns: Align[] = ['left'];
  for (const e of endpoints) {
    if (before) {
      headers.push(header(e, input.comparisonName ?? 'baseline'));
      aligns.push('left');
    }
    headers.push(header(e, null));
    aligns.push('left');
  }
  const rows = rowsOf(candidate, baseline).map(({ variant }) => {
    const row = [escapeMarkdown(variant, 80)];
    for (const e of endpoints) {
      const key = `${e}\u0000${variant}`;
      if (before) {
        const b = before.get(key);
        row.push(joinParts(cellParts(b, b ? controlFor(b, before, baseline?.probes ?? []) : null)));
      }
      const record = now.get(key);
      const text = joinParts(cellParts(record, record ? controlFor(record, now, candidate.probes) : null));
      const change = changes.get(key);
      const mark = change ? CHANGE_MARK[change.kind] : undefined;
      if (change?.kind === 'regression') row.push(`**${mark ?? ''}: ${text}** (${escapeMarkdown(explainVariantChange(change), 200)})`);
      else row.push(mark ? `${mark}: ${text}` : text);
    }
    return row;
  });
  return renderMarkdownTable(headers, aligns, rows);
}

/** Bullets for the regressed probe variants (they fail the gate but are not cell comparisons). */
export function renderProbeFindings(gate: ConformanceGateOutcome | null): string[] {
  if (!gate) return [];
  const lines = gate.probes
    .filter((c) => c.kind === 'regression' || c.kind === 'unsettled')
    .map(
      (c) =>
        `- **${escapeMarkdown(c.endpoint, 60)}**, \`${escapeMarkdown(c.variant, 80)}\`: ${escapeMarkdown(explainVariantChange(c), 300)}`,
    );
  const improved = gate.probes
    .filter((c) => c.kind === 'improvement')
    .map((c) => `- ${escapeMarkdown(c.endpoint, 60)}, ${escapeMarkdown(c.variant, 80)}: now honoured (improvement)`);
  return [...lines, ...improved];
}

/** Rejection messages, escaped and cut, so a reviewer sees why a variant was refused. */
export function renderRejections(data: ConformanceData): string[] {
  return data.probes
    .filter((p) => p.verdict === 'rejected' && p.message !== null)
    .map((p) => `- ${escapeMarkdown(p.endpoint, 60)}, ${escapeMarkdown(p.variant, 80)}: ${escapeMarkdown(p.message ?? '', MESSAGE_CHARS)}`);
}

/** The matrix for terminals: one line per variant, one column per endpoint (with its API when the run has several;
 * `–` where it was not sent), regressions marked `!`. */
export function renderConformanceTerminal(input: ConformanceReportInput): string {
  const endpoints = endpointsOf(input.candidate);
  const now = index(input.candidate.probes);
  const changes = new Map((input.gate?.probes ?? []).map((c) => [`${c.endpoint}\u0000${c.variant}`, c]));
  const rows = rowsOf(input.candidate, null).map(({ variant }) => [
    plainText(variant, 60),
    ...endpoints.map((e) => {
      const key = `${e}\u0000${variant}`;
      const record = now.get(key);
      const text = plainText(joinParts(cellParts(record, record ? controlFor(record, now, input.candidate.probes) : null)), 80);
      const change = changes.get(key);
      if (change?.kind === 'regression') return `! ${text} (was ${change.baseline?.verdict ?? '?'})`;
      if (change?.kind === 'improvement') return `+ ${text}`;
      return text;
    }),
  ]);
  const apis = columnApis(input, endpoints);
  const header = (e: string): string => {
    const note = columnNote(apis?.get(e) ?? null, null);
    return note === '' ? plainText(e, 40) : `${plainText(e, 40)} (${note})`;
  };
  return renderTextTable([{ header: 'variant' }, ...endpoints.map((e) => ({ header: header(e) }))], rows);
}
