import { describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { QUALITY_DEFAULTS } from '../../src/config/sections/quality.js';

// docs/quality.md, "Answers by default" and "Self-agreement": which scenarios have their answers compared without
// `quality:`, and how many requests `expect: identical` sends again.
function workload(options: { reference?: boolean; sameUrl?: boolean; params?: string; quality?: string; body?: string } = {}) {
  const { reference = true, sameUrl = false, params = '{ temperature: 0 }', quality = '', body = '' } = options;
  return parseWorkload(`version: 1
name: w
endpoints:
  - { name: current, baseUrl: 'http://a.example/v1', model: m, reference: ${reference}${body} }
  - { name: candidate, baseUrl: 'http://${sameUrl ? 'a' : 'b'}.example/v1/', model: m${body} }
scenarios:
  - { name: story, prompt: Tell a story., params: ${params}${quality} }
  - { name: hello, prompt: Hello }
`);
}

describe('answers compared by default', () => {
  it('beside a reference, a deterministic scenario without quality: is compared as expect: none, never repeated', () => {
    const [story, hello] = workload().scenarios;
    expect(story!.quality).toMatchObject({ expect: 'none', topLogprobs: null, repeat: 0, implicit: true });
    // Not deterministic: nothing compared.
    expect(hello!.quality).toBeUndefined();
    expect(workload({ params: '{ seed: 7 }' }).scenarios[0]!.quality?.implicit).toBe(true);
    // Temperature 0 in every endpoint's body makes every scenario's requests deterministic.
    expect(workload({ params: '{}', body: ', body: { temperature: 0 }' }).scenarios[1]!.quality?.implicit).toBe(true);
  });

  it('not against a baseline, not on endpoints sharing a base URL, not where quality: null turns it off', () => {
    expect(workload({ reference: false }).scenarios[0]!.quality).toBeUndefined();
    // The trailing slash and case do not make another server.
    expect(workload({ sameUrl: true }).scenarios[0]!.quality).toBeUndefined();
    expect(workload({ quality: ', quality: null' }).scenarios[0]!.quality).toBeUndefined();
  });

  it('leaves a declared quality: as it is, and the fingerprint as it was', () => {
    expect(workload({ quality: ', quality: { expect: identical }' }).scenarios[0]!.quality).toMatchObject({
      expect: 'identical',
      repeat: QUALITY_DEFAULTS.repeat,
    });
    expect(workload({ quality: ', quality: { expect: identical }' }).scenarios[0]!.quality!.implicit).toBeUndefined();
    // The same workload with answers by default turned off has the same fingerprint: nothing measured changed.
    expect(workloadIdentity(workload()).parts.scenarios['story']).toEqual(
      workloadIdentity(workload({ quality: ', quality: null' })).parts.scenarios['story'],
    );
  });
});

describe('quality.repeat', () => {
  it('is 30 with expect: identical, 0 otherwise, and any count when given', () => {
    const repeat = (quality: string): number | undefined => workload({ quality: `, quality: ${quality}` }).scenarios[0]!.quality?.repeat;
    expect(repeat('{ expect: identical }')).toBe(30);
    expect(repeat('{ expect: distribution }')).toBe(0);
    expect(repeat('{ expect: none }')).toBe(0);
    expect(repeat('{ expect: identical, repeat: 0 }')).toBe(0);
    expect(repeat('{ expect: identical, repeat: 50 }')).toBe(50);
    expect(() => repeat('{ expect: identical, repeat: -1 }')).toThrow(/repeat/);
  });
});
