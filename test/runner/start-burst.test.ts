import { describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { newSample } from '../../src/probe/new-sample.js';
import type { ProbeRequest } from '../../src/probe/request.js';
import type { Sample } from '../../src/probe/sample.js';
import { runPlan } from '../../src/runner/run-plan.js';

const WORKLOAD = `
version: 1
name: start-burst
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:9/v1", model: m }
scenarios:
  - { name: s, prompt: hello, maxTokens: 4 }
run: { requests: 40, warmup: 0, concurrency: 32 }
`;

describe('closed loop start-up', () => {
  it('starts one request per event-loop turn, so the first responses are read while the rest are being sent', async () => {
    const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: {} });
    const plan = buildPlan(workload, { runId: 'burst', shard: null });
    // Each start schedules a check-phase callback; it has run before the next start only if the loop turned
    // (and so polled the sockets) in between.
    const loopTurnedBeforeStart: boolean[] = [];
    let turned = true;
    // No request ends before all 32 have started, so every start recorded first is one of the concurrent ones.
    let allStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    const probe = async (req: ProbeRequest): Promise<Sample> => {
      loopTurnedBeforeStart.push(turned);
      if (loopTurnedBeforeStart.length === 32) allStarted();
      turned = false;
      setImmediate(() => {
        turned = true;
      });
      await started;
      const sample = newSample(req.meta, performance.now(), new Date().toISOString(), 0);
      sample.endMs = 0;
      return sample;
    };
    const outcome = await runPlan(plan, workload, { probe, apiKeys: new Map() });
    expect(outcome.measured).toBe(40);
    // The first 32 are the concurrent starts; each came after a turn of the loop.
    expect(loopTurnedBeforeStart.slice(0, 32)).toEqual(Array.from({ length: 32 }, () => true));
  });
});
