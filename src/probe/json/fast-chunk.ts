import { FAIL, QUOTE, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, LOWER_N, setPlain } from './json-string.js';
import { plainKeyEnd, skipWs, skipNull, skipValue, nullableResult, readNullableString, skipNullOrEmptyArray } from './json-scan.js';

/**
 * What the event handler reads from a streamed chunk: the first choice's delta text fields and its
 * finish reason. Each is the JSON string value, or null when the field is absent or JSON null.
 */
export interface ChunkFields {
  content: string | null;
  reasoningContent: string | null;
  reasoning: string | null;
  finishReason: string | null;
}

export function emptyChunkFields(): ChunkFields {
  return { content: null, reasoningContent: null, reasoning: null, finishReason: null };
}

/*
 * A guarded fast path for the chunk shape almost every event has:
 *   {"id":…,"choices":[{"index":0,"delta":{"content":"…"},"finish_reason":null}],…}
 * It validates the whole text as JSON (the same grammar JSON.parse accepts) but builds no object: only
 * the strings the handler needs are decoded. It declines (returns false, the caller then uses
 * JSON.parse) on anything whose meaning it does not reproduce exactly: a non-null `error` or `usage`,
 * tool calls, a choice or delta of an unexpected type, a repeated field it reads (JSON.parse keeps the
 * last one), an escaped key (it could spell a field it reads), deep nesting, or invalid JSON.
 * Skipped values are validated, never interpreted, so their content cannot change the result.
 * The events of one stream usually repeat the same text up to the content value (id, created, model…):
 * after one full scan the caller keeps that prefix, and a chunk that starts with it is scanned from
 * there (`scanChunkAfter`), which is where the saving over JSON.parse comes from.
 * This file reads the chunk's fields; skipping and reading JSON values is in `json-scan.ts`.
 */

// Fields already seen, so a repeated one declines (JSON.parse would keep its last value).
const SEEN_CHOICES = 1;
const SEEN_DELTA = 2;
const SEEN_FINISH = 4;
const SEEN_CONTENT = 8;
const SEEN_REASONING_CONTENT = 16;
const SEEN_REASONING = 32;
const SEEN_TOOL_CALLS = 64;

const TOP = 0;
const CHOICE = 1;
const DELTA = 2;
type ObjectKind = typeof TOP | typeof CHOICE | typeof DELTA;

// Fields seen so far in the object of each kind being scanned (each is entered at most once per chunk).
let topSeen = 0;
let choiceSeen = 0;
let deltaSeen = 0;

/**
 * Where the last full scan met a string `content` value (its opening quote), with the state at that
 * point, or -1. Events of one stream usually repeat the same text up to there (id, model, created…).
 */
let learnAt = -1;
let learnTop = 0;
let learnChoice = 0;
let learnDelta = 0;
let learnReasoningContent: string | null = null;
let learnReasoning: string | null = null;
let learnFinish: string | null = null;

/**
 * The text of an accepted chunk up to its `content` value, with the scanner's state there. JSON's
 * grammar is deterministic, so a later chunk that starts with the same text is in the same state at the
 * same point: only the rest needs scanning. Kept per stream by the caller.
 */
export interface ChunkPrefix {
  readonly text: string;
  readonly topSeen: number;
  readonly choiceSeen: number;
  readonly deltaSeen: number;
  readonly reasoningContent: string | null;
  readonly reasoning: string | null;
  readonly finishReason: string | null;
}

/**
 * Fills `out` from `text` when the fast path recognises it exactly and returns true; returns false
 * (with `out` in an unspecified state) when the caller must use JSON.parse.
 */
export function scanChunk(text: string, out: ChunkFields): boolean {
  out.content = null;
  out.reasoningContent = null;
  out.reasoning = null;
  out.finishReason = null;
  learnAt = -1;
  topSeen = 0;
  setPlain(text, 0);
  let i = skipWs(text, 0);
  if (text.charCodeAt(i) !== OPEN_BRACE) return false;
  i = scanObject(text, i, TOP, out);
  return i !== FAIL && skipWs(text, i) === text.length;
}

