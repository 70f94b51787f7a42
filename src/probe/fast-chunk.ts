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
 */

const FAIL = -1;
const MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const LOWER_N = 0x6e;
const LOWER_T = 0x74;
const LOWER_F = 0x66;
const LOWER_U = 0x75;

// Fields already seen, so a repeated one declines (JSON.parse would keep its last value).
const SEEN_CHOICES = 1;
const SEEN_DELTA = 2;
const SEEN_FINISH = 4;
const SEEN_CONTENT = 8;
const SEEN_REASONING_CONTENT = 16;
const SEEN_REASONING = 32;
const SEEN_TOOL_CALLS = 64;

/** The string value decoded by the last `readString`. */
let decoded = '';
/**
 * True when the text (from where scanning starts) has no backslash and no control character (one native
 * regex test): every string then ends at the next quote and is its own value, so strings are skipped
 * with indexOf, not per character.
 */
let plain = false;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const SPECIAL = /[\u0000-\u001f\\]/g;

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

function setPlain(s: string, from: number): void {
  SPECIAL.lastIndex = from;
  plain = !SPECIAL.test(s);
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
    if ((deltaSeen & SEEN_CONTENT) !== 0) return FAIL;
    deltaSeen |= SEEN_CONTENT;
    if (s.charCodeAt(i) === QUOTE) learn(i, out);
    i = readNullableString(s, i);
    out.content = nullableResult;
    return i;
  }
  if (keyLength === 17 && s.startsWith('reasoning_content', keyStart)) {
    if ((deltaSeen & SEEN_REASONING_CONTENT) !== 0) return FAIL;
    deltaSeen |= SEEN_REASONING_CONTENT;
    i = readNullableString(s, i);
    out.reasoningContent = nullableResult;
    return i;
  }
  if (keyLength === 9 && s.startsWith('reasoning', keyStart)) {
    if ((deltaSeen & SEEN_REASONING) !== 0) return FAIL;
    deltaSeen |= SEEN_REASONING;
    i = readNullableString(s, i);
    out.reasoning = nullableResult;
    return i;
  }
  if (keyLength === 10 && s.startsWith('tool_calls', keyStart)) {
    if ((deltaSeen & SEEN_TOOL_CALLS) !== 0) return FAIL;
    deltaSeen |= SEEN_TOOL_CALLS;
    return skipNullOrEmptyArray(s, i);
  }
  return skipValue(s, i, 4);
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

/** The value of the last `readNullableString`. */
let nullableResult: string | null = null;

/** A JSON string (decoded into `nullableResult`) or null; anything else declines. */
function readNullableString(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === QUOTE) {
    const end = readString(s, i);
    nullableResult = end === FAIL ? null : decoded;
    return end;
  }
  nullableResult = null;
  return c === LOWER_N ? skipNull(s, i) : FAIL;
}

/** Tool calls are left to JSON.parse; an empty list or null carries none. */
function skipNullOrEmptyArray(s: string, i: number): number {
  if (s.charCodeAt(i) === LOWER_N) return skipNull(s, i);
  if (s.charCodeAt(i) !== OPEN_BRACKET) return FAIL;
  i = skipWs(s, i + 1);
  return s.charCodeAt(i) === CLOSE_BRACKET ? i + 1 : FAIL;
}

/** The index of the closing quote of a key at `i` that has no escapes; FAIL otherwise. */
function plainKeyEnd(s: string, i: number): number {
  if (s.charCodeAt(i) !== QUOTE) return FAIL;
  if (plain) return s.indexOf('"', i + 1);
  const n = s.length;
  for (let j = i + 1; j < n; j++) {
    const c = s.charCodeAt(j);
    if (c === QUOTE) return j;
    // An escape could spell a field the fast path reads; a raw control character is invalid JSON.
    if (c === BACKSLASH || c < 0x20) return FAIL;
  }
  return FAIL;
}

function skipWs(s: string, i: number): number {
  for (;;) {
    const c = s.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

function skipNull(s: string, i: number): number {
  return s.startsWith('null', i) ? i + 4 : FAIL;
}

function skipValue(s: string, i: number, depth: number): number {
  const c = s.charCodeAt(i);
  switch (c) {
    case QUOTE:
      return skipString(s, i);
    case OPEN_BRACE:
      return skipObject(s, i, depth + 1);
    case OPEN_BRACKET:
      return skipArray(s, i, depth + 1);
    case LOWER_N:
      return skipNull(s, i);
    case LOWER_T:
      return s.startsWith('true', i) ? i + 4 : FAIL;
    case LOWER_F:
      return s.startsWith('false', i) ? i + 5 : FAIL;
    default:
      return c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9) ? skipNumber(s, i) : FAIL;
  }
}

function skipObject(s: string, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === CLOSE_BRACE) return i + 1;
  for (;;) {
    if (s.charCodeAt(i) !== QUOTE) return FAIL;
    i = skipString(s, i);
    if (i === FAIL) return FAIL;
    i = skipWs(s, i);
    if (s.charCodeAt(i) !== COLON) return FAIL;
    i = skipValue(s, skipWs(s, i + 1), depth);
    if (i === FAIL) return FAIL;
    i = skipWs(s, i);
    const next = s.charCodeAt(i);
    if (next === CLOSE_BRACE) return i + 1;
    if (next !== COMMA) return FAIL;
    i = skipWs(s, i + 1);
  }
}

