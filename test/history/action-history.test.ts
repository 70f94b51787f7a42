import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/history/store.js';
import { actionFixture } from './action-fixture.js';

// `mode: history` and `mode: gate` with a history, in process (the bundled action's plumbing is tested in
// test/action): the simulator as the endpoint, a bare git repository as the history's remote.
const fixture = actionFixture('action-history', 5);

async function action(inputs: Record<string, string>, eventName: string, sha: string) {
  return fixture.run({ inputs: { history: fixture.repo, ...inputs }, eventName, sha });
}

describe('the action and the run history', () => {
  it('mode: history appends each run on a push, and compares with the history once it holds two runs', async () => {
    const first = await action({ mode: 'history' }, 'push', 'a'.repeat(40));
    expect(first.result.outputs.verdict).toBe('none');
    expect(first.log).toContain('history: 0 run(s) of action-history in branch streamgate-history');
    // One run appended: nothing to pool yet, so nothing stated of what the history can catch.
    expect(first.log).not.toContain('a reference endpoint in the same run would catch');
    await action({ mode: 'history' }, 'push', 'b'.repeat(40));
    const third = await action({ mode: 'history' }, 'push', 'c'.repeat(40));
    expect(third.log).toContain('last 2 runs pooled, aaaaaaa…bbbbbbb');
    expect(['pass', 'inconclusive']).toContain(third.result.outputs.verdict);
    // After the append, what the history of three runs the next run compares with can catch, beside a reference.
    expect(third.log).toMatch(
      /history: history of 3 runs, .*: \S+ catches TTFT p50 .*; a reference endpoint in the same run would catch TTFT p50/,
    );
    const entries = await openStore(fixture.repo).read('action-history');
    expect(entries.map((e) => e.commit!.slice(0, 1))).toEqual(['a', 'b', 'c']);
    expect(entries.map((e) => e.verdict)).toEqual(['none', 'none', third.result.outputs.verdict]);
  });

  it('a pull request reads the history and never writes it', async () => {
    const run = await action({ mode: 'history' }, 'pull_request', 'd'.repeat(40));
    expect(run.log).toContain('a pull_request event reads the history and never writes it');
    expect((await openStore(fixture.repo).read('action-history')).map((e) => e.commit!.slice(0, 1))).toEqual(['a', 'b', 'c']);
  });

  it('mode: gate with a history compares with its last runs and writes nothing', async () => {
    const run = await action({ mode: 'gate', 'history-runs': '3' }, 'pull_request', 'e'.repeat(40));
    expect(run.log).toContain('last 3 runs pooled, aaaaaaa…ccccccc');
    expect(run.result.outputs.verdict).not.toBe('none');
    expect(await openStore(fixture.repo).read('action-history')).toHaveLength(3);
  });
});
