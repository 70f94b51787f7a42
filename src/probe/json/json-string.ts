/*
 * JSON strings for the chunk scanner: whether the text needs per-character work at all (`plain`), and
 * reading a string's value into `decoded`. State lives in module bindings, not an object: these run for
 * every string of every streamed event, and `bench/probe-overhead.ts` measures that path. The character
 * codes the whole scanner reads by are here too, since the scanner's other files (`json-scan.ts`,
 * `fast-chunk.ts`) import this one.
 */

/** Character codes and the failure index shared by the chunk scanner and its JSON lexer. */
export const FAIL = -1;
export const MAX_DEPTH = 64;

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const MINUS = 0x2d;
export const PLUS = 0x2b;
export const DOT = 0x2e;
export const DIGIT_0 = 0x30;
export const DIGIT_9 = 0x39;
export const LOWER_E = 0x65;
export const UPPER_E = 0x45;
export const LOWER_N = 0x6e;
export const LOWER_T = 0x74;
export const LOWER_F = 0x66;
export const LOWER_U = 0x75;

/** The string value decoded by the last `readString`. */
export let decoded = '';
/**
 * True when the text (from where scanning starts) has no backslash and no control character (one native
 * regex test): every string then ends at the next quote and is its own value, so strings are skipped
 * with indexOf, not per character.
 */
export let plain = false;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const SPECIAL = /[\u0000-\u001f\\]/g;

/** Sets `plain` for the text from `from` on. */
export function setPlain(s: string, from: number): void {
  SPECIAL.lastIndex = from;
  plain = !SPECIAL.test(s);
}

/** Reads the string at `i` into `decoded`; returns the index after its closing quote. */
export function readString(s: string, i: number): number {
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
export function escapeWidth(s: string, j: number): number {
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
