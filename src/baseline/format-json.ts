/**
 * The JSON text baseline files are made of: `canonicalJson`, one text per value whatever its key order (what the
 * fingerprint hashes and the workload difference compares), and `formatJson`, the text shaped for review.
 */
/**
 * JSON with object keys sorted by code unit at every level, so the same value always gives the same
 * text whatever order its keys were written or built in. Arrays keep their order: it can matter.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => compareCodeUnits(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Locale-independent ordering: `localeCompare` could order the same keys differently on another machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Objects of plain values up to this width stay on one line (summaries, class counts, timeouts). */
const ONE_LINE_OBJECT_WIDTH = 120;

/**
 * 2-space JSON shaped for review: arrays of plain values always on one line (a cell's 40 values are
 * one diff line, not 40), small flat objects on one line, everything else expanded. Keys keep the
 * order they have in the value, so callers decide the order.
 */
export function formatJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) return `[${value.map(plain).join(', ')}]`;
    return `[\n${value.map((v) => inner + formatJson(v ?? null, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    if (entries.every(([, v]) => isPlain(v) || isEmpty(v))) {
      const line = `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatJson(v)}`).join(', ')} }`;
      if (indent.length + line.length <= ONE_LINE_OBJECT_WIDTH) return line;
    }
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return plain(value);
}

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function isEmpty(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Object.keys(value).length === 0;
}

function plain(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}
