/*
 * The JSON lexical half of the chunk scanner (`fast-chunk.ts`): validating and skipping any JSON value by
 * index over the text, building no objects; the grammar is JSON.parse's. Strings are read in
 * `json-string.ts`; results are left in module bindings (`nullableResult`), as there, for speed.
 */
import {
  FAIL,
  MAX_DEPTH,
  QUOTE,
  BACKSLASH,
  COMMA,
  COLON,
  OPEN_BRACE,
  CLOSE_BRACE,
  OPEN_BRACKET,
  CLOSE_BRACKET,
  MINUS,
  PLUS,
  DOT,
  DIGIT_0,
  DIGIT_9,
  LOWER_E,
  UPPER_E,
  LOWER_N,
  LOWER_T,
  LOWER_F,
  decoded,
  escapeWidth,
  plain,
  readString,
} from './json-string.js';

/** The index of the closing quote of a key at `i` that has no escapes; FAIL otherwise. */
export function plainKeyEnd(s: string, i: number): number {
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

export function skipWs(s: string, i: number): number {
  for (;;) {
    const c = s.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

export function skipNull(s: string, i: number): number {
  return s.startsWith('null', i) ? i + 4 : FAIL;
}

export function skipValue(s: string, i: number, depth: number): number {
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

/** The value of the last `readNullableString`. */
export let nullableResult: string | null = null;

/** A JSON string (decoded into `nullableResult`) or null; anything else declines. */
export function readNullableString(s: string, i: number): number {
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
export function skipNullOrEmptyArray(s: string, i: number): number {
  if (s.charCodeAt(i) === LOWER_N) return skipNull(s, i);
  if (s.charCodeAt(i) !== OPEN_BRACKET) return FAIL;
  i = skipWs(s, i + 1);
  return s.charCodeAt(i) === CLOSE_BRACKET ? i + 1 : FAIL;
}
