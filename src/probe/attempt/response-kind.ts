/** How a response body is read: an event stream, a whole JSON document, an error body, or still unknown. */
export type BodyMode = 'sse' | 'json' | 'sniff' | 'error-body';

type HeaderValue = string | string[] | undefined;

/** Chooses the body mode from the status and content type (a missing or odd type is sniffed). */
export function bodyModeOf(status: number, contentType: HeaderValue): BodyMode {
  if (status < 200 || status >= 300) return 'error-body';
  const type = headerText(contentType).toLowerCase();
  if (type.includes('text/event-stream')) return 'sse';
  if (type.includes('json')) return 'json';
  return 'sniff';
}

const SSE_FIELDS = ['data:', 'event:', 'id:', 'retry:'] as const;

/** Decides a sniffed body from its first characters; null while too few have arrived to tell. */
export function sniffBody(text: string, atEnd: boolean): 'sse' | 'json' | 'neither' | null {
  const head = text.trimStart();
  if (head === '') return atEnd ? 'neither' : null;
  if (head.startsWith('{')) return 'json';
  // Proxies mislabel event streams; a comment or an SSE field name gives them away.
  if (head.startsWith(':') || SSE_FIELDS.some((field) => head.startsWith(field))) return 'sse';
  if (!atEnd && SSE_FIELDS.some((field) => field.startsWith(head))) return null;
  return 'neither';
}

/** The captured subset of response headers, multi-valued ones joined as HTTP would. */
export function captureHeaders(headers: Record<string, HeaderValue>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) out[name] = headerText(value);
  }
  return out;
}

export function headerText(value: HeaderValue): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : value;
}
