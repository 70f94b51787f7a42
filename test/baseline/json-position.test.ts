import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineAndColumn } from '../../src/config/read/json-position.js';

/** The offset JSON.parse reports, when its message carries one. */
function parseOffset(text: string): number | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const match = /at position (\d+)/.exec((error as Error).message);
    return match ? Number(match[1]) : -1;
  }
}

describe('jsonErrorOffset', () => {
  it.each([
    '{}',
    '[]',
    ' {"a": [1, -2.5e+3, 0, true, false, null, "x\\n\\u00e9\\"", {}]} \n',
    '"just a string"',
    '0',
    '{"nested": {"deeper": [[[]]]}}',
  ])('finds nothing wrong in valid JSON %j', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonErrorOffset(text)).toBeNull();
  });

  it.each([
    ['{"a":1,}', 7],
    ['[1,2', 4],
    ['{\n "a": 1\n "b": 2}', 11],
    ['{"a" 1}', 5],
    ['[01]', 2],
    ['{"a": tru}', 9],
    ['{"a": "\\x"}', 8],
    ['[1] 2', 4],
    // Node 20's JSON.parse gives no position for some of these, which is why the scanner exists.
    ['{"a":}', 5],
    ['', 0],
    ['{"a": "unterminated', 19],
    ['{"a": "tab\there"}', 10],
    ['<<<<<<< HEAD', 0],
    ['{"a": -}', 7],
    ['[1.]', 3],
    ['[1e+]', 4],
    ['["\\u12G4"]', 6],
  ])('finds where %j breaks, where JSON.parse does when it says', (text, offset) => {
    const reported = parseOffset(text);
    expect(reported).not.toBeNull();
    expect(jsonErrorOffset(text)).toBe(offset);
    if (reported !== null && reported >= 0) expect(reported).toBe(offset);
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    const text = 'ab\ncd\n\nef';
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(text, 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn(text, 6)).toEqual({ line: 3, column: 1 });
    expect(lineAndColumn(text, 8)).toEqual({ line: 4, column: 2 });
    expect(lineAndColumn(text, text.length)).toEqual({ line: 4, column: 3 });
  });
});
