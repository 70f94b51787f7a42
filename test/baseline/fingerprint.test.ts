import { describe, expect, it } from 'vitest';
import type { Workload } from '../../src/config/types.js';
import { describeWorkloadDifference } from '../../src/baseline/difference.js';
import { fingerprintFromParts, fingerprintWorkload, workloadIdentity, workloadParts } from '../../src/baseline/fingerprint.js';
import { FAKE_SECRET, makeWorkload } from './factory.js';

/** Rebuilds every object with its keys in reverse order: same meaning, different insertion order. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}

function changed(edit: (w: Workload) => void): Workload {
  const w = makeWorkload();
  edit(w);
  return w;
}

function difference(edit: (w: Workload) => void): string[] {
  return describeWorkloadDifference(workloadParts(makeWorkload()), workloadParts(changed(edit)));
}

describe('fingerprintWorkload', () => {
  const base = fingerprintWorkload(makeWorkload());

  it('is a full sha256 and agrees with the fingerprint of its parts', () => {
    expect(base).toMatch(/^sha256:[0-9a-f]{64}$/);
    const identity = workloadIdentity(makeWorkload());
    expect(identity.fingerprint).toBe(base);
    expect(fingerprintFromParts(identity.parts)).toBe(base);
  });

  it('does not depend on the order keys were written in', () => {
    const reordered = reverseKeys(makeWorkload());
    expect(Object.keys(reordered.endpoints[0]!.body)).toEqual(['temperature', 'user']);
    expect(fingerprintWorkload(reordered)).toBe(base);
  });

  it('does not depend on the order endpoints, scenarios, header names or captured headers are listed in', () => {
    const w = changed((x) => {
      x.endpoints.reverse();
      x.scenarios.reverse();
      x.endpoints[1]!.headers = { 'x-trace': 'on', 'X-Tenant-Token': FAKE_SECRET };
      x.run.captureHeaders = [...x.run.captureHeaders].reverse().map((h) => h.toUpperCase());
    });
    expect(fingerprintWorkload(w)).toBe(base);
  });

  it('ignores what does not change what is measured: seed, names of the file and key variable, base URL, reference flag', () => {
    const w = changed((x) => {
      x.run.seed = 987654;
      x.name = 'renamed';
      x.source = null;
      x.endpoints[0]!.baseUrl = 'https://moved.example.org/v1';
      x.endpoints[0]!.apiKeyEnv = 'OTHER_KEY';
      x.endpoints[1]!.reference = true;
    });
    expect(fingerprintWorkload(w)).toBe(base);
  });

  it('ignores header values, which may hold secrets, but not header names', () => {
    expect(fingerprintWorkload(changed((x) => (x.endpoints[0]!.headers['X-Tenant-Token'] = 'another-secret')))).toBe(base);
    expect(fingerprintWorkload(changed((x) => (x.endpoints[0]!.headers['x-extra'] = '1')))).not.toBe(base);
  });

  it.each<[string, (w: Workload) => void]>([
    ['maxTokens', (w) => (w.scenarios[0]!.maxTokens = 512)],
    ['model', (w) => (w.endpoints[0]!.model = 'model-a-2')],
    ['a prompt', (w) => (w.scenarios[0]!.messages[0]!.content += '!')],
    ['a param value', (w) => (w.scenarios[0]!.params.temperature = 0.7)],
    ['a body value', (w) => (w.endpoints[0]!.body.temperature = 1)],
    ['a scenario weight', (w) => (w.scenarios[1]!.weight = 3)],
    ['the cache mode', (w) => (w.scenarios[1]!.cache = 'cold')],
    ['agent turns', (w) => (w.scenarios[2]!.agent!.turns = 4)],
    ['agent tools', (w) => (w.scenarios[2]!.agent!.tools = [{ type: 'function', function: { name: 'ls' } }])],
    ['requests', (w) => (w.run.requests = 80)],
    ['warmup', (w) => (w.run.warmup = 0)],
    ['concurrency', (w) => (w.run.concurrency = 8)],
    ['rate', (w) => (w.run.ratePerSecond = 2)],
    ['a timeout', (w) => (w.run.timeouts.idleMs = 5_000)],
    ['captured headers', (w) => w.run.captureHeaders.push('x-cache')],
    ['retries', (w) => (w.run.retries = 2)],
    ['a new scenario', (w) => w.scenarios.push({ ...w.scenarios[0]!, name: 'essay-2' })],
  ])('changes when %s changes, and the difference is described', (_what, edit) => {
    expect(fingerprintWorkload(changed(edit))).not.toBe(base);
    expect(difference(edit).length).toBeGreaterThan(0);
  });

  it('records no header value, body value or prompt text in its parts', () => {
    const text = JSON.stringify(workloadParts(makeWorkload()));
    expect(text).not.toContain(FAKE_SECRET);
    expect(text).not.toContain('rivers');
    expect(text).not.toContain('"on"');
    expect(text).toContain('x-tenant-token');
  });
});

describe('describeWorkloadDifference', () => {
  it('is empty for equal workloads', () => {
    expect(describeWorkloadDifference(workloadParts(makeWorkload()), workloadParts(reverseKeys(makeWorkload())))).toEqual([]);
  });

  it('names the scenario, the setting and both values', () => {
    expect(difference((w) => (w.scenarios[0]!.maxTokens = 512))).toEqual(['scenario essay: maxTokens 256 → 512']);
    expect(difference((w) => (w.endpoints[1]!.model = 'model-c'))).toEqual(['endpoint buffered: model "model-b" → "model-c"']);
    expect(difference((w) => (w.run.timeouts.totalMs = 600_000))).toEqual(['run: timeouts.totalMs 300000 → 600000']);
    expect(difference((w) => (w.run.ratePerSecond = 2))).toEqual(['run: ratePerSecond none → 2']);
    expect(difference((w) => (w.scenarios[1]!.cache = 'warm'))).toEqual(['scenario hello: cache {"warmShare":0.5} → "warm"']);
  });

  it('names quality: where it changes the requests (prompt tags, log-probs asked), not where it changes only margins', () => {
    const quality = (topLogprobs: number | null) =>
      ({ expect: 'identical', topLogprobs, repeat: 30, margins: { logprob: 0.1, divergence: 0.02, accuracy: 0.1, tie: 0.05 } }) as const;
    expect(difference((w) => (w.scenarios[0]!.quality = quality(null)))).toEqual(['scenario essay: quality added']);
    const withQuality = (w: Workload): void => {
      w.scenarios[0]!.quality = quality(null);
    };
    expect(
      describeWorkloadDifference(
        workloadParts(changed(withQuality)),
        workloadParts(changed((w) => (w.scenarios[0]!.quality = quality(5)))),
      ),
    ).toEqual(['scenario essay: quality.topLogprobs none → 5']);
    expect(
      describeWorkloadDifference(
        workloadParts(changed(withQuality)),
        workloadParts(
          changed((w) => (w.scenarios[0]!.quality = { ...quality(null), margins: { logprob: 1, divergence: 1, accuracy: 0.2, tie: 0.5 } })),
        ),
      ),
    ).toEqual([]);
    // Requests sent again after the measured ones change none of them: the fingerprint stays.
    expect(
      describeWorkloadDifference(
        workloadParts(changed(withQuality)),
        workloadParts(changed((w) => (w.scenarios[0]!.quality = { ...quality(null), repeat: 0 }))),
      ),
    ).toEqual([]);
  });

  it('says that unrecorded values changed without showing them', () => {
    expect(difference((w) => (w.scenarios[0]!.messages[0]!.content = 'Write a haiku.'))).toEqual(['scenario essay: messages changed']);
    expect(difference((w) => (w.endpoints[0]!.body.user = 'someone-else'))).toEqual(['endpoint clean: body.user changed']);
    expect(difference((w) => (w.scenarios[2]!.agent!.followUps = [{ role: 'user', content: 'Go on.' }]))).toEqual([
      'scenario agent: agent.followUps changed',
    ]);
  });

  it('lists added and removed fields, names and scenarios', () => {
    expect(
      difference((w) => {
        delete w.scenarios[0]!.params.temperature;
        w.scenarios[0]!.params.top_p = 0.9;
      }),
    ).toEqual(['scenario essay: params.temperature removed', 'scenario essay: params.top_p added']);
    expect(difference((w) => (w.endpoints[1]!.headers['X-Route'] = 'b'))).toEqual(['endpoint buffered: headerNames added "x-route"']);
    expect(difference((w) => (w.run.captureHeaders = ['x-request-id', 'x-cache']))).toEqual([
      'run: captureHeaders added "x-cache"; removed "openai-processing-ms", "server-timing", "x-envoy-upstream-service-time"',
    ]);
    expect(difference((w) => w.scenarios.splice(1, 1))).toEqual(['scenario hello: removed']);
    expect(difference((w) => (w.endpoints[0]!.name = 'clean-2'))).toEqual(['endpoint clean: removed', 'endpoint clean-2: added']);
    expect(difference((w) => (w.scenarios[0]!.agent = { turns: 2, followUps: [], tools: [] }))).toEqual(['scenario essay: agent added']);
    expect(difference((w) => (w.scenarios[2]!.agent = null))).toEqual(['scenario agent: agent removed']);
  });

  it('lists several changes in a stable order: endpoints, scenarios, run', () => {
    expect(
      difference((w) => {
        w.run.requests = 10;
        w.scenarios[0]!.maxTokens = 64;
        w.endpoints[0]!.model = 'model-z';
      }),
    ).toEqual(['endpoint clean: model "model-a" → "model-z"', 'scenario essay: maxTokens 256 → 64', 'run: requests 40 → 10']);
  });
});
