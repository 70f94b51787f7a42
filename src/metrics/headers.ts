import { parseServerTimingEntries } from '../probe/index.js';

/** Envoy's own measure of the upstream (model server) time; preferred because the gateway writes
 * it from outside the backend. */
export const UPSTREAM_TIME_HEADER = 'x-envoy-upstream-service-time';
/** Used when the envoy header is absent: OpenAI's report of its processing time. */
export const FALLBACK_UPSTREAM_TIME_HEADER = 'openai-processing-ms';
export const SERVER_TIMING_HEADER = 'server-timing';

const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Numeric values of captured headers: every header whose whole value is a decimal number, plus
 * each `server-timing` entry with a `dur` as `server-timing.<name>`. Names ending in `-id` are
 * identifiers even when all digits, so they are left out.
 */
export function parseHeaderNumbers(headers: Readonly<Record<string, string>>): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const [rawName, rawValue] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (name === SERVER_TIMING_HEADER) {
      Object.assign(numbers, parseServerTiming(rawValue));
      continue;
    }
    if (name.endsWith('-id')) continue;
    const value = parseDecimal(rawValue);
    if (value !== null) numbers[name] = value;
  }
  return numbers;
}

/** `cache;desc="hit", app;dur=12.3` → `{ 'server-timing.app': 12.3 }`. A name repeated keeps its
 * first `dur`, as the first entry is the one a browser's devtools would show. */
export function parseServerTiming(value: string): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const entry of parseServerTimingEntries(value)) {
    const key = `${SERVER_TIMING_HEADER}.${entry.name}`;
    if (entry.durMs !== null && !(key in numbers)) numbers[key] = entry.durMs;
  }
  return numbers;
}

export function upstreamTimeMs(headerNumbers: Readonly<Record<string, number>>): number | null {
  return headerNumbers[UPSTREAM_TIME_HEADER] ?? headerNumbers[FALLBACK_UPSTREAM_TIME_HEADER] ?? null;
}

function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
