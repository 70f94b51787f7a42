/**
 * A deliberately independent raw client for the simulator tests: node:http plus eventsource-parser,
 * stamping every body chunk with performance.now() the moment node:http delivers it.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { createParser } from 'eventsource-parser';

/** A body chunk as node:http delivers it: at least one per socket read (one per HTTP chunk in it). */
export interface Read {
  /** ms since t0 (just before the request body was written). */
  atMs: number;
  bytes: number;
}

export interface SseEvent {
  atMs: number;
  /** Index into `reads` of the read that completed this event. */
  read: number;
  /** The `event:` line, or null for a bare `data:` event. */
  event: string | null;
  data: string;
  json: Record<string, unknown> | null;
}

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  headersAtMs: number;
  reads: Read[];
  events: SseEvent[];
  body: string;
  /** End of the response, or the moment the client aborted. */
  endMs: number;
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** Abort (destroy the socket) as soon as this many SSE events have arrived. */
  abortAfterEvents?: number;
}

export function post(url: string, body: unknown, options: PostOptions = {}): Promise<Exchange> {
  return send('POST', url, JSON.stringify(body), options);
}

export function get(url: string): Promise<Exchange> {
  return send('GET', url, null, {});
}

function send(method: string, url: string, payload: string | null, options: PostOptions): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const reads: Read[] = [];
    const events: SseEvent[] = [];
    let body = '';
    let t0 = 0;
    let settled = false;
    const parser = createParser({
      onEvent: (event) => {
        let json: Record<string, unknown> | null;
        try {
          json = JSON.parse(event.data) as Record<string, unknown>;
        } catch {
          json = null;
        }
        events.push({ atMs: reads[reads.length - 1]!.atMs, read: reads.length - 1, event: event.event ?? null, data: event.data, json });
      },
    });
    const headers: Record<string, string> = { ...options.headers };
    if (payload !== null) headers['content-type'] = 'application/json';
    // A fresh connection per request keeps exchanges independent of each other.
    const req = request(url, { method, headers, agent: false }, (res) => {
      const headersAtMs = performance.now() - t0;
      res.setEncoding('utf8');
      const finish = (): void => {
        if (settled) return;
        settled = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, headersAtMs, reads, events, body, endMs: performance.now() - t0 });
      };
      res.on('data', (chunk: string) => {
        reads.push({ atMs: performance.now() - t0, bytes: Buffer.byteLength(chunk) });
        body += chunk;
        parser.feed(chunk);
        if (options.abortAfterEvents !== undefined && events.length >= options.abortAfterEvents) {
          finish();
          req.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', (error) => (settled ? undefined : reject(error)));
    });
    req.on('error', (error) => (settled ? undefined : reject(error)));
    t0 = performance.now();
    req.end(payload ?? undefined);
  });
}

export interface Delta {
  role?: string;
  content?: string;
  reasoning_content?: string;
  tool_calls?: { index: number; id?: string; type?: string; function?: { name?: string; arguments?: string } }[];
}

interface Choice {
  delta: Delta;
  finish_reason: string | null;
}

/** The first choice's delta of a chunk event, or null for usage/[DONE] events. */
export function deltaOf(event: SseEvent): Delta | null {
  const choices = event.json?.['choices'] as Choice[] | undefined;
  return choices?.[0]?.delta ?? null;
}

export function finishReasonOf(event: SseEvent): string | null {
  const choices = event.json?.['choices'] as Choice[] | undefined;
  return choices?.[0]?.finish_reason ?? null;
}

/** Events carrying a token: non-empty content or reasoning, or any tool call delta. */
export function tokenEvents(ex: Exchange): SseEvent[] {
  return ex.events.filter((e) => {
    const d = deltaOf(e);
    return d !== null && ((d.content ?? '') !== '' || (d.reasoning_content ?? '') !== '' || d.tool_calls !== undefined);
  });
}

export function contentText(ex: Exchange): string {
  return ex.events.map((e) => deltaOf(e)?.content ?? '').join('');
}

export function reasoningText(ex: Exchange): string {
  return ex.events.map((e) => deltaOf(e)?.reasoning_content ?? '').join('');
}

export interface UsageJson {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  completion_tokens_details: { reasoning_tokens: number };
  prompt_tokens_details: { cached_tokens: number };
}

export function usageOf(ex: Exchange): UsageJson | null {
  const event = ex.events.find((e) => e.json?.['usage'] !== undefined);
  return (event?.json?.['usage'] as UsageJson | undefined) ?? null;
}

export function userMessage(content: string): { role: 'user'; content: string }[] {
  return [{ role: 'user', content }];
}

/** An `x-sim` header that makes timing exact: no TTFT spread, no jitter, no prefix cache or prefill cost. */
export function exact(overrides: Record<string, unknown>): Record<string, string> {
  return { 'x-sim': JSON.stringify({ ttftSigma: 0, jitter: 0, prefixCache: false, coldPrefillMsPer1kChars: 0, ...overrides }) };
}
