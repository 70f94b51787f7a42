import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';
import type { Workload } from '../../src/config/types.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import type { PlannedItem } from '../../src/plan/types.js';

function workloadOf(run: string, endpoints = ['a', 'b', 'c']): Workload {
  const endpointLines = endpoints.map((name, i) => `  - { name: ${name}, baseUrl: "http://127.0.0.1:${i + 1}/v1", model: m }`).join('\n');
  return parseWorkload(`version: 1
name: plan
endpoints:
${endpointLines}
scenarios:
  - name: hello
    weight: 2
    prompt: Hello
  - name: essay
    prompt: Write an essay.
    cache: { warmShare: 0.5 }
  - name: agent
    messages:
      - { role: user, content: Task first. }
      - { role: system, content: You are an agent. }
      - { role: user, content: Second user message. }
    turns: 2
    cache: warm
run:
${run}
`);
}

const cellOf = (item: PlannedItem): string => `${item.endpoint.name}/${item.scenario.name}/${item.cache}`;
const countBy = <T>(items: readonly T[], key: (item: T) => string): Record<string, number> =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

describe('buildPlan', () => {
  const workload = workloadOf('  requests: 20\n  warmup: 4\n  seed: 5');
  const plan = buildPlan(workload, { runId: 'run-1' });
  const measured = plan.items.filter((item) => !item.warmup);
  const warmup = plan.items.filter((item) => item.warmup);

  it('numbers items in order and carries seed, runId and no shard', () => {
    expect(plan.items.map((item) => item.index)).toEqual(plan.items.map((_, i) => i));
    expect(plan).toMatchObject({ seed: 5, runId: 'run-1', shard: null });
  });

  it('splits requests by weight, then by cache mode, identically for every endpoint', () => {
    // Weights 2:1:1 of 20 → 10 / 5 / 5; essay's warmShare 0.5 of 5 rounds to 3 warm.
    const expected = { 'hello/cold': 10, 'essay/cold': 2, 'essay/warm': 3, 'agent/warm': 5 };
    for (const name of ['a', 'b', 'c']) {
      const own = measured.filter((item) => item.endpoint.name === name);
      expect(countBy(own, (item) => `${item.scenario.name}/${item.cache}`)).toEqual(expected);
    }
  });

  it('puts warmup first: a primer per warm cell, then cold fillers up to the warmup count', () => {
    const firstMeasured = plan.items.findIndex((item) => !item.warmup);
    expect(plan.items.slice(firstMeasured).every((item) => !item.warmup)).toBe(true);
    expect(warmup).toHaveLength(4 * 3);
    for (const name of ['a', 'b', 'c']) {
      const own = warmup.filter((item) => item.endpoint.name === name);
      expect(own.map((item) => `${item.scenario.name}/${item.cache}`)).toEqual(['essay/warm', 'agent/warm', 'hello/cold', 'essay/cold']);
    }
  });

  it('raises warmup to the number of warm cells even for a workload built in memory', () => {
    const small = workloadOf('  requests: 8');
    small.run.warmup = 0;
    const primers = buildPlan(small, { runId: 'r' }).items.filter((item) => item.warmup);
    expect(primers.map(cellOf).sort()).toEqual([
      'a/agent/warm',
      'a/essay/warm',
      'b/agent/warm',
      'b/essay/warm',
      'c/agent/warm',
      'c/essay/warm',
    ]);
  });

  it('interleaves endpoints: each position has one item per endpoint of the same cell, order rotated', () => {
    for (const [phase, items] of [
      ['warmup', warmup],
      ['measured', measured],
    ] as const) {
      for (let position = 0; position * 3 < items.length; position++) {
        const group = items.slice(position * 3, position * 3 + 3);
        expect(new Set(group.map((item) => `${item.scenario.name}/${item.cache}`)).size, phase).toBe(1);
        expect(
          group.map((item) => item.endpoint.name),
          `${phase} ${position}`,
        ).toEqual([0, 1, 2].map((k) => ['a', 'b', 'c'][(position + k) % 3]));
      }
    }
  });

  it('shuffles the cells instead of grouping them by scenario', () => {
    const order = measured.filter((item) => item.endpoint.name === 'a').map((item) => `${item.scenario.name}/${item.cache}`);
    const grouped = [...order].sort((x, y) => order.indexOf(x) - order.indexOf(y));
    expect(order).not.toEqual(grouped);
  });

  it('gives every cold item its own nonce and every warm cell one shared prefix, primed in warmup', () => {
    const cold = plan.items.filter((item) => item.cache === 'cold');
    const coldPrefixes = cold.map((item) => item.prefix);
    expect(new Set(coldPrefixes).size).toBe(cold.length);
    for (const prefix of coldPrefixes) expect(prefix).toMatch(/^\[ref [0-9a-f]{8}\] $/);

    const warmByCell = new Map<string, Set<string>>();
    for (const item of plan.items.filter((i) => i.cache === 'warm')) {
      warmByCell.set(cellOf(item), (warmByCell.get(cellOf(item)) ?? new Set()).add(item.prefix));
    }
    expect([...warmByCell.keys()].sort()).toEqual([
      'a/agent/warm',
      'a/essay/warm',
      'b/agent/warm',
      'b/essay/warm',
      'c/agent/warm',
      'c/essay/warm',
    ]);
    for (const prefixes of warmByCell.values()) expect(prefixes.size).toBe(1);
    const warmPrefixes = [...warmByCell.values()].flatMap((set) => [...set]);
    expect(new Set(warmPrefixes).size).toBe(warmPrefixes.length);
    for (const prefix of warmPrefixes) expect(coldPrefixes).not.toContain(prefix);

    for (const item of measured.filter((i) => i.cache === 'warm')) {
      const primer = warmup.find((w) => cellOf(w) === cellOf(item));
      expect(primer?.prefix).toBe(item.prefix);
    }
  });

  it('puts the prefix in front of the system message if there is one, else the first user message', () => {
    const agent = plan.items.find((item) => item.scenario.name === 'agent')!;
    expect(agent.messages).toEqual([
      { role: 'user', content: 'Task first.' },
      { role: 'system', content: `${agent.prefix}You are an agent.` },
      { role: 'user', content: 'Second user message.' },
    ]);
    const hello = plan.items.find((item) => item.scenario.name === 'hello')!;
    expect(hello.messages).toEqual([{ role: 'user', content: `${hello.prefix}Hello` }]);
    // The scenario itself is left as written.
    expect(workload.scenarios[0]!.messages).toEqual([{ role: 'user', content: 'Hello' }]);
  });

  it('is deterministic: same seed and runId give the same plan', () => {
    expect(buildPlan(workloadOf('  requests: 20\n  warmup: 4\n  seed: 5'), { runId: 'run-1' })).toEqual(plan);
  });

  it('mixes the runId into prefixes only: a new run gets new nonces in the same order', () => {
    const again = buildPlan(workload, { runId: 'run-2' });
    expect(again.items.map(cellOf)).toEqual(plan.items.map(cellOf));
    const before = new Set(plan.items.map((item) => item.prefix));
    expect(again.items.some((item) => before.has(item.prefix))).toBe(false);
  });

  it('orders by the seed', () => {
    const other = buildPlan(workloadOf('  requests: 20\n  warmup: 4\n  seed: 6'), { runId: 'run-1' });
    expect(other.items.map(cellOf)).not.toEqual(plan.items.map(cellOf));
    expect(countBy(other.items, cellOf)).toEqual(countBy(plan.items, cellOf));
  });

  it('handles a single endpoint and the smallest valid request count', () => {
    const single = buildPlan(workloadOf('  requests: 4\n  warmup: 0', ['only']), { runId: 'r' });
    expect(
      single.items
        .filter((item) => !item.warmup)
        .map((item) => `${item.scenario.name}/${item.cache}`)
        .sort(),
    ).toEqual(['agent/warm', 'essay/cold', 'essay/warm', 'hello/cold']);
  });

  it('refuses a request count below the number of cells', () => {
    const tooSmall = workloadOf('  requests: 4');
    tooSmall.run.requests = 3;
    expect(() => buildPlan(tooSmall, { runId: 'r' })).toThrow(ConfigError);
  });
});

