/**
 * What a server says about its own work on a request: prefix-cache hits and its own prefill and decode times, from
 * the usage block, llama.cpp's `timings` object and the `server-timing` header (docs/metrics.md, "The server's own
 * report"). Pure. The event handler collects the fields of every chunk that carries them (`collectServerFields`) and
 * resolves them once, when the request ends (`resolveServerReport`): usage and timings may come in different chunks.
 */
import { isRecord } from '../util/index.js';
import type { ServerReport } from './sample.js';

/** The raw report fields seen so far in a response; a later chunk's value replaces an earlier one. */
export interface ServerFields {
  /** OpenAI, vLLM, llama.cpp: `usage.prompt_tokens_details.cached_tokens`. */
  cachedTokens: number | null;
  /** DeepSeek: `usage.prompt_cache_hit_tokens` (beside `prompt_cache_miss_tokens`). */
  cacheHitTokens: number | null;
  cacheMissTokens: number | null;
  /** llama.cpp `timings`: `cache_n`, `prompt_n`, `prompt_ms`, `predicted_ms`, `predicted_per_second`. */
  cacheN: number | null;
  promptN: number | null;
  promptMs: number | null;
  predictedMs: number | null;
  predictedPerSecond: number | null;
  /**
   * llama.cpp `timings` under speculative decoding: `draft_n` (tokens the draft model proposed) and `draft_n_accepted`
   * (those the target model kept). Newer builds send both when they drafted (`draft_n > 0`); older ones never do.
   */
  draftN: number | null;
  draftNAccepted: number | null;
  /**
   * The model the server says answered: `model` (OpenAI chat and completions, vLLM, llama.cpp), `response.model`
   * (Responses), `message.model` (Anthropic's message_start), `modelVersion` (Gemini); the first a response names.
   */
  model: string | null;
}

export function emptyServerFields(): ServerFields {
  return {
    cachedTokens: null,
    cacheHitTokens: null,
    cacheMissTokens: null,
    cacheN: null,
    promptN: null,
    promptMs: null,
    predictedMs: null,
    predictedPerSecond: null,
    draftN: null,
    draftNAccepted: null,
    model: null,
  };
}

/** Copies the report fields of one parsed chunk (its top-level `usage` and `timings`) into `fields`. */
export function collectServerFields(chunk: Record<string, unknown>, fields: ServerFields): void {
  const usage = chunk.usage;
  if (isRecord(usage)) {
    const details = usage.prompt_tokens_details;
    if (isRecord(details)) fields.cachedTokens = count(details.cached_tokens) ?? fields.cachedTokens;
    fields.cacheHitTokens = count(usage.prompt_cache_hit_tokens) ?? fields.cacheHitTokens;
    fields.cacheMissTokens = count(usage.prompt_cache_miss_tokens) ?? fields.cacheMissTokens;
  }
  const timings = chunk.timings;
  if (isRecord(timings)) {
    fields.cacheN = count(timings.cache_n) ?? fields.cacheN;
    fields.promptN = count(timings.prompt_n) ?? fields.promptN;
    fields.promptMs = amount(timings.prompt_ms) ?? fields.promptMs;
    fields.predictedMs = amount(timings.predicted_ms) ?? fields.predictedMs;
    fields.predictedPerSecond = amount(timings.predicted_per_second) ?? fields.predictedPerSecond;
    fields.draftN = count(timings.draft_n) ?? fields.draftN;
    fields.draftNAccepted = count(timings.draft_n_accepted) ?? fields.draftNAccepted;
  }
}

/**
 * The report of a finished response, or null when the server reported none of it. Cached prompt tokens come from the
 * first of: `prompt_tokens_details.cached_tokens`, `prompt_cache_hit_tokens`, `timings.cache_n`, and `prompt_tokens`
 * (the usage's, passed as `promptTokens`) less `timings.prompt_n`. Prefill time comes from `timings.prompt_ms`, else
 * from a prefill-like `server-timing` entry (`serverTiming`, the header as captured). Draft counts are kept only as a
 * pair that adds up (accepted ≤ drafted): one without the other says nothing of acceptance.
 */
