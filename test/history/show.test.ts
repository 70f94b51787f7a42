import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/index.js';
import { historyCommand } from '../../src/cli/history-command.js';
import { loadWorkload } from '../../src/config/load.js';
import { historyChangesFor } from '../../src/history/changes.js';
import { openStore } from '../../src/history/store.js';
import { stepSentence } from '../../src/report/text/history.js';
import { fixtureHistory } from '../site/history-fixture.js';

// `history show` lists recorded runs: none of them is "this run". Runs recorded outside a repository have no commit,
// and say so; a step found among them is named by its run's date, not as this run's.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-history-show-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const WORKLOAD = `version: 1
name: show-me
endpoints:
  - { name: api, baseUrl: http://127.0.0.1:9/v1, model: m }
  - { name: other, baseUrl: http://127.0.0.1:9/v1, model: m }
scenarios:
  - { name: chat, prompt: Say hello., maxTokens: 16 }
`;

async function show(withCommits: boolean): Promise<string> {
  const file = join(dir, 'w.yaml');
  writeFileSync(file, WORKLOAD);
  const { fingerprint } = workloadIdentity(loadWorkload(file, { env: {}, requireApiKeys: false }));
  const store = join(dir, 'store');
  const entries = fixtureHistory({ workload: 'show-me', runs: 12, stepAt: 8, step: 0.6, fingerprint });
  for (const entry of entries) await openStore(store).append(withCommits ? entry : { ...entry, commit: null }, 100);
  const lines: string[] = [];
  await historyCommand(['show', '--workload', file, '--store', store], (t) => lines.push(t));
  return lines.join('');
}

describe('streamgate history show', () => {
  it('labels runs recorded outside a repository "no commit", never "this run", and dates the step', async () => {
    const text = await show(false);
    expect(text).not.toContain('this run');
    const rows = text.split('\n').filter((l) => /TTFT p50:/.test(l));
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row).toMatch(/^no commit {2}2026-01-\d\dT00:00 {2}recorded /);
    expect(text).toMatch(/TTFT p50 of api chat · cold rose \d+ % with the run of 2026-01-09, 3 runs ago/);
  });

  it('names each run by its commit when it has one', async () => {
    const text = await show(true);
    const rows = text.split('\n').filter((l) => /TTFT p50:/.test(l));
    expect(rows[0]).toMatch(/^0101010 {2}2026-01-01T00:00 {2}recorded {5}TTFT p50: api chat · cold \d+ ms, other chat · cold \d+ ms$/);
    expect(text).toMatch(/rose \d+ % at 0909090, 3 runs ago/);
  });

  it('says "with this run" only of the run being gated', () => {
    const entries = fixtureHistory({ workload: 'show-me', runs: 12, stepAt: 10, step: 1, seed: 5 }).map((e) => ({ ...e, commit: null }));
    // The same two slower runs, both recorded, or the first recorded and the second being gated.
    const recorded = historyChangesFor(entries, null).steps.find((s) => s.endpoint === 'api')!;
    expect(stepSentence(recorded)).toMatch(/rose \d+ % with the run of 2026-01-11, 1 run ago$/);
    const last = entries.at(-1)!;
    const results = { run: { finishedAt: '2026-02-01T00:00:00.000Z', partial: false }, cells: last.cells };
    const gated = historyChangesFor(entries.slice(0, -1), results as never).steps.find((s) => s.endpoint === 'api')!;
    expect(gated).toMatchObject({ commit: null, thisRun: false, runsAgo: 1 });
    expect(stepSentence(gated)).toMatch(/rose \d+ % with the run of 2026-01-11, 1 run ago$/);
    // A step whose first run is the one being gated.
    expect(stepSentence({ ...gated, thisRun: true, runsAgo: 0 })).toMatch(/rose \d+ % with this run$/);
  });
});
