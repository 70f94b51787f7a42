import { isRecord } from '../../util/index.js';
import type { ErrorKind } from '../sample.js';

export const MESSAGE_LIMIT_CHARS = 500;

/** Error kind of a non-2xx status. Redirects and 1xx cannot be followed here, so they count as client-side. */
export function httpErrorKind(status: number): ErrorKind {
  if (status === 429) return 'http_429';
  if (status >= 500) return 'http_5xx';
  return 'http_4xx';
}

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfterS(value: string | undefined, nowEpochMs: number): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.round((at - nowEpochMs) / 1000));
}

/** `HTTP <status>: <reason>` where the reason prefers the JSON `error.message` of the body. */
export function httpErrorMessage(status: number, body: string): string {
  return truncate(`HTTP ${status}: ${errorText(body) || '(empty body)'}`);
}

/** The human part of an error payload: `error.message`, `error` (string), `message` or `detail`, else the text. */
export function errorText(body: string): string {
  const text = body.trim();
  const parsed = tryParseJson(text.startsWith('data:') ? text.slice(5).trim() : text);
  const picked = parsed === undefined ? undefined : pickMessage(parsed);
  return truncate(picked ?? text);
}

export function pickMessage(value: unknown): string | undefined {
  if (!isRecord(value)) return typeof value === 'string' && value !== '' ? value : undefined;
  const error = value.error;
  if (typeof error === 'string' && error !== '') return error;
  if (isRecord(error)) {
    const nested = pickMessage(error);
    if (nested !== undefined) return nested;
  }
  for (const key of ['message', 'detail'] as const) {
    const field = value[key];
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

export function truncate(text: string): string {
  return text.length > MESSAGE_LIMIT_CHARS ? `${text.slice(0, MESSAGE_LIMIT_CHARS)}…` : text;
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
