import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/history/store.js';
import { actionFixture } from './action-fixture.js';
import { workloadHistory } from './drift-histories.js';

// The action against a history store that holds other workloads' runs too: the drift between runs it allows for comes
// from all of them (src/history/drift-prior.ts), says so in the log and in the comment's settings.
const fixture = actionFixture('action-drift-prior', 9);

describe('the action with a history store of many workloads', () => {
  it('fits the drift prior from every workload in the store, logs it and names it in the comment', async () => {
    const store = openStore(fixture.repo);
    // Six other workloads of five runs each, two endpoints apiece: twelve series a metric, drifting by 6 % a run.
    for (let w = 0; w < 6; w++) for (const entry of workloadHistory(`other-${w}`, 5, 0.06, 40 + w)) await store.append(entry, 100);
    const run = (sha: string) => fixture.run({ inputs: { history: fixture.repo, mode: 'history' }, eventName: 'push', sha });
    await run('a'.repeat(40));
    await run('b'.repeat(40));
    const third = await run('c'.repeat(40));
    const line = /history: drift between runs from everything the store holds: TTFT ±(\d+\.\d)% \(ν₀ (\d+), (\d+) series\)/.exec(third.log);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(2);
    expect(Number(line![1])).toBeLessThan(15);
    expect(Number(line![2])).toBeGreaterThanOrEqual(4);
    expect(Number(line![3])).toBeGreaterThanOrEqual(5);
    expect(['pass', 'inconclusive']).toContain(third.result.outputs.verdict);
    const comment = readFileSync(join(third.resultsDir, 'report.md'), 'utf8');
    expect(comment).toMatch(/drift prior from the history store TTFT ±\d+\.\d% \(ν₀ \d+\)/);
  }, 180_000);
});
