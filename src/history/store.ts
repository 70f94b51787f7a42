import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { appendEntry, historyFileName, parseHistory, type HistoryEntry } from '../baseline/index.js';
import { UserError } from '../util/index.js';
import { git, tokenConfig } from './git.js';

/** The history branch's name unless the workflow names another (github-action-benchmark's convention of a data branch). */
export const DEFAULT_HISTORY_BRANCH = 'streamgate-history';
/** Entries kept per workload: older runs are dropped from the file (git keeps them in the branch's log). */
export const DEFAULT_HISTORY_MAX_RUNS = 100;
const PUSH_ATTEMPTS = 6;

/** The history store could not be read or written: named, with git's own words (redacted by the caller's logger). */
export class HistoryError extends UserError {
  override readonly name = 'HistoryError';
  readonly code = 'STREAMGATE_HISTORY';
  readonly exitStatus = 2;
}

export interface HistoryStore {
  /** For messages: the folder, or the repository and branch (never a token). */
  describe: string;
  read(workloadName: string): Promise<HistoryEntry[]>;
  /** Every workload's entries (one list per history file, oldest first), for the dashboard. */
  readAll(): Promise<HistoryEntry[][]>;
  /** Appends one entry, keeping the last `maxRuns`; a git store retries when another job pushed first. */
  append(entry: HistoryEntry, maxRuns: number): Promise<void>;
}

export interface StoreOptions {
  branch?: string;
  token?: string | null;
  /** Waits between push attempts (tests shorten it); defaults to a jittered 0.2–1 s times the attempt. */
  backoffMs?: (attempt: number) => number;
  /** Bounds each fetch and push (a remote that does not answer); unbounded by default. */
  timeoutMs?: number;
}

/** A git URL, or a bare repository on disk, is a git store; any other path is a folder laid out like the branch. */
export function openStore(location: string, options: StoreOptions = {}): HistoryStore {
  return isGitLocation(location) ? gitStore(location, options) : folderStore(location);
}

function isGitLocation(location: string): boolean {
  if (/^(https?|ssh|git|file):\/\//.test(location) || /^[\w.-]+@[\w.-]+:/.test(location)) return true;
  const path = resolve(location);
  return existsSync(join(path, 'HEAD')) && existsSync(join(path, 'objects')) && statSync(join(path, 'objects')).isDirectory();
}

function folderStore(folder: string): HistoryStore {
  const file = (name: string): string => join(resolve(folder), 'history', historyFileName(name));
  return {
    describe: `folder ${folder}`,
    read: (name) => Promise.resolve(existsSync(file(name)) ? parseHistory(readFileSync(file(name), 'utf8'), file(name)) : []),
    readAll: () => {
      const dir = join(resolve(folder), 'history');
      if (!existsSync(dir)) return Promise.resolve([]);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.jsonl'))
        .sort();
      return Promise.resolve(files.map((f) => parseHistory(readFileSync(join(dir, f), 'utf8'), join(dir, f))));
    },
    append: (entry, maxRuns) => {
      const path = file(entry.workload);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, appendEntry(existsSync(path) ? readFileSync(path, 'utf8') : '', entry, maxRuns));
      return Promise.resolve();
    },
  };
}

function gitStore(url: string, options: StoreOptions): HistoryStore {
  const branch = options.branch ?? DEFAULT_HISTORY_BRANCH;
  const config = tokenConfig(options.token ?? null);
  const remote = { config, timeoutMs: options.timeoutMs };
  const backoff = options.backoffMs ?? ((attempt: number) => (200 + Math.random() * 800) * attempt);
  const path = (name: string): string => `history/${historyFileName(name)}`;

  /** A fresh clone of the branch's tip (depth 1) in a temporary folder; false when the branch does not exist yet. */
  async function fetchTip(dir: string): Promise<boolean> {
    await must(git(['init', '-q'], { cwd: dir }), 'git init');
    const fetched = await git(['fetch', '-q', '--depth=1', url, `refs/heads/${branch}`], { cwd: dir, ...remote });
    if (fetched.ok) return true;
    if (/couldn't find remote ref|not our ref|no such ref/i.test(fetched.stderr)) return false;
    throw new HistoryError(`cannot read the history branch ${branch} of ${publicUrl(url)}: ${fetched.stderr.trim()}`);
  }

  return {
    describe: `branch ${branch} of ${publicUrl(url)}`,
    read: (name) =>
      withTemp(async (dir) => {
        if (!(await fetchTip(dir))) return [];
        const shown = await git(['show', `FETCH_HEAD:${path(name)}`], { cwd: dir });
        return shown.ok ? parseHistory(shown.stdout, `${branch}:${path(name)}`) : [];
      }),
    readAll: () =>
      withTemp(async (dir) => {
        if (!(await fetchTip(dir))) return [];
        const listed = await git(['ls-tree', '--name-only', 'FETCH_HEAD', 'history/'], { cwd: dir });
        const files = listed.stdout
          .split('\n')
          .filter((f) => f.endsWith('.jsonl'))
          .sort();
        const all: HistoryEntry[][] = [];
        for (const file of files) {
          const shown = await git(['show', `FETCH_HEAD:${file}`], { cwd: dir });
          if (shown.ok) all.push(parseHistory(shown.stdout, `${branch}:${file}`));
        }
        return all;
      }),
    append: async (entry, maxRuns) => {
      for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
        const pushed = await withTemp(async (dir) => {
          const exists = await fetchTip(dir);
          await must(
            git(exists ? ['checkout', '-q', '-B', branch, 'FETCH_HEAD'] : ['checkout', '-q', '--orphan', branch], { cwd: dir }),
            'git checkout',
          );
          const file = join(dir, path(entry.workload));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, appendEntry(existsSync(file) ? readFileSync(file, 'utf8') : '', entry, maxRuns));
          await must(git(['add', path(entry.workload)], { cwd: dir }), 'git add');
          const what = `${entry.workload}: run ${entry.runId}${entry.commit ? ` at ${entry.commit.slice(0, 7)}` : ''}`;
          await must(git(['commit', '-q', '-m', `streamgate history: ${what}`], { cwd: dir }), 'git commit');
          const push = await git(['push', '-q', url, `HEAD:refs/heads/${branch}`], { cwd: dir, ...remote });
          if (push.ok) return true;
          if (/rejected|non-fast-forward|fetch first|cannot lock ref|failed to update ref/i.test(push.stderr)) return false;
          throw new HistoryError(`cannot push the history branch ${branch} to ${publicUrl(url)}: ${push.stderr.trim()}`);
        });
        if (pushed) return;
        await new Promise((r) => setTimeout(r, backoff(attempt)));
      }
      throw new HistoryError(
        `the history branch ${branch} of ${publicUrl(url)} kept moving: ${PUSH_ATTEMPTS} pushes were rejected because other jobs pushed first`,
      );
    },
  };
}

async function must(result: Promise<{ ok: boolean; stderr: string }>, what: string): Promise<void> {
  const r = await result;
  if (!r.ok) throw new HistoryError(`${what} failed: ${r.stderr.trim()}`);
}

async function withTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-history-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A URL without any user or password in it, for messages. */
function publicUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
