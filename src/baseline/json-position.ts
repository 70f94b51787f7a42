/** Thrown inside the scanner only; carries where the text stopped being JSON. */
class SyntaxAt {
  constructor(readonly offset: number) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isHex = (ch: string | undefined): boolean => ch !== undefined && /^[0-9a-fA-F]$/.test(ch);

/**
 * Offset of the first character where `text` stops being JSON, or null if it is JSON. Needed because
 * `JSON.parse` on Node 20 gives no position for some errors (`Unexpected token '}', "…" is not valid JSON`).
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxAt(i);
  };
  const skipWhitespace = (): void => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  const expect = (ch: string): void => {
    if (text[i] !== ch) fail();
    i++;
  };
  const literal = (word: string): void => {
    for (const ch of word) expect(ch);
  };
  // Character by character, so the offset points at the offending character, not the token's start.
  const digits = (): void => {
    if (!isDigit(text[i])) fail();
    while (isDigit(text[i])) i++;
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      if (i >= text.length) fail();
      const ch = text[i]!;
      if (ch === '"') {
        i++;
        return;
      }
      if (ch.charCodeAt(0) < 0x20) fail();
      if (ch !== '\\') {
        i++;
        continue;
      }
      i++;
      if (text[i] === 'u') {
        i++;
        for (let k = 0; k < 4; k++, i++) if (!isHex(text[i])) fail();
      } else if (text[i] !== undefined && ESCAPES.has(text[i]!)) i++;
      else fail();
    }
  };
  const value = (): void => {
    skipWhitespace();
    const ch = text[i];
    if (ch === '{') {
      i++;
      skipWhitespace();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        skipWhitespace();
        string();
        skipWhitespace();
        expect(':');
        value();
        skipWhitespace();
        if (text[i] !== ',') return expect('}');
        i++;
      }
    }
    if (ch === '[') {
      i++;
      skipWhitespace();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        skipWhitespace();
        if (text[i] !== ',') return expect(']');
        i++;
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || isDigit(ch)) return number();
    fail();
  };
  try {
    value();
    skipWhitespace();
    if (i < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    // Nesting deep enough to exhaust the stack: JSON.parse's own message will have to do.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** 1-based line and column of an offset, the way editors count them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
