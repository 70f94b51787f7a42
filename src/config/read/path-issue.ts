import type { PathSegment } from './json-path.js';

/** A problem at a JSON path, before file and line are attached. */
export interface PathIssue {
  path: PathSegment[];
  message: string;
}

/** Short, safe rendering of a value for "got …" in messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return JSON.stringify(shown);
  }
  return String(value);
}

export function quoteList(values: readonly unknown[], conjunction: 'or' | 'and'): string {
  const quoted = values.map((value) => JSON.stringify(value));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}
