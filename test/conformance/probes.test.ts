import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runConformance, type ConformanceResults } from '../../src/conformance/run-probes.js';
import type { ProbeRecord } from '../../src/conformance/types.js';
import { probe } from '../../src/probe/probe.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';

// Fast, exact timing: these tests judge effects, not speed.
const FAST = `'{"tokensPerSecond": 2000, "ttftMs": 20, "ttftSigma": 0, "jitter": 0, "coldPrefillMsPer1kChars": 0, "warmTtftMs": 20}'`;
// The reasoning endpoint decodes slower, so the time its 48 reasoning tokens cost stands well clear of scheduling noise.
const PACED = `'{"tokensPerSecond": 200, "ttftMs": 20, "ttftSigma": 0, "jitter": 0, "coldPrefillMsPer1kChars": 0, "warmTtftMs": 20}'`;

function workloadYaml(profiles: readonly string[], probes: string): string {
  return `
version: 1
name: probes
endpoints:
${profiles.map((p) => `  - { name: ${p}, baseUrl: "\${SIM}/${p}/v1", model: sim, headers: { x-sim: ${p === 'reasoning' ? PACED : FAST} } }`).join('\n')}
scenarios:
  - { name: s, prompt: hi }
probes: ${probes}
`;
}

function verdicts(results: ConformanceResults | null, endpoint: string): Record<string, ProbeRecord['verdict']> {
  return Object.fromEntries((results?.probes ?? []).filter((p) => p.endpoint === endpoint).map((p) => [p.variant, p.verdict]));
}

let sim: Simulator;
let results: ConformanceResults | null;
const PROFILES = ['reasoning', 'strict', 'overrun', 'ignores-stop', 'nondeterministic', 'clean'];

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  const workload = parseWorkload(workloadYaml(PROFILES, 'default'), { format: 'yaml', env: { SIM: sim.url } });
  results = await runConformance(workload, { apiKeys: new Map(), probe, concurrency: 6 });
}, 30_000);

afterAll(async () => {
  await sim.close();
});

describe('conformance probes against the simulator (real probe, real server)', () => {
  it('an endpoint that ignores enable_thinking: false but honours reasoning_effort: "none"', () => {
    expect(verdicts(results, 'reasoning')).toEqual({
      control: 'control',
      'control (temperature=0)': 'control',
      'reasoning_effort=none': 'honoured',
      'thinking.type=disabled': 'honoured',
      'enable_thinking=false': 'ignored',
      'chat_template_kwargs.enable_thinking=false': 'honoured',
      'reasoning.enabled=false': 'ignored',
      'reasoning_effort=minimal': 'honoured',
      'reasoning_effort=low': 'honoured',
      'max_tokens=8': 'honoured',
      'max_completion_tokens=8': 'honoured',
      'stop=12': 'honoured',
      'stream_options.include_usage=true': 'honoured',
      'temperature=0': 'honoured',
    });
  });

  it('records what each variant costs against the control', () => {
    const rows = (results?.probes ?? []).filter((p) => p.endpoint === 'reasoning');
    const control = rows.find((p) => p.variant === 'control')!;
    const off = rows.find((p) => p.variant === 'reasoning_effort=none')!;
    const ignored = rows.find((p) => p.variant === 'enable_thinking=false')!;
    expect(control.reasoningTokens).toBe(48);
    expect(off.reasoningTokens).toBe(0);
    expect(ignored.reasoningTokens).toBe(48);
    // 48 reasoning tokens at 200 tok/s are 240 ms of decoding the honoured variant saves; under half of it is
    // required, leaving room for timer and scheduling noise on a busy machine (probes share the simulator's process).
    expect(control.settleMs! - off.settleMs!).toBeGreaterThan(100);
    expect(ignored.settleMs! - off.settleMs!).toBeGreaterThan(100);
    expect(off.outcomes).toEqual({ pass: 3, fail: 0, rejected: 0, error: 0 });
  });

  it('an endpoint that rejects unknown parameters with 400', () => {
    const v = verdicts(results, 'strict');
    expect(v['reasoning_effort=none']).toBe('honoured');
    for (const id of [
      'thinking.type=disabled',
      'enable_thinking=false',
      'chat_template_kwargs.enable_thinking=false',
      'reasoning.enabled=false',
    ]) {
      expect(v[id]).toBe('rejected');
    }
    const rejected = results!.probes.find((p) => p.endpoint === 'strict' && p.variant === 'enable_thinking=false')!;
    expect(rejected.status).toBe(400);
    expect(rejected.message).toContain('enable_thinking');
  });

  it('an endpoint that overruns max_tokens (but honours max_completion_tokens)', () => {
    const v = verdicts(results, 'overrun');
    expect(v['max_tokens=8']).toBe('ignored');
    expect(v['max_completion_tokens=8']).toBe('honoured');
    // No reasoning to switch off: the reasoning probes cannot show anything.
    expect(v['enable_thinking=false']).toBe('not-applicable');
  });

  it('an endpoint that ignores stop', () => {
    expect(verdicts(results, 'ignores-stop')['stop=12']).toBe('ignored');
    expect(verdicts(results, 'clean')['stop=12']).toBe('honoured');
  });

  it('temperature 0 repeatability', () => {
    expect(verdicts(results, 'nondeterministic')['temperature=0']).toBe('ignored');
    expect(verdicts(results, 'clean')['temperature=0']).toBe('honoured');
  });

  it('sent the probe bodies as declared (setting on top of the plain prompt)', () => {
    const bodies = sim.requests.filter((r) => r.profile === 'reasoning').map((r) => r.body as Record<string, unknown>);
    expect(bodies).toHaveLength(14 * 3);
    const control = bodies.filter((b) => Object.keys(b).sort().join() === 'messages,model,stream,stream_options');
    // Two controls × 3, plus the usage variant × 3: the probe always asks for the usage chunk, so that variant's
    // body is the control's and the probe checks whether usage actually arrives.
    expect(control).toHaveLength(9);
    expect(bodies.filter((b) => b['enable_thinking'] === false)).toHaveLength(3);
  });
});

describe('inconsistent behaviour', () => {
  it('a gateway over mixed backends honours enable_thinking: false on some requests only', async () => {
    const own = await startSimulator({ seed: 3 });
    try {
      const workload = parseWorkload(workloadYaml(['mixed-backends'], '{ only: [enable_thinking=false], repeat: 6 }'), {
        format: 'yaml',
        env: { SIM: own.url },
      });
      const out = await runConformance(workload, { apiKeys: new Map(), probe, concurrency: 1 });
      const record = out!.probes.find((p) => p.variant === 'enable_thinking=false')!;
      expect(record.verdict).toBe('inconsistent');
      expect(record.outcomes.pass).toBeGreaterThan(0);
      expect(record.outcomes.fail).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it('no probes declared: nothing is sent', async () => {
    const workload = parseWorkload(workloadYaml(['clean'], 'none'), { format: 'yaml', env: { SIM: sim.url } });
    const before = sim.requests.length;
    expect(await runConformance(workload, { apiKeys: new Map(), probe })).toBeNull();
    expect(sim.requests.length).toBe(before);
  });
});
