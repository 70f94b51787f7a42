import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/history/store.js';
import { actionFixture, type ActionRun } from './action-fixture.js';

// `mode: record` with a history named: a baseline recorded on the default branch is also appended to the history (the
// same append as `mode: history`), in process, the simulator as the endpoint and a bare git repository as the remote.
const fixture = actionFixture('record-history', 11);

async function action(run: ActionRun) {
  const done = await fixture.run({ ...run, defaultBranch: run.defaultBranch === undefined ? 'main' : run.defaultBranch });
  return { ...done, baselineWritten: existsSync(join(done.resultsDir, 'baseline.json')) };
}

const commits = async (): Promise<string[]> => (await openStore(fixture.repo).read('record-history')).map((e) => e.commit!.slice(0, 1));

describe('mode: record and the run history', () => {
  it('appends a baseline recorded on the default branch to the history named, as a recorded run', async () => {
    const run = await action({
      inputs: { mode: 'record', history: fixture.repo },
      eventName: 'push',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    });
    expect(run.result.outputs.verdict).toBe('recorded');
    expect(run.baselineWritten).toBe(true);
    expect(run.log).toContain('history: run ');
    const entries = await openStore(fixture.repo).read('record-history');
    expect(entries.map((e) => [e.commit, e.verdict])).toEqual([['a'.repeat(40), 'recorded']]);
    expect(entries[0]!.cells[0]!.n).toBe(12);
  });

  it('does not append from another branch, a pull request, or an event without a default branch', async () => {
    const feature = await action({
      inputs: { mode: 'record', history: fixture.repo },
      eventName: 'push',
      sha: 'b'.repeat(40),
      ref: 'refs/heads/feature',
    });
    expect(feature.baselineWritten).toBe(true);
    expect(feature.log).toContain('history: this run is not appended: refs/heads/feature is not the default branch main');
    const pr = await action({
      inputs: { mode: 'record', history: fixture.repo },
      eventName: 'pull_request',
      sha: 'c'.repeat(40),
      ref: 'refs/pull/1/merge',
    });
    expect(pr.log).toContain('history: a pull_request event reads the history and never writes it');
    const unknown = await action({
      inputs: { mode: 'record', history: fixture.repo },
      eventName: 'workflow_dispatch',
      sha: 'd'.repeat(40),
      ref: 'refs/heads/main',
      defaultBranch: null,
    });
    expect(unknown.log).toContain('the event names no default branch');
    expect(await commits()).toEqual(['a']);
  });

  it('writes no history when none is named', async () => {
    const run = await action({ inputs: { mode: 'record' }, eventName: 'push', sha: 'e'.repeat(40), ref: 'refs/heads/main' });
    expect(run.result.outputs.verdict).toBe('recorded');
    expect(run.log).not.toMatch(/^history: /m);
    expect(await commits()).toEqual(['a']);
  });

  it('a second recorded run makes a history the gate compares with', async () => {
    await action({ inputs: { mode: 'record', history: fixture.repo }, eventName: 'push', sha: 'f'.repeat(40), ref: 'refs/heads/main' });
    expect(await commits()).toEqual(['a', 'f']);
    const gate = await action({
      inputs: { mode: 'gate', history: fixture.repo },
      eventName: 'pull_request',
      sha: '1'.repeat(40),
      ref: 'refs/pull/2/merge',
    });
    expect(gate.log).toContain('last 2 runs pooled, aaaaaaa…fffffff');
    expect(await commits()).toEqual(['a', 'f']);
  });
});
