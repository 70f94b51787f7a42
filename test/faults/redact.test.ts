import { describe, expect, it } from 'vitest';
import { createRedactor, redactDeep } from '../../src/util/redact.js';

const KEY = 'sk-proj-Zq81vTg0LmNw42hXcY7pRb';

describe('createRedactor', () => {
  const redact = createRedactor([KEY, null, undefined]);

  it('masks the key whole, wherever it is', () => {
    expect(redact(`key=${KEY}; again ${KEY}.`)).toBe('key=***; again ***.');
  });

  it('masks any bearer token, known or not', () => {
    expect(redact('Authorization: Bearer abcdef123456')).toBe('Authorization: Bearer ***');
  });

  it('masks a key cut short by truncation, at either end', () => {
    expect(redact(`Incorrect API key provided: ${KEY.slice(0, 20)}…`)).toBe('Incorrect API key provided: ***…');
    expect(redact(`${KEY.slice(9)}", "next": 1`)).toBe('***", "next": 1');
  });

  it('masks pieces of the key interleaved with other text', () => {
    expect(redact(`${KEY.slice(0, 14)} and ${KEY.slice(14)}`)).toBe('*** and ***');
  });

  it('leaves pieces shorter than 12 characters and unrelated text alone', () => {
    expect(redact(`prefix ${KEY.slice(0, 11)} suffix`)).toBe(`prefix ${KEY.slice(0, 11)} suffix`);
    expect(redact('the quick brown fox jumps over the lazy dog')).toBe('the quick brown fox jumps over the lazy dog');
  });

  it('masks short secrets only whole', () => {
    const short = createRedactor(['hunter2-pass']);
    expect(short('pw hunter2-pass and hunter2-pa')).toBe('pw *** and hunter2-pa');
  });
});

describe('redactDeep', () => {
  const redact = createRedactor([KEY]);

  it('masks strings at any depth and object keys, merging counts whose keys collapse', () => {
    const value = { finishReasons: { stop: 2, [KEY]: 3, '***': 1 }, list: [{ note: `x ${KEY}` }], n: 4, ok: true, none: null };
    expect(redactDeep(value, redact)).toEqual({
      finishReasons: { stop: 2, '***': 4 },
      list: [{ note: 'x ***' }],
      n: 4,
      ok: true,
      none: null,
    });
  });

  it('keeps a `__proto__` key as plain data', () => {
    const value = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as Record<string, unknown>;
    const out = redactDeep(value, redact);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
  });
});