describe('buildPlan: sequential looks', () => {
  const workload = workloadOf('  requests: 20\n  warmup: 4\n  seed: 5');
  const first = buildPlan(workload, { runId: 'run-1' });
  const next = buildPlan(workload, { runId: 'run-1', look: { index: 2, firstIndex: first.items.length, endpoints: ['a', 'c'] } });
  const expected = { 'hello/cold': 10, 'essay/cold': 2, 'essay/warm': 3, 'agent/warm': 5 };

  it('plans a later look for the named endpoints only, without warmup, a look of requests each', () => {
    expect(next.items.every((item) => !item.warmup)).toBe(true);
    expect(new Set(next.items.map((item) => item.endpoint.name))).toEqual(new Set(['a', 'c']));
    for (const name of ['a', 'c']) {
      expect(
        countBy(
          next.items.filter((item) => item.endpoint.name === name),
          (item) => `${item.scenario.name}/${item.cache}`,
        ),
      ).toEqual(expected);
    }
    // Still interleaved: each position has one item per planned endpoint of the same cell.
    for (let position = 0; position * 2 < next.items.length; position++) {
      const group = next.items.slice(position * 2, position * 2 + 2);
      expect(new Set(group.map((item) => `${item.scenario.name}/${item.cache}`)).size).toBe(1);
      expect(new Set(group.map((item) => item.endpoint.name))).toEqual(new Set(['a', 'c']));
    }
  });

  it('numbers a look after the earlier ones, so its cold nonces are new and its warm prefixes are the run’s', () => {
    expect(next.items.map((item) => item.index)).toEqual(next.items.map((_, i) => first.items.length + i));
    const earlierCold = new Set(first.items.filter((item) => item.cache === 'cold').map((item) => item.prefix));
    const cold = next.items.filter((item) => item.cache === 'cold');
    expect(cold.length).toBeGreaterThan(0);
    expect(cold.some((item) => earlierCold.has(item.prefix))).toBe(false);
    expect(new Set(cold.map((item) => item.prefix)).size).toBe(cold.length);
    // Warm cells stay warm: the prefix primed in the first look's warmup is the one sent again.
    for (const item of next.items.filter((i) => i.cache === 'warm')) {
      expect(first.items.find((f) => f.warmup && cellOf(f) === cellOf(item))?.prefix).toBe(item.prefix);
    }
  });

  it('shuffles each look in its own order, deterministically', () => {
    const order = (items: readonly PlannedItem[]): string[] =>
      items.filter((item) => !item.warmup && item.endpoint.name === 'a').map(cellOf);
    expect(order(next.items)).not.toEqual(order(first.items));
    expect(buildPlan(workload, { runId: 'run-1', look: { index: 2, firstIndex: first.items.length, endpoints: ['a', 'c'] } })).toEqual(
      next,
    );
  });

  it('measures a whole budget in one plan when given the number of requests', () => {
    const whole = buildPlan(workload, { runId: 'run-1', requests: 60 }).items.filter((item) => !item.warmup);
    for (const name of ['a', 'b', 'c']) {
      const own = whole.filter((item) => item.endpoint.name === name);
      expect(own).toHaveLength(60);
      // Weights 2:1:1 of 60.
      expect(own.filter((item) => item.scenario.name === 'hello')).toHaveLength(30);
    }
  });
});