/** After `scanChunk` returned true without a prefix: the prefix it saw, or null when it met no string content. */
export function learnedPrefix(text: string): ChunkPrefix | null {
  if (learnAt < 0) return null;
  return {
    text: text.slice(0, learnAt),
    topSeen: learnTop,
    choiceSeen: learnChoice,
    deltaSeen: learnDelta,
    reasoningContent: learnReasoningContent,
    reasoning: learnReasoning,
    finishReason: learnFinish,
  };
}

/**
 * `scanChunk` for a text that starts with `prefix.text` (the caller has checked): only the rest is
 * scanned. False means JSON.parse, as from `scanChunk` (a full scan of the same text would decline too).
 */
export function scanChunkAfter(s: string, out: ChunkFields, prefix: ChunkPrefix): boolean {
  out.reasoningContent = prefix.reasoningContent;
  out.reasoning = prefix.reasoning;
  out.finishReason = prefix.finishReason;
  topSeen = prefix.topSeen;
  choiceSeen = prefix.choiceSeen;
  deltaSeen = prefix.deltaSeen;
  learnAt = -1;
  const from = prefix.text.length;
  setPlain(s, from);
  let i = readNullableString(s, from);
  out.content = nullableResult;
  if (i === FAIL) return false;
  i = afterMember(s, i, DELTA, out);
  if (i === FAIL) return false;
  i = afterMember(s, i, CHOICE, out);
  if (i === FAIL) return false;
  i = afterFirstChoice(s, i);
  if (i === FAIL) return false;
  i = afterMember(s, i, TOP, out);
  return i !== FAIL && skipWs(s, i) === s.length;
}

/** An object of a known kind at `i` (its `{`); returns the index after its `}`. */
function scanObject(s: string, i: number, kind: ObjectKind, out: ChunkFields): number {
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === CLOSE_BRACE) return i + 1;
  return members(s, i, kind, out);
}

/** After a member's value: more members or the end of the object. */
function afterMember(s: string, i: number, kind: ObjectKind, out: ChunkFields): number {
  i = skipWs(s, i);
  const next = s.charCodeAt(i);
  if (next === CLOSE_BRACE) return i + 1;
  if (next !== COMMA) return FAIL;
  return members(s, skipWs(s, i + 1), kind, out);
}

/** Members from a key at `i` to the end of the object. */
function members(s: string, i: number, kind: ObjectKind, out: ChunkFields): number {
  for (;;) {
    const keyStart = i + 1;
    const keyEnd = plainKeyEnd(s, i);
    if (keyEnd === FAIL) return FAIL;
    i = skipWs(s, keyEnd + 1);
    if (s.charCodeAt(i) !== COLON) return FAIL;
    i = skipWs(s, i + 1);
    const keyLength = keyEnd - keyStart;
    if (kind === TOP) i = topValue(s, i, keyStart, keyLength, out);
    else if (kind === CHOICE) i = choiceValue(s, i, keyStart, keyLength, out);
    else i = deltaValue(s, i, keyStart, keyLength, out);
    if (i === FAIL) return FAIL;
    i = skipWs(s, i);
    const next = s.charCodeAt(i);
    if (next === CLOSE_BRACE) return i + 1;
    if (next !== COMMA) return FAIL;
    i = skipWs(s, i + 1);
  }
}

function topValue(s: string, i: number, keyStart: number, keyLength: number, out: ChunkFields): number {
  if (keyLength === 7 && s.startsWith('choices', keyStart)) {
    if ((topSeen & SEEN_CHOICES) !== 0) return FAIL;
    topSeen |= SEEN_CHOICES;
    return scanChoices(s, i, out);
  }
  // A usage report or an error is left to JSON.parse; null (sent on every chunk by some servers) is nothing.
  if (keyLength === 5 && (s.startsWith('usage', keyStart) || s.startsWith('error', keyStart))) return skipNull(s, i);
  return skipValue(s, i, 1);
}

