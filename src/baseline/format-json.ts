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