export function resolveServerReport(
  fields: ServerFields,
  promptTokens: number | null,
  serverTiming: string | undefined,
): ServerReport | null {
  const derived = promptTokens !== null && fields.promptN !== null && promptTokens >= fields.promptN ? promptTokens - fields.promptN : null;
  const report: ServerReport = {
    cachedTokens: fields.cachedTokens ?? fields.cacheHitTokens ?? fields.cacheN ?? derived,
    promptEvaluated: fields.promptN ?? fields.cacheMissTokens,
    prefillMs: fields.promptMs ?? (serverTiming === undefined ? null : prefillFromServerTiming(parseServerTimingEntries(serverTiming))),
    decodeMs: fields.predictedMs,
    decodeTokensPerSecond: fields.predictedPerSecond,
  };
  const draft = draftCounts(fields);
  if (draft) report.draft = draft;
  const said =
    draft !== null ||
    report.cachedTokens !== null ||
    report.promptEvaluated !== null ||
    report.prefillMs !== null ||
    report.decodeMs !== null ||
    report.decodeTokensPerSecond !== null;
  return said ? report : null;
}

function draftCounts(fields: ServerFields): { drafted: number; accepted: number } | null {
  const { draftN: drafted, draftNAccepted: accepted } = fields;
  if (drafted === null || accepted === null || accepted > drafted) return null;
  return { drafted, accepted };
}

/** One W3C Server-Timing entry: `name;dur=12.3;desc="…"`. */
export interface ServerTimingEntry {
  /** Lower-cased. */
  name: string;
  /** The `dur` parameter in ms, or null when absent or not a number. */
  durMs: number | null;
  desc: string | null;
}

/**
 * Parses a `server-timing` header value (W3C Server Timing: comma-separated entries, each a name followed by
 * `;param=value` pairs whose value may be a quoted string holding commas and semicolons). Entries without a name are
 * skipped; unknown parameters are ignored, as the spec asks.
 */
export function parseServerTimingEntries(value: string): ServerTimingEntry[] {
  const entries: ServerTimingEntry[] = [];
  for (const part of splitOutsideQuotes(value, ',')) {
    const [rawName, ...params] = splitOutsideQuotes(part, ';').map((p) => p.trim());
    if (!rawName) continue;
    const entry: ServerTimingEntry = { name: rawName.toLowerCase(), durMs: null, desc: null };
    let durSeen = false;
    let descSeen = false;
    for (const param of params) {
      const eq = param.indexOf('=');
      const key = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
      const raw = eq < 0 ? '' : unquote(param.slice(eq + 1).trim());
      // The spec keeps the first occurrence of a parameter.
      if (key === 'dur' && !durSeen) {
        durSeen = true;
        entry.durMs = decimal(raw);
      } else if (key === 'desc' && !descSeen) {
        descSeen = true;
        entry.desc = raw;
      }
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * Entry names taken as the server's prefill (prompt processing) time: `prefill` or `prompt`, alone or followed by
 * `-`, `_` or `.` and more (`prefill`, `prompt_eval`, `prompt-processing`, `prefill.engine`), case-insensitive.
 */
export const PREFILL_TIMING_NAME = /^(?:prefill|prompt)(?:[-_.].*)?$/;

/** The `dur` of the first prefill-like entry that has one, or null. */
export function prefillFromServerTiming(entries: readonly ServerTimingEntry[]): number | null {
  for (const entry of entries) if (entry.durMs !== null && PREFILL_TIMING_NAME.test(entry.name)) return entry.durMs;
  return null;
}

const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function decimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** A token count: a finite integer ≥ 0 (llama.cpp sends −1 for "not measured"). */
function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** A duration or rate: a finite number ≥ 0. */
function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The model name a parsed response object carries, in any of the APIs' places; null when it names none. */
export function answeredModel(chunk: Record<string, unknown>): string | null {
  const nested = (key: string): unknown => {
    const value = chunk[key];
    return isRecord(value) ? value.model : undefined;
  };
  for (const value of [chunk.model, nested('response'), nested('message'), chunk.modelVersion])
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  return null;
}
