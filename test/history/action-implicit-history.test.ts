import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/history/store.js';
import { actionFixture, type ActionRun } from './action-fixture.js';

// `mode: gate` with the `history` input empty reads this repository's history branch when it can
// (${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}.git): here a file:// server folder holding bare repositories, so every
// read is real git and nothing leaves the machine. A repository that cannot be read leaves the gate with the
// committed baseline file and a line in the log; `history: 'false'` reads nothing; an implicit history is never written.
const NAME = 'implicit-history';
const fixture = actionFixture(NAME, 23);
let server = '';
const widgets = (): string => join(server, 'octo', 'widgets.git');
const inRepository = (repository: string): Record<string, string> => ({
  GITHUB_SERVER_URL: pathToFileURL(server).href,
  GITHUB_REPOSITORY: repository,
});
const entries = async (): Promise<string[]> => (await openStore(widgets()).read(NAME)).map((e) => e.commit!.slice(0, 1));

async function action(run: Partial<ActionRun> & { sha: string }) {
  const done = await fixture.run({ inputs: {}, eventName: 'pull_request', ...run });
  const verdict = JSON.parse(readFileSync(join(done.resultsDir, 'verdict.json'), 'utf8')) as {
    comparison: { kind: string; label: string | null };
  };
  return { ...done, comparison: verdict.comparison };
}

beforeAll(async () => {
  server = join(fixture.dir, 'server');
  mkdirSync(join(server, 'octo'), { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', widgets()]);
  execFileSync('git', ['init', '-q', '--bare', join(server, 'octo', 'empty.git')]);
  // The committed baseline file, beside the workload file (the folder is in no git repository).
  const recorded = await fixture.run({ inputs: { mode: 'record' }, eventName: 'push', sha: '0'.repeat(40) });
  mkdirSync(join(fixture.dir, 'baselines'));
  copyFileSync(join(recorded.resultsDir, 'baseline.json'), join(fixture.dir, 'baselines', `${NAME}.json`));
  // Two runs appended on pushes by `mode: history`, which uses this repository when its input is empty.
  for (const sha of ['a'.repeat(40), 'b'.repeat(40)]) {
    const pushed = await fixture.run({ inputs: { mode: 'history' }, eventName: 'push', sha, env: inRepository('octo/widgets') });
    expect(pushed.log).toContain(`history: run `);
  }
}, 120_000);

describe('mode: gate reads this repository history by default', { timeout: 60_000 }, () => {
  it('compares with the last runs of the history branch when the input is empty, and writes nothing', async () => {
    const run = await action({ sha: 'c'.repeat(40), env: inRepository('octo/widgets') });
    const label = `history (branch streamgate-history of ${pathToFileURL(widgets()).href}): last 2 runs pooled, aaaaaaa…bbbbbbb`;
    expect(run.log).toContain(`history: ${label}`);
    expect(run.comparison.label).toBe(label);
    expect(run.result.outputs.verdict).not.toBe('none');
    expect(await entries()).toEqual(['a', 'b']);
  });

  it('a repository that cannot be read: one line saying why, and the baseline file', async () => {
    const run = await action({ sha: 'd'.repeat(40), env: inRepository('octo/absent') });
    expect(run.log).toMatch(
      /^history: this repository's history could not be read, so the gate goes on without it: cannot read the history branch streamgate-history of file:\/\/\S+\/octo\/absent\.git: .+\(history: 'false' skips the read\)$/m,
    );
    expect(run.comparison.kind).toBe('baseline');
    expect(run.result.outputs.baselinePath).toBe(join(fixture.dir, 'baselines', `${NAME}.json`));
    expect(['pass', 'inconclusive', 'fail']).toContain(run.result.outputs.verdict);
  });

  it('a repository without the history branch: 0 runs, and the baseline file', async () => {
    const run = await action({ sha: 'e'.repeat(40), env: inRepository('octo/empty') });
    expect(run.log).toContain(`history: 0 run(s) of ${NAME} in branch streamgate-history of `);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.result.outputs.baselinePath).toBe(join(fixture.dir, 'baselines', `${NAME}.json`));
  });

  it("history: 'false' reads nothing", async () => {
    const run = await action({ sha: 'f'.repeat(40), inputs: { history: 'false' }, env: inRepository('octo/widgets') });
    expect(run.log).not.toMatch(/^history: /m);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.result.outputs.baselinePath).toBe(join(fixture.dir, 'baselines', `${NAME}.json`));
  });

  it('outside GitHub Actions (no GITHUB_REPOSITORY): no history and no error', async () => {
    const run = await action({ sha: '1'.repeat(40) });
    expect(run.log).not.toMatch(/^history: /m);
    expect(run.comparison.kind).toBe('baseline');
  });

  it("a history named explicitly that cannot be read still fails the step (history: 'true')", async () => {
    await expect(
      fixture.run({ inputs: { history: 'true' }, eventName: 'pull_request', sha: '2'.repeat(40), env: inRepository('octo/absent') }),
    ).rejects.toThrow(/cannot read the history branch streamgate-history of file:\/\/\S+\/octo\/absent\.git/);
  });

  it('mode: record with the input empty appends nothing, even on the default branch', async () => {
    const run = await fixture.run({
      inputs: { mode: 'record' },
      eventName: 'push',
      sha: '3'.repeat(40),
      ref: 'refs/heads/main',
      defaultBranch: 'main',
      env: inRepository('octo/widgets'),
    });
    expect(run.result.outputs.verdict).toBe('recorded');
    expect(run.log).not.toMatch(/^history: /m);
    expect(await entries()).toEqual(['a', 'b']);
  });
});