/** `choices`: null or an array whose first element (if any) is a choice object. */
function scanChoices(s: string, i: number, out: ChunkFields): number {
  const c = s.charCodeAt(i);
  if (c === LOWER_N) return skipNull(s, i);
  if (c !== OPEN_BRACKET) return FAIL;
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === CLOSE_BRACKET) return i + 1;
  if (s.charCodeAt(i) !== OPEN_BRACE) return FAIL;
  choiceSeen = 0;
  i = scanObject(s, i, CHOICE, out);
  return i === FAIL ? FAIL : afterFirstChoice(s, i);
}

/** The other choices are validated only: the handler reads the first. */
function afterFirstChoice(s: string, i: number): number {
  for (;;) {
    i = skipWs(s, i);
    const next = s.charCodeAt(i);
    if (next === CLOSE_BRACKET) return i + 1;
    if (next !== COMMA) return FAIL;
    i = skipValue(s, skipWs(s, i + 1), 2);
    if (i === FAIL) return FAIL;
  }
}

function choiceValue(s: string, i: number, keyStart: number, keyLength: number, out: ChunkFields): number {
  if (keyLength === 5 && s.startsWith('delta', keyStart)) {
    if ((choiceSeen & SEEN_DELTA) !== 0) return FAIL;
    choiceSeen |= SEEN_DELTA;
    const c = s.charCodeAt(i);
    if (c === LOWER_N) return skipNull(s, i);
    if (c !== OPEN_BRACE) return FAIL;
    deltaSeen = 0;
    return scanObject(s, i, DELTA, out);
  }
  if (keyLength === 13 && s.startsWith('finish_reason', keyStart)) {
    if ((choiceSeen & SEEN_FINISH) !== 0) return FAIL;
    choiceSeen |= SEEN_FINISH;
    i = readNullableString(s, i);
    out.finishReason = nullableResult;
    return i;
  }
  return skipValue(s, i, 3);
}

function deltaValue(s: string, i: number, keyStart: number, keyLength: number, out: ChunkFields): number {
  if (keyLength === 7 && s.startsWith('content', keyStart)) {
    if (!firstInDelta(SEEN_CONTENT)) return FAIL;
    if (s.charCodeAt(i) === QUOTE) learn(i, out);
    i = readNullableString(s, i);
    out.content = nullableResult;
    return i;
  }
  if (keyLength === 17 && s.startsWith('reasoning_content', keyStart)) {
    if (!firstInDelta(SEEN_REASONING_CONTENT)) return FAIL;
    i = readNullableString(s, i);
    out.reasoningContent = nullableResult;
    return i;
  }
  if (keyLength === 9 && s.startsWith('reasoning', keyStart)) {
    if (!firstInDelta(SEEN_REASONING)) return FAIL;
    i = readNullableString(s, i);
    out.reasoning = nullableResult;
    return i;
  }
  if (keyLength === 10 && s.startsWith('tool_calls', keyStart)) {
    return firstInDelta(SEEN_TOOL_CALLS) ? skipNullOrEmptyArray(s, i) : FAIL;
  }
  return skipValue(s, i, 4);
}

/** Marks a delta field seen; false when it was already (a repeated field declines). */
function firstInDelta(field: number): boolean {
  if ((deltaSeen & field) !== 0) return false;
  deltaSeen |= field;
  return true;
}

function learn(at: number, out: ChunkFields): void {
  learnAt = at;
  learnTop = topSeen;
  learnChoice = choiceSeen;
  learnDelta = deltaSeen;
  learnReasoningContent = out.reasoningContent;
  learnReasoning = out.reasoning;
  learnFinish = out.finishReason;
}
