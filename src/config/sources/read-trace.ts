import type { RecordIssue } from './read-dataset.js';
import type { TraceFormat, TraceRecord } from './sources.js';

/**
 * A trace of timed requests. Mooncake's JSONL: one `{"timestamp": ms, "input_length": n, "output_length": n,
 * "hash_ids": [...]}` per line. The CSV: a header `timestamp_ms,input_tokens,output_tokens` with an optional fourth
 * column `hash_ids` (block ids separated by spaces), then one request per line. Timestamps must not decrease; arrival
 * offsets are taken from the first record and divided by `speedup`.
 */
export const CSV_HEADER = ['timestamp_ms', 'input_tokens', 'output_tokens'] as const;

export function traceFormatFromName(file: string): TraceFormat {
  return /\.csv$/i.test(file) ? 'csv' : 'mooncake';
}

interface RawRecord {
  timestamp: number;
  inputTokens: number;
  outputTokens: number;
  hashIds: number[];
}

export function parseTrace(text: string, format: TraceFormat, speedup: number): { records: TraceRecord[]; issues: RecordIssue[] } {
  const issues: RecordIssue[] = [];
  const raw: (RawRecord & { line: number })[] = [];
  const lines = text.split(/\r?\n/);
  let start = 0;
  if (format === 'csv') {
    const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
    const expected = CSV_HEADER.join(',');
    if (header.slice(0, 3).join(',') !== expected || (header.length === 4 && header[3] !== 'hash_ids') || header.length > 4)
      return { records: [], issues: [{ line: 1, message: `the header must be "${expected}" or "${expected},hash_ids"` }] };
    start = 1;
  }
  for (let index = start; index < lines.length; index++) {
    const text = lines[index]!.trim();
    if (text === '') continue;
    const parsed = format === 'csv' ? csvRecord(text) : mooncakeRecord(text);
    if (typeof parsed === 'string') issues.push({ line: index + 1, message: parsed });
    else {
      const previous = raw.at(-1);
      if (previous && parsed.timestamp < previous.timestamp)
        issues.push({
          line: index + 1,
          message: `timestamp ${parsed.timestamp} is before the previous record's (${previous.timestamp}): a trace is in time order`,
        });
      else raw.push({ ...parsed, line: index + 1 });
    }
    if (issues.length >= 20) break;
  }
  if (raw.length === 0 && issues.length === 0) issues.push({ line: null, message: 'holds no records' });
  const t0 = raw[0]?.timestamp ?? 0;
  const records = raw.map((r) => ({
    atMs: (r.timestamp - t0) / speedup,
    inputTokens: r.inputTokens,
    outputTokens: r.outputTokens,
    hashIds: r.hashIds,
    line: r.line,
  }));
  return { records, issues };
}

function mooncakeRecord(line: string): RawRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return `not valid JSON: ${(error as Error).message}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON object';
  const v = value as Record<string, unknown>;
  const hashIds = v.hash_ids ?? [];
  return checked(v.timestamp, v.input_length, v.output_length, hashIds, ['timestamp', 'input_length', 'output_length']);
}

function csvRecord(line: string): RawRecord | string {
  const cells = line.split(',').map((cell) => cell.trim());
  if (cells.length < 3 || cells.length > 4) return `expected 3 or 4 comma-separated values, got ${cells.length}`;
  const ids = cells[3] === undefined || cells[3] === '' ? [] : cells[3].split(/\s+/).map(Number);
  return checked(Number(cells[0]), Number(cells[1]), Number(cells[2]), ids, [...CSV_HEADER]);
}

function checked(timestamp: unknown, input: unknown, output: unknown, hashIds: unknown, names: string[]): RawRecord | string {
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0)
    return `"${names[0]}" must be a number of milliseconds >= 0`;
  if (!isCount(input)) return `"${names[1]}" must be a whole number of tokens >= 1`;
  if (!isCount(output)) return `"${names[2]}" must be a whole number of tokens >= 1`;
  if (!Array.isArray(hashIds) || !hashIds.every((id) => Number.isInteger(id) && id >= 0))
    return '"hash_ids" must be a list of whole numbers >= 0';
  return { timestamp, inputTokens: input, outputTokens: output, hashIds: hashIds as number[] };
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1;
}
