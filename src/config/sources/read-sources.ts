import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readErrorText, type ConfigIssue } from '../errors.js';
import { normalizeLength, type LengthDistributionFile } from './lengths.js';
import type { PathIssue } from '../read/path-issue.js';
import { datasetFormatFromName, parseDataset } from './read-dataset.js';
import { parseTrace, traceFormatFromName } from './read-trace.js';
import { parseSessions } from './read-sessions.js';
import type { DatasetFormat, DatasetSource, SessionSource, TraceFormat, TraceSource } from './sources.js';
import { isRecord } from '../../util/index.js';

/** Mooncake's traces hash prompts in blocks of 512 tokens. */
export const DEFAULT_BLOCK_TOKENS = 512;

export interface DatasetFile {
  file: string;
  format?: DatasetFormat;
  sample?: 'with-replacement' | 'without-replacement';
  minPromptTokens?: number;
  maxPromptTokens?: number;
  maxTokens?: 'record' | LengthDistributionFile;
}

export interface TraceFile {
  file: string;
  format?: TraceFormat;
  speedup?: number;
  blockTokens?: number;
}

export interface SessionsFile {
  file: string;
  answers?: 'live' | 'recorded';
}

/** The dataset and trace files of every scenario, read and checked, by scenario index; or what is wrong with them. */
export interface ReadSources {
  datasets: Map<number, DatasetSource>;
  traces: Map<number, TraceSource>;
  sessions: Map<number, SessionSource>;
  /** Problems of the workload file itself (a file that cannot be read), at their path there. */
  issues: PathIssue[];
  /** Bad records, at their line in their own file. */
  recordIssues: ConfigIssue[];
}

/** Reads every `scenarios[i].dataset.file` and `scenarios[i].trace.file`, relative to `baseDir`, before any request. */
export function readSources(data: unknown, baseDir: string): ReadSources {
  const out: ReadSources = { datasets: new Map(), traces: new Map(), sessions: new Map(), issues: [], recordIssues: [] };
  const scenarios = isRecord(data) && Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    if (isRecord(scenario.dataset) && typeof scenario.dataset.file === 'string')
      readDataset(scenario.dataset as unknown as DatasetFile, index, baseDir, out);
    if (isRecord(scenario.trace) && typeof scenario.trace.file === 'string')
      readTrace(scenario.trace as unknown as TraceFile, index, baseDir, out);
    if (isRecord(scenario.sessions) && typeof scenario.sessions.file === 'string')
      readSessions(scenario.sessions as unknown as SessionsFile, index, baseDir, out);
  });
  return out;
}

function readBytes(
  file: string,
  baseDir: string,
  path: PathIssue['path'],
  out: ReadSources,
): { text: string; sha256: string; shown: string } | null {
  const absolute = resolve(baseDir, file);
  try {
    const bytes = readFileSync(absolute);
    return {
      text: bytes.toString('utf8'),
      sha256: `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
      shown: relative(process.cwd(), absolute) || absolute,
    };
  } catch (error) {
    out.issues.push({ path, message: `cannot read ${JSON.stringify(file)}: ${readErrorText(error)}` });
    return null;
  }
}

function readDataset(spec: DatasetFile, index: number, baseDir: string, out: ReadSources): void {
  const read = readBytes(spec.file, baseDir, ['scenarios', index, 'dataset', 'file'], out);
  if (read === null) return;
  const format = spec.format ?? datasetFormatFromName(spec.file);
  const parsed = parseDataset(read.text, format, read.shown);
  const named = `scenarios[${index}].dataset`;
  for (const issue of parsed.issues)
    out.recordIssues.push({ file: read.shown, path: '', line: issue.line, message: `${issue.message} (${format} record of ${named})` });
  if (parsed.issues.length > 0) return;
  const min = spec.minPromptTokens ?? null;
  const max = spec.maxPromptTokens ?? null;
  const records = parsed.records.filter((r) => (min === null || r.promptTokens >= min) && (max === null || r.promptTokens <= max));
  if (records.length === 0) {
    out.issues.push({
      path: ['scenarios', index, 'dataset'],
      message: `no record of ${JSON.stringify(spec.file)} (${parsed.records.length} in all) has between ${min ?? 1} and ${max ?? '∞'} prompt tokens`,
    });
    return;
  }
  const maxTokens = spec.maxTokens === undefined ? null : spec.maxTokens === 'record' ? 'record' : normalizeLength(spec.maxTokens);
  out.datasets.set(index, {
    file: spec.file,
    sha256: read.sha256,
    format,
    records,
    total: parsed.records.length,
    replacement: spec.sample === 'with-replacement',
    maxTokens,
    filters: { minPromptTokens: min, maxPromptTokens: max },
  });
}

function readTrace(spec: TraceFile, index: number, baseDir: string, out: ReadSources): void {
  const read = readBytes(spec.file, baseDir, ['scenarios', index, 'trace', 'file'], out);
  if (read === null) return;
  const format = spec.format ?? traceFormatFromName(spec.file);
  const speedup = spec.speedup ?? 1;
  const parsed = parseTrace(read.text, format, speedup);
  for (const issue of parsed.issues)
    out.recordIssues.push({
      file: read.shown,
      path: '',
      line: issue.line,
      message: `${issue.message} (${format} trace of scenarios[${index}].trace)`,
    });
  if (parsed.issues.length > 0) return;
  out.traces.set(index, {
    file: spec.file,
    sha256: read.sha256,
    format,
    speedup,
    blockTokens: spec.blockTokens ?? DEFAULT_BLOCK_TOKENS,
    records: parsed.records,
  });
}

function readSessions(spec: SessionsFile, index: number, baseDir: string, out: ReadSources): void {
  const read = readBytes(spec.file, baseDir, ['scenarios', index, 'sessions', 'file'], out);
  if (read === null) return;
  const parsed = parseSessions(read.text);
  for (const issue of parsed.issues)
    out.recordIssues.push({
      file: read.shown,
      path: '',
      line: issue.line,
      message: `${issue.message} (session trace of scenarios[${index}].sessions)`,
    });
  if (parsed.issues.length > 0) return;
  out.sessions.set(index, {
    file: spec.file,
    sha256: read.sha256,
    systems: parsed.systems,
    sessions: parsed.sessions,
    answers: spec.answers ?? 'live',
  });
}
