import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../../src/config/read/json-position.js';
import { createRng } from '../../src/stats/rng.js';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('jsonErrorOffset', () => {
  it('points at the offending character', () => {
    expect(jsonErrorOffset('{"a":}')).toBe(5);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('{"a":1')).toBe(6);
    expect(jsonErrorOffset('{"a":tru}')).toBe(8);
    expect(jsonErrorOffset('"tab\there"')).toBe(4);
    expect(jsonErrorOffset('01')).toBe(1);
    expect(jsonErrorOffset('')).toBe(0);
    expect(jsonErrorOffset('{} x')).toBe(3);
  });

  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]} ', '"x"', '0', '-0.1E+2']) {
      expect(jsonErrorOffset(text)).toBeNull();
    }
  });

  it('agrees with JSON.parse on which texts are valid, over random edits of a valid document', () => {
    const base = JSON.stringify(
      { version: 1, name: 'n', list: [1, 2.5, -3e2, true, false, null], nested: { 'k\\"ey': 'v\u00e9' } },
      null,
      2,
    );
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', '\n', '1', '-', '.', 'e', 't', 'n', 'x'];
    const rng = createRng(42);
    for (let trial = 0; trial < 2000; trial++) {
      let text = base;
      const edits = 1 + Math.floor(rng() * 2);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(rng() * (text.length + 1));
        const kind = rng();
        const char = alphabet[Math.floor(rng() * alphabet.length)]!;
        text =
          kind < 0.4
            ? text.slice(0, at) + char + text.slice(at)
            : kind < 0.7
              ? text.slice(0, at) + text.slice(at + 1)
              : text.slice(0, at) + char + text.slice(at + 1);
      }
      expect(jsonErrorOffset(text) === null, text).toBe(parses(text));
    }
  });
});
