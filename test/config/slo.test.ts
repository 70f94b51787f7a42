import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';

const base = (slo: string, scenarioSlo = ''): string => `
version: 1
name: slo
endpoints: [{ name: api, baseUrl: "http://127.0.0.1:1/v1", model: m }]
${slo}
scenarios:
  - { name: hello, prompt: hi${scenarioSlo} }
  - { name: essay, prompt: write }
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

describe('slo in the workload', () => {
  it('gives every scenario the workload objectives, a scenario its own over them', () => {
    const workload = parseWorkload(
      base(
        'slo: { objectives: { ttftMs: { p95: 2000 }, tokensPerSecond: { p05: 20 } }, thresholds: { ttftMs: 2000 }, goodput: 0.95 }',
        ', slo: { objectives: { ttftMs: { p95: 1500, p50: 500 } }, goodput: 0.9 }',
      ),
      { format: 'yaml' },
    );
    const [hello, essay] = workload.scenarios;
    expect(essay!.slo).toEqual({
      objectives: [
        { metric: 'ttftMs', level: 0.95, label: 'p95', target: 2000 },
        { metric: 'tokensPerSecond', level: 0.05, label: 'p05', target: 20 },
      ],
      thresholds: [{ metric: 'ttftMs', limit: 2000 }],
      goodput: 0.95,
    });
    expect(hello!.slo!.objectives).toContainEqual({ metric: 'ttftMs', level: 0.95, label: 'p95', target: 1500 });
    expect(hello!.slo!.objectives).toContainEqual({ metric: 'ttftMs', level: 0.5, label: 'p50', target: 500 });
    expect(hello!.slo!.goodput).toBe(0.9);
  });

  it('leaves a workload without slo as it was', () => {
    const workload = parseWorkload(base(''), { format: 'yaml' });
    expect(workload.scenarios.every((s) => !('slo' in s))).toBe(true);
  });

  it('names an unknown metric, a percentile outside (0, 100), a goodput out of range or without thresholds', () => {
    expect(issues(base('slo: { objectives: { ttft: { p95: 2000 } } }')).join('\n')).toMatch(/slo\.objectives.*unknown key "ttft"/);
    expect(issues(base('slo: { objectives: { ttftMs: { p100: 2000 } } }'))).toEqual([
      'slo.objectives.ttftMs.p100: is not a percentile inside (0, 100): use p50, p95, p99.9 or p05',
    ]);
    expect(issues(base('slo: { objectives: { ttftMs: { p0: 2000 } } }')).join('\n')).toMatch(/p0: is not a percentile/);
    expect(issues(base('slo: { thresholds: { ttftMs: 1 }, goodput: 1.5 }')).join('\n')).toMatch(/slo\.goodput/);
    expect(issues(base('slo: { thresholds: { ttftMs: 1 }, goodput: 0 }')).join('\n')).toMatch(/slo\.goodput/);
    expect(issues(base('slo: { goodput: 0.95 }'))).toEqual([
      'slo.goodput: needs per-request thresholds to judge requests by (slo.thresholds, e.g. { ttftMs: 2000 })',
    ]);
    expect(issues(base('', ', slo: { goodput: 0.9 }'))).toEqual([
      'scenarios[0].slo.goodput: needs per-request thresholds to judge requests by (slo.thresholds, e.g. { ttftMs: 2000 }); scenario "hello" has none',
    ]);
    // A scenario's thresholds serve the workload's goodput for that scenario only.
    expect(issues(base('slo: { goodput: 0.9 }', ', slo: { thresholds: { e2eMs: 5000 } }'))).toHaveLength(1);
  });
});
