import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { parseShard } from '../../src/plan/shard.js';
import type { PlannedItem } from '../../src/plan/types.js';

function workload(requests: number, endpoints: number) {
  const lines = Array.from({ length: endpoints }, (_, i) => `  - { name: e${i}, baseUrl: "http://127.0.0.1:${i + 1}/v1", model: m }`).join(
    '\n',
  );
  return parseWorkload(`version: 1
name: shards
endpoints:
${lines}
scenarios:
  - { name: short, prompt: Hi, weight: 3 }
  - { name: mixed, prompt: Hello, cache: { warmShare: 0.4 } }
  - { name: warm, prompt: Hey, cache: warm, weight: 0.5 }
run: { requests: ${requests}, warmup: 3, seed: 9 }
`);
}

const cellOf = (item: PlannedItem): string => `${item.endpoint.name}/${item.scenario.name}/${item.cache}`;
const spread = (values: number[]): number => Math.max(...values) - Math.min(...values);

describe('parseShard', () => {
  it('reads 1-based "i/n" into a 0-based index', () => {
    expect(parseShard('2/3')).toEqual({ index: 1, count: 3 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 0, count: 1 });
  });

  it('rejects anything else with a ConfigError on the shard setting', () => {
    for (const bad of ['0/3', '4/3', '1/0', '2', 'a/b', '-1/2', '1.5/3', '']) {
      let error: unknown;
      try {
        parseShard(bad);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues[0]).toMatchObject({ path: 'shard', file: null, line: null });
    }
    expect(() => parseShard('4/3')).toThrow('expected "i/n" with 1 ≤ i ≤ n, e.g. "2/3", got "4/3"');
  });
});

describe('sharded plans', () => {
  const cases: [requests: number, endpoints: number, shards: number][] = [
    [4, 1, 2],
    [5, 2, 3],
    [13, 3, 2],
    [13, 2, 4],
    [30, 2, 3],
    [30, 3, 7],
    [17, 2, 40],
  ];

  it.each(cases)(
    'requests %i × %i endpoints over %i shards: balanced cells, exact union, warmup everywhere',
    (requests, endpointCount, count) => {
      const full = buildPlan(workload(requests, endpointCount), { runId: 'shard-run' });
      const fullMeasured = full.items.filter((item) => !item.warmup);
      const fullWarmup = full.items.filter((item) => item.warmup);
      const shards = Array.from({ length: count }, (_, index) =>
        buildPlan(workload(requests, endpointCount), { runId: 'shard-run', shard: { index, count } }),
      );

      const seen: number[] = [];
      for (const [index, shard] of shards.entries()) {
        expect(shard.shard).toEqual({ index, count });
        expect(shard.items.filter((item) => item.warmup)).toEqual(fullWarmup);
        for (const item of shard.items) expect(item).toEqual(full.items[item.index]);
        seen.push(...shard.items.filter((item) => !item.warmup).map((item) => item.index));
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(fullMeasured.map((item) => item.index));

      const cells = [...new Set(fullMeasured.map(cellOf))];
      for (const cell of cells) {
        const perShard = shards.map((shard) => shard.items.filter((item) => !item.warmup && cellOf(item) === cell).length);
        expect(spread(perShard), cell).toBeLessThanOrEqual(1);
      }
      for (let e = 0; e < endpointCount; e++) {
        const perShard = shards.map((shard) => shard.items.filter((item) => !item.warmup && item.endpoint.name === `e${e}`).length);
        expect(spread(perShard)).toBeLessThanOrEqual(1);
      }
    },
  );

  it('keeps the items of one position together in one shard', () => {
    const endpointCount = 3;
    const full = buildPlan(workload(30, endpointCount), { runId: 'r' });
    const firstMeasured = full.items.findIndex((item) => !item.warmup);
    for (let index = 0; index < 3; index++) {
      const kept = new Set(
        buildPlan(workload(30, endpointCount), { runId: 'r', shard: { index, count: 3 } }).items.map((item) => item.index),
      );
      for (let start = firstMeasured; start < full.items.length; start += endpointCount) {
        const group = [start, start + 1, start + 2].map((i) => kept.has(i));
        expect(new Set(group).size).toBe(1);
      }
    }
  });

  it('rejects an impossible shard', () => {
    for (const shard of [
      { index: 3, count: 3 },
      { index: -1, count: 2 },
      { index: 0, count: 0 },
      { index: 0.5, count: 2 },
    ]) {
      expect(() => buildPlan(workload(10, 1), { runId: 'r', shard })).toThrow(ConfigError);
    }
  });
});