function skipArray(s: string, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === CLOSE_BRACKET) return i + 1;
  for (;;) {
    i = skipValue(s, i, depth);
    if (i === FAIL) return FAIL;
    i = skipWs(s, i);
    const next = s.charCodeAt(i);
    if (next === CLOSE_BRACKET) return i + 1;
    if (next !== COMMA) return FAIL;
    i = skipWs(s, i + 1);
  }
}

/** JSON number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
function skipNumber(s: string, i: number): number {
  if (s.charCodeAt(i) === MINUS) i++;
  const first = s.charCodeAt(i);
  if (first === DIGIT_0) i++;
  else if (first > DIGIT_0 && first <= DIGIT_9) i = skipDigits(s, i + 1);
  else return FAIL;
  if (s.charCodeAt(i) === DOT) {
    const start = i + 1;
    i = skipDigits(s, start);
    if (i === start) return FAIL;
  }
  const e = s.charCodeAt(i);
  if (e === LOWER_E || e === UPPER_E) {
    i++;
    const sign = s.charCodeAt(i);
    if (sign === PLUS || sign === MINUS) i++;
    const start = i;
    i = skipDigits(s, start);
    if (i === start) return FAIL;
  }
  return i;
}

function skipDigits(s: string, i: number): number {
  for (;;) {
    const c = s.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) i++;
    else return i;
  }
}

function skipString(s: string, i: number): number {
  if (plain) {
    const end = s.indexOf('"', i + 1);
    return end === FAIL ? FAIL : end + 1;
  }
  const n = s.length;
  for (let j = i + 1; j < n; j++) {
    const c = s.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) {
      const width = escapeWidth(s, j);
      if (width === FAIL) return FAIL;
      j += width - 1;
    } else if (c < 0x20) {
      return FAIL;
    }
  }
  return FAIL;
}

/** Reads the string at `i` into `decoded`; returns the index after its closing quote. */
function readString(s: string, i: number): number {
  const n = s.length;
  const start = i + 1;
  if (plain) {
    const end = s.indexOf('"', start);
    if (end === FAIL) return FAIL;
    decoded = s.slice(start, end);
    return end + 1;
  }
  for (let j = start; j < n; j++) {
    const c = s.charCodeAt(j);
    if (c === QUOTE) {
      decoded = s.slice(start, j);
      return j + 1;
    }
    if (c === BACKSLASH) return readEscapedString(s, start, j);
    if (c < 0x20) return FAIL;
  }
  return FAIL;
}

/** The slow half of `readString`, from the first backslash at `j`. */
function readEscapedString(s: string, start: number, j: number): number {
  const n = s.length;
  let text = s.slice(start, j);
  let runStart = j;
  while (j < n) {
    const c = s.charCodeAt(j);
    if (c === QUOTE) {
      decoded = text + s.slice(runStart, j);
      return j + 1;
    }
    if (c === BACKSLASH) {
      const width = escapeWidth(s, j);
      if (width === FAIL) return FAIL;
      text += s.slice(runStart, j) + unescape(s, j);
      j += width;
      runStart = j;
    } else if (c < 0x20) {
      return FAIL;
    } else {
      j++;
    }
  }
  return FAIL;
}

/** Length of the escape sequence at `j` (a backslash), or FAIL when JSON does not allow it. */
function escapeWidth(s: string, j: number): number {
  const c = s.charCodeAt(j + 1);
  switch (c) {
    case QUOTE:
    case BACKSLASH:
    case 0x2f: // /
    case 0x62: // b
    case LOWER_F:
    case LOWER_N:
    case 0x72: // r
    case LOWER_T:
      return 2;
    case LOWER_U:
      return hexValue(s, j + 2) === FAIL ? FAIL : 6;
    default:
      return FAIL;
  }
}

/** The text of a valid escape at `j`; lone surrogates stay as they are, as JSON.parse leaves them. */
function unescape(s: string, j: number): string {
  switch (s.charCodeAt(j + 1)) {
    case 0x62:
      return '\b';
    case LOWER_F:
      return '\f';
    case LOWER_N:
      return '\n';
    case 0x72:
      return '\r';
    case LOWER_T:
      return '\t';
    case LOWER_U:
      return String.fromCharCode(hexValue(s, j + 2));
    default:
      return s.charAt(j + 1);
  }
}

/** Four hex digits at `i` as a number, or FAIL. */
function hexValue(s: string, i: number): number {
  let value = 0;
  for (let k = i; k < i + 4; k++) {
    const c = s.charCodeAt(k);
    let digit: number;
    if (c >= DIGIT_0 && c <= DIGIT_9) digit = c - DIGIT_0;
    else if (c >= 0x61 && c <= 0x66) digit = c - 0x57;
    else if (c >= 0x41 && c <= 0x46) digit = c - 0x37;
    else return FAIL;
    value = value * 16 + digit;
  }
  return value;
}
