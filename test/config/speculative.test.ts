import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';

// `speculative: { minAcceptanceRatio }` (docs/telemetry.md, "Speculative decoding"): the least candidate ÷
// comparison-side ratio of the mean accepted length, checked before any request is sent.
const base = (speculative: string): string => `
version: 1
name: speculative
endpoints: [{ name: api, baseUrl: "http://127.0.0.1:1/v1", model: m }]
scenarios: [{ name: hello, prompt: hi }]
${speculative}
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

describe('speculative in the workload', () => {
  it('is absent unless declared, and keeps the ratio asked', () => {
    expect(parseWorkload(base(''), { format: 'yaml' }).speculative).toBeUndefined();
    expect(parseWorkload(base('speculative: { minAcceptanceRatio: 0.95 }'), { format: 'yaml' }).speculative).toEqual({
      minAcceptanceRatio: 0.95,
    });
    expect(parseWorkload(base('speculative: { minAcceptanceRatio: 1 }'), { format: 'yaml' }).speculative).toEqual({
      minAcceptanceRatio: 1,
    });
  });

  it('names a ratio outside (0, 1], a missing or mistyped one and unknown keys, with their paths', () => {
    expect(issues(base('speculative: { minAcceptanceRatio: 1.2 }'))).toEqual([
      'speculative.minAcceptanceRatio: must be at most 1, got 1.2',
    ]);
    expect(issues(base('speculative: { minAcceptanceRatio: 0 }'))).toEqual([
      'speculative.minAcceptanceRatio: must be greater than 0, got 0',
    ]);
    expect(issues(base('speculative: { minAcceptanceRatio: -0.5 }'))).toEqual([
      'speculative.minAcceptanceRatio: must be greater than 0, got -0.5',
    ]);
    expect(issues(base('speculative: { minAcceptanceRatio: "95%" }'))).toEqual([
      'speculative.minAcceptanceRatio: expected a number, got "95%"',
    ]);
    expect(issues(base('speculative: {}'))).toEqual(['speculative: missing required key "minAcceptanceRatio"']);
    expect(issues(base('speculative: { minAcceptenceRatio: 0.9 }')).join('\n')).toMatch(
      /speculative.*minAcceptenceRatio.*did you mean "minAcceptanceRatio"/,
    );
    expect(issues(base('speculative: 0.95'))).toEqual(['speculative: expected an object (key: value pairs), got 0.95']);
  });

  it('leaves the workload’s fingerprint alone: a baseline recorded before the key still compares', () => {
    const without = parseWorkload(base(''), { format: 'yaml' });
    const withKey = parseWorkload(base('speculative: { minAcceptanceRatio: 0.9 }'), { format: 'yaml' });
    expect(workloadIdentity(withKey).fingerprint).toBe(workloadIdentity(without).fingerprint);
  });
});
