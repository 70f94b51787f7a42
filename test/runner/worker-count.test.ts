import { describe, expect, it } from 'vitest';
import { fingerprintWorkload } from '../../src/baseline/fingerprint.js';
import { parseWorkload } from '../../src/config/load.js';
import type { ClientHealthLook } from '../../src/runner/client-health.js';
import {
  AUTO_WORKERS_FROM_STREAMS,
  BUSY_LOOP_P99_MS,
  BUSY_THREAD_SHARE,
  MIN_CORES_FOR_THREADS,
  resolveWorkerCount,
  workersAfterLook,
} from '../../src/runner/probe-threads.js';

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

  it('takes an explicit count as given, 0 included', () => {
    expect(resolveWorkerCount(run(0, 500), 8)).toBe(0);
    expect(resolveWorkerCount(run(3, 1), 8)).toBe(3);
    expect(resolveWorkerCount(run(1, 1000), 1)).toBe(1);
  });

  it('auto is the default: in-process below AUTO_WORKERS_FROM_STREAMS in flight or MIN_CORES_FOR_THREADS cores', () => {
    expect(resolveWorkerCount(run(undefined, 1), 8)).toBe(0);
    expect(resolveWorkerCount(run(undefined, AUTO_WORKERS_FROM_STREAMS - 1), 8)).toBe(0);
    expect(resolveWorkerCount(run('auto', 1000), MIN_CORES_FOR_THREADS - 1)).toBe(0);
    expect(resolveWorkerCount(run('auto', 1000), 2)).toBe(0);
  });

  it('auto at many streams: at least two threads, one per 128 in flight, one core left to this thread', () => {
    expect(resolveWorkerCount(run(undefined, AUTO_WORKERS_FROM_STREAMS), 8)).toBe(2);
    expect(resolveWorkerCount(run('auto', 256), MIN_CORES_FOR_THREADS)).toBe(2);
    expect(resolveWorkerCount(run('auto', 600), 8)).toBe(5);
    expect(resolveWorkerCount(run('auto', 2000), 8)).toBe(7);
  });

  it('auto in open loop: the arrival rate stands in for the requests in flight', () => {
    expect(resolveWorkerCount(run('auto', 1, 2), 8)).toBe(0);
    expect(resolveWorkerCount(run('auto', 1, 300), 8)).toBe(3);
  });
});

describe('workersAfterLook', () => {
  const run = (workers: number | 'auto' | undefined, concurrency = 64) => ({ workers, concurrency, ratePerSecond: null });
  const look = (coreShare: number, p99Ms: number): ClientHealthLook => ({
    look: 1,
    durationMs: 4000,
    loopDelay: { p50Ms: 1, p99Ms, maxMs: p99Ms + 5 },
    cpu: { userMs: 3000, systemMs: 400, coreShare },
    load: { avg1m: 1, cores: 4 },
    stealShare: 0,
  });

  it('starts threads after a look whose own thread was busy and late', () => {
    expect(workersAfterLook(run(undefined), 0, look(0.9, 35), 4)).toBe(2);
    expect(workersAfterLook(run('auto', 600), 0, look(BUSY_THREAD_SHARE, BUSY_LOOP_P99_MS), 8)).toBe(5);
  });

  it('leaves a starved client (late but idle: another process held the core) and a keeping-up one as they are', () => {
    expect(workersAfterLook(run(undefined), 0, look(0.3, 150), 4)).toBe(0);
    expect(workersAfterLook(run(undefined), 0, look(0.95, 5), 4)).toBe(0);
  });

  it('never overrides a count the workload set, never grows a running pool, never below MIN_CORES_FOR_THREADS cores', () => {
    expect(workersAfterLook(run(0), 0, look(0.9, 35), 4)).toBe(0);
    expect(workersAfterLook(run(undefined), 2, look(0.9, 35), 4)).toBe(0);
    expect(workersAfterLook(run(undefined), 0, look(0.9, 35), MIN_CORES_FOR_THREADS - 1)).toBe(0);
  });
});
