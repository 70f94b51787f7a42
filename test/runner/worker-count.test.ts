import { describe, expect, it } from 'vitest';
import { fingerprintWorkload } from '../../src/baseline/fingerprint.js';
import { parseWorkload } from '../../src/config/load.js';
import { resolveWorkerCount } from '../../src/runner/probe-pool.js';

function workload(run: string) {
  return parseWorkload(
    `version: 1
name: pool
endpoints: [{ name: a, baseUrl: "http://127.0.0.1:9/v1", model: m }]
scenarios: [{ name: s, prompt: Hi }]
run:
  requests: 10
${run}
`,
    { format: 'yaml', file: 'pool.yaml' },
  );
}

describe('run.workers', () => {
  it('is left out of the normalized settings unless set, and kept as written when set', () => {
    expect('workers' in workload('  concurrency: 2').run).toBe(false);
    expect(workload('  workers: 3').run.workers).toBe(3);
    expect(workload('  workers: auto').run.workers).toBe('auto');
    expect(workload('  workers: 0').run.workers).toBe(0);
  });

  it('does not change the workload fingerprint: it changes how requests are sent, not what is measured', () => {
    const plain = fingerprintWorkload(workload('  concurrency: 64'));
    for (const setting of ['0', '1', '4', 'auto']) {
      expect(fingerprintWorkload(workload(`  concurrency: 64\n  workers: ${setting}`))).toBe(plain);
    }
    // The comparison is not vacuous: a setting that is measured does change it.
    expect(fingerprintWorkload(workload('  concurrency: 32'))).not.toBe(plain);
  });

  it('rejects anything but a whole number ≥ 0 or "auto", naming the setting', () => {
    expect(() => workload('  workers: -1')).toThrow(/pool\.yaml:\d+ run\.workers: must be at least 0, got -1/);
    for (const bad of ['1.5', 'many', 'true']) {
      expect(() => workload(`  workers: ${bad}`)).toThrow(/run\.workers: expected 0, a whole number of worker threads, or "auto"/);
    }
  });
});

describe('resolveWorkerCount', () => {
  const run = (workers: number | 'auto' | undefined, concurrency: number, ratePerSecond: number | null = null) => ({
    workers,
    concurrency,
    ratePerSecond,
  });

  it('probes in-process by default and takes an explicit count as given', () => {
    expect(resolveWorkerCount(run(undefined, 500), 8)).toBe(0);
    expect(resolveWorkerCount(run(0, 500), 8)).toBe(0);
    expect(resolveWorkerCount(run(3, 1), 8)).toBe(3);
  });

  it('auto: one per core, at most one per 32 requests in flight, at least one', () => {
    expect(resolveWorkerCount(run('auto', 1), 8)).toBe(1);
    expect(resolveWorkerCount(run('auto', 64), 8)).toBe(2);
    expect(resolveWorkerCount(run('auto', 95), 8)).toBe(2);
    expect(resolveWorkerCount(run('auto', 1000), 8)).toBe(8);
    expect(resolveWorkerCount(run('auto', 1000), 1)).toBe(1);
  });

  it('auto in open loop: the arrival rate stands in for the requests in flight', () => {
    expect(resolveWorkerCount(run('auto', 1, 2), 8)).toBe(1);
    expect(resolveWorkerCount(run('auto', 1, 100), 8)).toBe(3);
  });
});