describe('buildPlan: the prompts of a scenario with quality:', () => {
  const parityWorkload = (reference: boolean): Workload =>
    parseWorkload(`version: 1
name: parity
endpoints:
  - { name: api, baseUrl: "http://127.0.0.1:1/v1", model: m${reference ? ', reference: true' : ''} }
  - { name: next, baseUrl: "http://127.0.0.1:2/v1", model: m }
quality: { expect: identical }
scenarios:
  - { name: story, prompt: Tell a story., params: { temperature: 0 }, cache: { warmShare: 0.5 } }
run: { requests: 8, warmup: 2 }
`);
  const prompts = (workload: Workload, runId: string, look?: { index: number; firstIndex: number }): string[] => {
    const options = look
      ? { runId, look: { ...look, endpoints: workload.endpoints.map((e) => e.name) }, requests: 8 }
      : { runId, requests: 16 };
    return buildPlan(workload, options)
      .items.filter((i) => !i.warmup && i.endpoint.name === 'next')
      .map((i) => `${i.cache} ${i.messages[0]!.content}`);
  };

  it('are the same in every run when there is no reference endpoint: the answers are compared with a recorded baseline', () => {
    const workload = parityWorkload(false);
    const one = prompts(workload, 'run-1');
    expect(prompts(workload, 'run-2')).toEqual(one);
    // Cold requests stay distinct within the run.
    const cold = one.filter((p) => p.startsWith('cold'));
    expect(cold.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cold).size).toBe(cold.length);
    // The recording's one plan and a gate run's two looks send the same cold prompts in the same order.
    const looked = [
      ...prompts(workload, 'run-3', { index: 1, firstIndex: 0 }),
      ...prompts(workload, 'run-3', { index: 2, firstIndex: 100 }),
    ];
    expect(looked.filter((p) => p.startsWith('cold'))).toEqual(cold);
  });

  it('are tagged per run beside a reference endpoint, so that no cold request finds a cache an earlier run left', () => {
    const workload = parityWorkload(true);
    const one = prompts(workload, 'run-1').filter((p) => p.startsWith('cold'));
    const two = prompts(workload, 'run-2').filter((p) => p.startsWith('cold'));
    expect(one.filter((p) => two.includes(p))).toEqual([]);
  });
});
