import { describe, expect, it } from 'vitest';
import { checkSample, firstNumber } from '../../src/conformance/assertions.js';
import { response, scenario } from './factory.js';

describe('scenario assertions on crafted responses', () => {
  it('reasoning absent: no reasoning text and no reasoning tokens', () => {
    const s = scenario({ reasoning: 'absent' });
    expect(checkSample(response({}), s)).toEqual({ 'reasoning-absent': true });
    expect(checkSample(response({ reasoningChars: 120 }), s)).toEqual({ 'reasoning-absent': false });
    // Hidden reasoning: no text streamed, but tokens billed.
    expect(checkSample(response({ reasoningTokens: 40 }), s)).toEqual({ 'reasoning-absent': false });
  });

  it('reasoning present', () => {
    const s = scenario({ reasoning: 'present' });
    expect(checkSample(response({ reasoningChars: 8 }), s)).toEqual({ 'reasoning-present': true });
    expect(checkSample(response({ reasoningTokens: 3 }), s)).toEqual({ 'reasoning-present': true });
    expect(checkSample(response({}), s)).toEqual({ 'reasoning-present': false });
  });

  it('output tokens within max_tokens, finish_reason length when the limit is reached', () => {
    const s = scenario({ withinMaxTokens: true }, {}, 8);
    expect(checkSample(response({ contentTokens: 5 }), s)?.['within-max-tokens']).toBe(true);
    expect(checkSample(response({ contentTokens: 8, finishReason: 'length' }), s)?.['within-max-tokens']).toBe(true);
    expect(checkSample(response({ contentTokens: 12, finishReason: 'length' }), s)?.['within-max-tokens']).toBe(false);
    // Usage wins over the event count: 3 events but 30 tokens billed.
    expect(checkSample(response({ contentTokens: 3, completionTokens: 30 }), s)?.['within-max-tokens']).toBe(false);
    // At the limit without any finish reason: the cut was not reported.
    expect(checkSample(response({ contentTokens: 8, finishReason: null }), s)?.['within-max-tokens']).toBe(false);
  });

  it('stop honoured: the sequence is not in the text and the answer ended on stop', () => {
    const s = scenario({ stopHonoured: true }, { stop: ['END', 'STOP'] });
    expect(checkSample(response({ content: '1 2 3 ' }), s)?.['stop-honoured']).toBe(true);
    expect(checkSample(response({ content: '1 2 STOP 4' }), s)?.['stop-honoured']).toBe(false);
    expect(checkSample(response({ content: '1 2 3', finishReason: 'length' }), s)?.['stop-honoured']).toBe(false);
  });

  it('non-empty content', () => {
    const s = scenario({ nonEmpty: true });
    expect(checkSample(response({ content: ' ok ' }), s)).toEqual({ 'non-empty': true });
    expect(checkSample(response({ content: '  \n' }), s)).toEqual({ 'non-empty': false });
  });

  it('JSON parses (a single code fence is accepted) and matches a JSON Schema', () => {
    const schema = { type: 'object', required: ['answer'], properties: { answer: { type: 'integer' } } };
    const s = scenario({ json: true, jsonSchema: schema });
    expect(checkSample(response({ content: '{"answer": 42}' }), s)).toEqual({ 'json-parses': true, 'json-schema': true });
    expect(checkSample(response({ content: '```json\n{"answer": 42}\n```' }), s)).toEqual({ 'json-parses': true, 'json-schema': true });
    expect(checkSample(response({ content: '{"answer": "42"}' }), s)).toEqual({ 'json-parses': true, 'json-schema': false });
    expect(checkSample(response({ content: 'The answer is 42.' }), s)).toEqual({ 'json-parses': false, 'json-schema': false });
  });

  it('usage present', () => {
    const s = scenario({ usage: true });
    expect(checkSample(response({}), s)).toEqual({ 'usage-present': true });
    expect(checkSample(response({ usage: false }), s)).toEqual({ 'usage-present': false });
    expect(checkSample(response({ completionTokens: null }), s)).toEqual({ 'usage-present': false });
  });

  it('expected answers: exact, contains, regex, numeric tolerance, JSON Schema', () => {
    const s = scenario({
      answer: {
        exact: '42',
        contains: '42',
        regex: '^\\s*42\\b',
        number: { value: 42, tolerance: 0.5 },
        jsonSchema: { type: 'integer', minimum: 40, maximum: 44 },
      },
    });
    expect(checkSample(response({ content: ' 42\n' }), s)).toEqual({
      'answer-exact': true,
      'answer-contains': true,
      'answer-regex': true,
      'answer-number': true,
      'answer-schema': true,
      'answer-correct': true,
    });
    expect(checkSample(response({ content: 'It is 42.3' }), s)).toEqual({
      'answer-exact': false,
      'answer-contains': true,
      'answer-regex': false,
      'answer-number': true,
      'answer-schema': false,
      'answer-correct': false,
    });
    expect(checkSample(response({ content: ' 43' }), s)).toEqual({
      'answer-exact': false,
      'answer-contains': false,
      'answer-regex': false,
      'answer-number': false,
      'answer-schema': true,
      'answer-correct': false,
    });
  });

  it('regex flags apply', () => {
    const s = scenario({ answer: { regex: 'paris', regexFlags: 'i' } });
    expect(checkSample(response({ content: 'PARIS' }), s)).toEqual({ 'answer-regex': true, 'answer-correct': true });
  });

  it('failed requests and scenarios without expectations are not checked', () => {
    const error = { kind: 'http_5xx' as const, message: 'boom', status: 500, retryAfterS: null };
    expect(checkSample(response({ error }), scenario({ nonEmpty: true }))).toBeNull();
    expect(checkSample(response({}), { maxTokens: 8, params: {}, expect: null })).toBeNull();
  });

  it('reads the first number, signed and with a decimal part', () => {
    expect(firstNumber('about -3.5e2 units, not 7')).toBe(-350);
    expect(firstNumber('none here')).toBeNull();
  });
});
