import { describe, expect, it } from 'vitest';
import { sameModel, substitutedModels } from '../../src/gate/conditions/answered-model.js';

describe('a model answered under another name', () => {
  it('takes a snapshot, an alias resolved, a path, a file and case for the declared model', () => {
    expect(sameModel('gpt-4o', 'gpt-4o-2024-08-06')).toBe(true);
    expect(sameModel('claude-3-5-sonnet-latest', 'claude-3-5-sonnet-20241022')).toBe(true);
    expect(sameModel('meta-llama/Llama-3.1-8B-Instruct', 'llama-3.1-8b-instruct')).toBe(true);
    expect(sameModel('gemini-2.0-flash', 'models/gemini-2.0-flash-001')).toBe(true);
    expect(sameModel('tiny-random-llama', '/models/tiny-random-llama.gguf')).toBe(true);
  });

  it('tells another model from the declared one', () => {
    expect(sameModel('gpt-4o', 'gpt-4.1')).toBe(false);
    expect(sameModel('llama-3.1-8b', 'qwen2.5-7b')).toBe(false);
    expect(sameModel('claude-3-5-sonnet-latest', 'claude-3-haiku-20240307')).toBe(false);
  });

  it('says nothing of an endpoint whose responses named no model, or one of several names that is the declared one', () => {
    expect(substitutedModels([{ name: 'a', model: 'x' }])).toEqual([]);
    expect(substitutedModels([{ name: 'a', model: 'x', answeredModels: { x: 3, y: 1 } }])).toEqual([]);
    expect(substitutedModels([{ name: 'a', model: 'x', answeredModels: { y: 1, z: 3 } }])).toEqual([
      {
        kind: 'model-substituted',
        endpoint: 'a',
        declared: 'x',
        answered: [
          { name: 'z', responses: 3 },
          { name: 'y', responses: 1 },
        ],
      },
    ]);
  });
});
