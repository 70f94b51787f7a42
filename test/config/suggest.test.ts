import { describe, expect, it } from 'vitest';
import { editDistance, suggestKey } from '../../src/config/read/suggest.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('prompt', 'prompt')).toBe(0);
    expect(editDistance('promt', 'prompt')).toBe(1);
    expect(editDistance('prompts', 'prompt')).toBe(1);
    expect(editDistance('prampt', 'prompt')).toBe(1);
    expect(editDistance('pormpt', 'prompt')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('suggestKey', () => {
  const scenarioKeys = ['name', 'weight', 'prompt', 'messages', 'maxTokens', 'params', 'cache', 'turns', 'followUps', 'tools'];

  it('finds the intended key despite case and small typos', () => {
    expect(suggestKey('maxtokens', scenarioKeys)).toBe('maxTokens');
    expect(suggestKey('max_tokens', scenarioKeys)).toBe('maxTokens');
    expect(suggestKey('mesages', scenarioKeys)).toBe('messages');
    expect(suggestKey('follow_ups', scenarioKeys)).toBe('followUps');
    expect(suggestKey('tool', scenarioKeys)).toBe('tools');
  });

  it('stays quiet when nothing is close', () => {
    expect(suggestKey('gate', ['$schema', 'version', 'name', 'endpoints', 'scenarios', 'run'])).toBeNull();
    expect(suggestKey('temperature', scenarioKeys)).toBeNull();
    expect(suggestKey('x', scenarioKeys)).toBeNull();
  });
});
