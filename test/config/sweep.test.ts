import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';

const base = (sweep: string, scenarioSlo = ''): string => `
version: 1
name: sweep
endpoints: [{ name: api, baseUrl: "http://127.0.0.1:1/v1", model: m }]
slo: { objectives: { ttftMs: { p95: 2000 } } }
scenarios:
  - { name: hello, prompt: hi${scenarioSlo} }
  - { name: essay, prompt: write }
run: { requests: 24, looks: 2 }
${sweep}
`;

function issues(text: string): string[] {
  try {
    parseWorkload(text, { format: 'yaml' });
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => `${i.path}: ${i.message}`);
    throw error;
  }
  return [];
}

describe('sweep in the workload', () => {
  it('is absent unless declared, and takes the run settings and defaults when declared', () => {
    expect(parseWorkload(base(''), { format: 'yaml' }).sweep).toBeUndefined();
    expect(parseWorkload(base('sweep: {}'), { format: 'yaml' }).sweep).toEqual({
      load: 'concurrency',
      levels: null,
      start: null,
      max: 64,
      resolution: 0.1,
      requests: 24,
      looks: 2,
      margin: 0.25,
    });
    const rate = parseWorkload(base('sweep: { load: rate, levels: [4, 1, 2.5, 1], margin: 0.1 }'), { format: 'yaml' }).sweep!;
    expect(rate.levels).toEqual([1, 2.5, 4]);
    expect(rate.max).toBe(1000);
    expect(rate.margin).toBe(0.1);
  });

  it('names fractional streams, a start above the maximum and unknown keys, with their paths', () => {
    expect(issues(base('sweep: { levels: [1, 2.5] }'))).toEqual(['sweep.levels[1]: is 2.5: concurrency levels are whole streams']);
    expect(issues(base('sweep: { start: 80 }'))).toEqual(['sweep.start: is 80, above sweep.max (64)']);
    expect(issues(base('sweep: { max: 1.5 }'))).toEqual(['sweep.max: is 1.5: concurrency is a whole number of streams']);
    expect(issues(base('sweep: { levles: [1] }')).join('\n')).toMatch(/sweep.*levles/);
    expect(issues(base('sweep: { margin: 1 }')).join('\n')).toMatch(/sweep\.margin/);
    expect(issues(base('sweep: { load: rate, levels: [0.5, 2.5] }'))).toEqual([]);
    expect(issues(base('sweep: { requests: 1 }'))).toEqual([
      'sweep.requests: must be at least 2 so that each of the 2 scenario × cache cells gets a request, got 1',
    ]);
  });

  it('lets a scenario switch the workload objectives off with slo: null', () => {
    const workload = parseWorkload(base('', ', slo: null'), { format: 'yaml' });
    expect(workload.scenarios[0]!.slo).toBeUndefined();
    expect(workload.scenarios[1]!.slo?.objectives).toHaveLength(1);
  });
});
