import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_VERSION, type HistoryEntry } from '../../src/baseline/index.js';
import { openStore } from '../../src/history/store.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-history-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bareRepo(): string {
  const repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  return repo;
}

function entry(i: number, workload = 'chat'): HistoryEntry {
  return {
    version: HISTORY_VERSION,
    commit: `${String(i).padStart(7, '0')}${'f'.repeat(33)}`,
    time: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
    runner: 'test',
    runId: `run-${i}`,
    workload,
    fingerprint: 'fp',
    verdict: 'recorded',
    cells: [
      {
        endpoint: 'api',
        scenario: 's',
        cache: 'cold',
        turn: null,
        n: 3,
        errors: 0,
        errorKinds: {},
        classes: { streamed: 3, coalesced: 0, buffered: 0, undefined: 0 },
        values: { ttftMs: [100 + i, 101 + i, 102 + i] },
      },
    ],
  };
}

describe('the history store on a git branch', () => {
  it('reads nothing before the branch exists, then the entries appended, oldest first', async () => {
    const store = openStore(bareRepo(), { branch: 'streamgate-history' });
    expect(await store.read('chat')).toEqual([]);
    await store.append(entry(1), 100);
    await store.append(entry(2), 100);
    expect((await store.read('chat')).map((e) => e.runId)).toEqual(['run-1', 'run-2']);
    expect(await store.read('other')).toEqual([]);
  });

  it('writes history/<workload>.jsonl on the named branch, one commit per run, and keeps the last N', async () => {
    const repo = bareRepo();
    const store = openStore(repo, { branch: 'perf-data' });
    for (let i = 1; i <= 4; i++) await store.append(entry(i), 3);
    const file = execFileSync('git', ['--git-dir', repo, 'show', 'perf-data:history/chat.jsonl'], { encoding: 'utf8' });
    expect(
      file
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as HistoryEntry).runId),
    ).toEqual(['run-2', 'run-3', 'run-4']);
    const log = execFileSync('git', ['--git-dir', repo, 'log', '--format=%s', 'perf-data'], { encoding: 'utf8' });
    expect(log.trim().split('\n')).toHaveLength(4);
    expect(log).toContain('chat: run run-4 at 0000004');
  });

  it('loses no entry when several jobs push at once: a rejected push is fetched, re-appended and retried', async () => {
    const repo = bareRepo();
    const stores = Array.from({ length: 4 }, () => openStore(repo, { backoffMs: () => 10 + Math.random() * 50 }));
    await Promise.all(stores.map((s, i) => s.append(entry(i + 1), 100)));
    const ids = (await stores[0]!.read('chat')).map((e) => e.runId).sort();
    expect(ids).toEqual(['run-1', 'run-2', 'run-3', 'run-4']);
  });

  it('names the repository when it cannot be read', async () => {
    const store = openStore(`file://${join(dir, 'missing.git')}`);
    await expect(store.read('chat')).rejects.toThrow(/cannot read the history branch streamgate-history of file:\/\/.*missing\.git/);
  });

  it('gives up on a remote that never answers after timeoutMs, saying so', async () => {
    // A server that accepts the connection and never says a word: git would wait on it for as long as it stays open.
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/o/r.git`;
    const started = Date.now();
    try {
      await expect(openStore(url, { timeoutMs: 1000 }).read('chat')).rejects.toThrow(
        new RegExp(`cannot read the history branch streamgate-history of ${url}: git fetch did not finish within 1 s`),
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    }
  });
});

describe('the history store in a folder', () => {
  it('keeps the same layout as the branch', async () => {
    const store = openStore(join(dir, 'hist'));
    await store.append(entry(1), 2);
    await store.append(entry(2), 2);
    await store.append(entry(3), 2);
    expect((await store.read('chat')).map((e) => e.runId)).toEqual(['run-2', 'run-3']);
    expect(readFileSync(join(dir, 'hist', 'history', 'chat.jsonl'), 'utf8').split('\n')).toHaveLength(3);
  });
});
