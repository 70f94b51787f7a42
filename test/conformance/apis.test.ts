import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProbeVariants } from '../../src/config/sections/default-probes.js';
import { parseWorkload } from '../../src/config/load.js';
import { runConformance, type ConformanceResults } from '../../src/conformance/run-probes.js';
import type { ProbeRecord } from '../../src/conformance/types.js';
import { probe } from '../../src/probe/probe.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { API_IDS, type ApiId } from '../../src/apis/index.js';

/*
 * The default probe set of each API, sent by the real probe to the simulator's route of that API: the same verdicts
 * whichever API carries a setting. `reasoning-compliant` honours every reasoning switch, `ignores-reasoning-off`
 * none, on any API; `clean` never reasons, so the reasoning variants have nothing to show there.
 */

// Fast, exact timing: these tests judge effects, not speed.
const FAST = `'{"tokensPerSecond": 2000, "ttftMs": 20, "ttftSigma": 0, "jitter": 0, "coldPrefillMsPer1kChars": 0, "warmTtftMs": 20}'`;
const PROFILES = ['reasoning-compliant', 'ignores-reasoning-off', 'clean'] as const;
type Profile = (typeof PROFILES)[number];

const name = (profile: Profile, api: ApiId): string => `${profile}.${api}`;

function workloadYaml(): string {
  const endpoints = PROFILES.flatMap((profile) =>
    API_IDS.map(
      (api) =>
        `  - { name: ${name(profile, api)}, baseUrl: "\${SIM}/${profile}/${api === 'gemini' ? 'v1beta' : 'v1'}", model: sim, api: ${api}, headers: { x-sim: ${FAST} } }`,
    ),
  );
  return `
version: 1
name: probes-per-api
endpoints:
${endpoints.join('\n')}
scenarios:
  - { name: s, prompt: hi }
probes: default
`;
}

let sim: Simulator;
let results: ConformanceResults | null;

function verdicts(profile: Profile, api: ApiId): Record<string, ProbeRecord['verdict']> {
  const endpoint = name(profile, api);
  return Object.fromEntries((results?.probes ?? []).filter((p) => p.endpoint === endpoint).map((p) => [p.variant, p.verdict]));
}

/** The ids of an API's built-in variants judged by these checks. */
function idsChecking(api: ApiId, ...checks: string[]): string[] {
  return defaultProbeVariants(api)
    .filter((v) => checks.includes(v.check))
    .map((v) => v.id);
}

const REASONING_APIS: ApiId[] = ['chat-completions', 'responses', 'anthropic-messages'];

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
  const workload = parseWorkload(workloadYaml(), { format: 'yaml', env: { SIM: sim.url } });
  results = await runConformance(workload, { apiKeys: new Map(), probe, concurrency: 6 });
}, 60_000);

afterAll(async () => {
  await sim?.close();
});

describe('the default probe set on every API against the simulator (real probe, real server)', () => {
  it('sends each endpoint its API’s set, to its API’s route, and nothing fails outright', () => {
    for (const profile of PROFILES) {
      for (const api of API_IDS) {
        const v = verdicts(profile, api);
        const ids = defaultProbeVariants(api).map((x) => x.id);
        expect(Object.keys(v).sort()).toEqual(['control', 'control (temperature=0)', ...ids].sort());
        expect(Object.values(v), `${profile} on ${api}`).not.toContain('failed');
        expect(Object.values(v), `${profile} on ${api}`).not.toContain('rejected');
      }
    }
    for (const api of API_IDS) {
      const seen = new Set(sim.requests.filter((r) => r.profile === 'clean' && r.body !== null).map((r) => r.api));
      expect(seen).toContain(api);
    }
    expect(sim.errors).toEqual([]);
  });

  it('reasoning switched off (or reduced): honoured where the endpoint complies, ignored where it does not, per API', () => {
    for (const api of REASONING_APIS) {
      expect(idsChecking(api, 'reasoning-off').length, api).toBeGreaterThan(0);
      for (const id of idsChecking(api, 'reasoning-off', 'reasoning-reduced')) {
        expect(verdicts('reasoning-compliant', api)[id], `${id} on ${api}`).toBe('honoured');
        expect(verdicts('ignores-reasoning-off', api)[id], `${id} on ${api}`).toBe('ignored');
      }
    }
  });

  it('reasoning switched on (Anthropic thinking): the simulator reasons when asked', () => {
    expect(verdicts('reasoning-compliant', 'anthropic-messages')['thinking.type=enabled']).toBe('honoured');
    expect(verdicts('ignores-reasoning-off', 'anthropic-messages')['thinking.type=enabled']).toBe('honoured');
  });

  it('a token limit, usage and repeatability honoured on every API', () => {
    for (const profile of PROFILES) {
      for (const api of API_IDS) {
        const v = verdicts(profile, api);
        for (const id of idsChecking(api, 'max-tokens', 'usage', 'repeatable'))
          expect(v[id], `${id} on ${profile}.${api}`).toBe('honoured');
      }
    }
  });

  it('stop sequences honoured on chat completions, Anthropic Messages and legacy completions (Responses has none)', () => {
    for (const profile of PROFILES) {
      expect(verdicts(profile, 'chat-completions')['stop=12']).toBe('honoured');
      expect(verdicts(profile, 'anthropic-messages')['stop_sequences=12']).toBe('honoured');
      expect(verdicts(profile, 'completions')['stop=12']).toBe('honoured');
      expect(idsChecking('responses', 'stop')).toEqual([]);
    }
  });

  it('n/a where the control shows nothing: no reasoning to switch off or reduce on an endpoint that never reasons', () => {
    for (const api of REASONING_APIS) {
      const v = verdicts('clean', api);
      for (const id of idsChecking(api, 'reasoning-off', 'reasoning-reduced')) expect(v[id], `${id} on ${api}`).toBe('not-applicable');
    }
    // Asking a model that never reasons to think is not n/a: it did not act on the switch.
    expect(verdicts('clean', 'anthropic-messages')['thinking.type=enabled']).toBe('ignored');
  });

  it('sends the bodies each API takes', () => {
    const bodies = (api: ApiId) =>
      sim.requests.filter((r) => r.profile === 'clean' && r.api === api).map((r) => r.body as Record<string, unknown>);
    expect(bodies('responses').every((b) => Array.isArray(b['input']) && !('messages' in b) && !('stream_options' in b))).toBe(true);
    expect(bodies('anthropic-messages').every((b) => typeof b['max_tokens'] === 'number' && !('stop' in b))).toBe(true);
    expect(bodies('anthropic-messages').filter((b) => b['max_tokens'] === 8)).toHaveLength(3);
    expect(bodies('completions').every((b) => typeof b['prompt'] === 'string' && typeof b['max_tokens'] === 'number')).toBe(true);
    expect(bodies('chat-completions').filter((b) => 'max_tokens' in b)).toHaveLength(3);
  });
});
