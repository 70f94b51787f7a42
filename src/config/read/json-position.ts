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
 * `JSON.parse` on Node 20 gives no position for some errors (`Unexpected token '}', "…" is not valid JSON`):
 * the workload's and the baseline's syntax errors are located with it.
 */
export function jsonErrorOffset(text: string): number | null {
  const scanner = new JsonScanner(text);
  try {
    scanner.value();
    scanner.skipWhitespace();
    if (scanner.i < text.length) scanner.fail();
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    // Nesting deep enough to exhaust the stack: JSON.parse's own message will have to do.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** JSON's grammar, character by character, so the offset points at the offending character, not the token's start. */
class JsonScanner {
  i = 0;

  constructor(private readonly text: string) {}

  fail(): never {
    throw new SyntaxAt(this.i);
  }

  skipWhitespace(): void {
    while (this.i < this.text.length && WHITESPACE.has(this.text[this.i]!)) this.i++;
  }

  value(): void {
    this.skipWhitespace();
    const ch = this.text[this.i];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch === 't') return this.literal('true');
    if (ch === 'f') return this.literal('false');
    if (ch === 'n') return this.literal('null');
    if (ch === '-' || isDigit(ch)) return this.number();
    this.fail();
  }

  private expect(ch: string): void {
    if (this.text[this.i] !== ch) this.fail();
    this.i++;
  }

  private literal(word: string): void {
    for (const ch of word) this.expect(ch);
  }

  /** After an opening bracket: true (and past it) when the closing one follows at once. */
  private emptyUntil(close: string): boolean {
    this.i++;
    this.skipWhitespace();
    if (this.text[this.i] !== close) return false;
    this.i++;
    return true;
  }

  private object(): void {
    if (this.emptyUntil('}')) return;
    for (;;) {
      this.skipWhitespace();
      this.string();
      this.skipWhitespace();
      this.expect(':');
      this.value();
      this.skipWhitespace();
      if (this.text[this.i] !== ',') return this.expect('}');
      this.i++;
    }
  }

  private array(): void {
    if (this.emptyUntil(']')) return;
    for (;;) {
      this.value();
      this.skipWhitespace();
      if (this.text[this.i] !== ',') return this.expect(']');
      this.i++;
    }
  }

  private digits(): void {
    if (!isDigit(this.text[this.i])) this.fail();
    while (isDigit(this.text[this.i])) this.i++;
  }

  private number(): void {
    const text = this.text;
    if (text[this.i] === '-') this.i++;
    if (text[this.i] === '0') this.i++;
    else this.digits();
    if (text[this.i] === '.') {
      this.i++;
      this.digits();
    }
    if (text[this.i] === 'e' || text[this.i] === 'E') {
      this.i++;
      if (text[this.i] === '+' || text[this.i] === '-') this.i++;
      this.digits();
    }
  }

  private string(): void {
    this.expect('"');
    for (;;) {
      if (this.i >= this.text.length) this.fail();
      const ch = this.text[this.i]!;
      if (ch === '"') {
        this.i++;
        return;
      }
      if (ch.charCodeAt(0) < 0x20) this.fail();
      this.i++;
      if (ch === '\\') this.escape();
    }
  }

  /** After a backslash. */
  private escape(): void {
    const ch = this.text[this.i];
    if (ch === 'u') {
      this.i++;
      for (let k = 0; k < 4; k++, this.i++) if (!isHex(this.text[this.i])) this.fail();
    } else if (ch !== undefined && ESCAPES.has(ch)) this.i++;
    else this.fail();
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
