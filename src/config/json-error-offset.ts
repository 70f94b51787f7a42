/**
 * Offset of the first JSON syntax error in `text`, or null when it is valid. V8's JSON.parse
 * messages give a position for some errors only (never for "Unexpected token"), so the line of a
 * JSON syntax error comes from this small scanner instead.
 */
export function jsonErrorOffset(text: string): number | null {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxAt(at);
  };
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const expect = (literal: string): void => {
    for (const char of literal) {
      if (text[at] !== char) fail();
      at++;
    }
  };
  const string = (): void => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      const code = text.charCodeAt(at);
      if (code < 0x20) fail();
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u') {
          at++;
          for (let k = 0; k < 4; k++, at++) if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail();
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at++;
    }
    expect('"');
  };
  const number = (): void => {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(at));
    if (!match || match[0] === '' || match[0] === '-') fail();
    at += match![0].length;
  };
  const list = (close: string, item: () => void): void => {
    at++;
    skipSpace();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      skipSpace();
      if (text[at] === ',') {
        at++;
        skipSpace();
        continue;
      }
      expect(close);
      return;
    }
  };
  const value = (): void => {
    skipSpace();
    const char = text[at];
    if (char === '{') {
      list('}', () => {
        string();
        skipSpace();
        expect(':');
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') expect('true');
    else if (char === 'f') expect('false');
    else if (char === 'n') expect('null');
    else number();
  };
  try {
    value();
    skipSpace();
    if (at < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    throw error;
  }
}

class SyntaxAt extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`);
  }
}
