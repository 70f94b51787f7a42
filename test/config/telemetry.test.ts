import { describe, expect, it } from 'vitest';
import { ConfigError, type ConfigIssue } from '../../src/config/errors.js';
import { parseWorkload, type ParseOptions } from '../../src/config/load.js';

function issues(text: string, options: ParseOptions = { file: 'w.yaml' }): ConfigIssue[] {
  try {
    parseWorkload(text, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const workload = (telemetry: string): string => `version: 1
name: t
endpoints:
  - name: a
    baseUrl: http://127.0.0.1:1/v1
    model: m
    telemetry: ${telemetry}
scenarios:
  - name: s
    prompt: hi
`;

describe('telemetry: in the workload', () => {
  it('is defaulted: interval 1 s, timeout 2 s, not required; header names lower-cased, values left in the environment', () => {
    const parsed = parseWorkload(workload('{ url: "${METRICS}/metrics", preset: vllm, headers: { Authorization: TOKEN_VAR } }'), {
      format: 'yaml',
      env: { METRICS: 'http://127.0.0.1:8000', TOKEN_VAR: 'Bearer s3cret-value' },
    });
    expect(parsed.endpoints[0]!.telemetry).toEqual({
      url: 'http://127.0.0.1:8000/metrics',
      preset: 'vllm',
      intervalMs: 1000,
      timeoutMs: 2000,
      headerEnv: { authorization: 'TOKEN_VAR' },
      metrics: {},
      required: false,
    });
    expect(JSON.stringify(parsed)).not.toContain('s3cret');
  });

  it('names the JSON path of an unknown preset, an unknown concept and a too-short interval', () => {
    const found = issues(workload('{ url: "http://h/metrics", preset: vlm, intervalMs: 5, metrics: { queue: "x" } }'));
    const paths = found.map((i) => i.path);
    expect(paths).toContain('endpoints[0].telemetry.preset');
    expect(paths).toContain('endpoints[0].telemetry.intervalMs');
    expect(paths.some((p) => p.startsWith('endpoints[0].telemetry.metrics'))).toBe(true);
    expect(found.find((i) => i.path === 'endpoints[0].telemetry.preset')!.message).toContain('llama.cpp');
  });

  it('asks a custom preset for its names, and refuses credentials in the URL', () => {
    expect(issues(workload('{ url: "http://h/metrics", preset: custom }'))).toEqual([
      expect.objectContaining({ path: 'endpoints[0].telemetry.preset', message: expect.stringContaining('"metrics"') as unknown }),
    ]);
    expect(issues(workload('{ url: "http://user:pw@h/metrics", preset: vllm }'))[0]).toMatchObject({
      path: 'endpoints[0].telemetry.url',
      message: expect.stringContaining('credentials') as unknown,
    });
  });

  it('names a header variable that is not set when a run is about to measure, never a value', () => {
    const found = issues(workload('{ url: "http://h/metrics", preset: tgi, headers: { authorization: MISSING_VAR } }'), {
      file: 'w.yaml',
      env: {},
      requireApiKeys: true,
    });
    expect(found).toEqual([
      expect.objectContaining({
        path: 'endpoints[0].telemetry.headers.authorization',
        message: 'reads its value from the environment variable MISSING_VAR, which is not set',
      }),
    ]);
  });
});
