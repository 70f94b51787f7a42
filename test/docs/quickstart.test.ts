import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startSimulator, type Simulator } from '../../src/sim/server.js';

// docs/quickstart.md, run as written: each fenced block carries a `<!-- quickstart: … -->` line saying what to do
// with it (`file <path>`: write it; `run[, exit N][, prints <text>][, creates <path>]`: run it with bash in a fresh
// git repository, where `npx streamgate` is the bundled CLI, dist/cli.js; `skip: <reason>`; `action`: a workflow
// step whose inputs action.yml must declare). The simulator the page starts on port 8787 is started here in this
// process, on a free port, and the page's 127.0.0.1:8787 points at it.
const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(join(root, 'docs/quickstart.md'), 'utf8');

interface Block {
  marker: string | null;
  info: string;
  body: string;
  line: number;
}

/** The fenced blocks, each with the `<!-- quickstart: … -->` marker just above it (blank lines between allowed). */
function blocks(text: string): Block[] {
  const lines = text.split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)/.exec(lines[i]!);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const marker = /^<!-- quickstart: (.*) -->$/.exec(lines[above] ?? '')?.[1] ?? null;
    out.push({ marker, info: open[1]!, body: lines.slice(i + 1, end).join('\n'), line: i + 1 });
    i = end;
  }
  return out;
}

interface Run {
  exit: number;
  prints: string | null;
  creates: string | null;
}

function runOptions(marker: string): Run {
  const parts = marker.split(/,\s*/).slice(1);
  const value = (key: string): string | null => parts.find((p) => p.startsWith(`${key} `))?.slice(key.length + 1) ?? null;
  return { exit: Number(value('exit') ?? 0), prints: value('prints'), creates: value('creates') };
}

const all = blocks(page);
let sim: Simulator;
let dir: string;
let bin: string;
const here = (text: string): string => text.replaceAll('127.0.0.1:8787', new URL(sim.url).host);

function bash(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: dir,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.once('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-quickstart-'));
  bin = join(dir, '.bin');
  mkdirSync(bin);
  // `npx streamgate …` as in a project that installed the package: the bundled CLI.
  writeFileSync(
    join(bin, 'npx'),
    `#!/bin/sh\nif [ "$1" = streamgate ]; then shift; exec "${process.execPath}" "${join(root, 'dist/cli.js')}" "$@"; fi\necho "npx $1: not part of the quickstart" >&2; exit 127\n`,
  );
  chmodSync(join(bin, 'npx'), 0o755);
  const git = await bash('git init -q && git config user.email q@example.com && git config user.name quickstart');
  expect(git.code, git.output).toBe(0);
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('docs/quickstart.md', () => {
  it('marks every shell and YAML block with what to do with it', () => {
    const unmarked = all.filter((b) => ['sh', 'yaml'].includes(b.info) && b.marker === null).map((b) => `line ${b.line}`);
    expect(unmarked).toEqual([]);
    for (const b of all.filter((b) => b.marker?.startsWith('skip'))) expect(b.marker, `line ${b.line}`).toMatch(/^skip: \S/);
    expect(all.filter((b) => b.marker?.startsWith('run')).length).toBeGreaterThanOrEqual(5);
  });

  it('names only inputs action.yml declares in its workflow steps', () => {
    const inputs = Object.keys((parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);
    const steps = all
      .filter((b) => b.marker === 'action')
      .flatMap((b) => {
        const doc = parse(b.body) as unknown;
        const jobs = (doc as { jobs?: Record<string, { steps: unknown[] }> }).jobs;
        return (jobs ? Object.values(jobs).flatMap((j) => j.steps) : (doc as unknown[])) as {
          uses?: string;
          with?: Record<string, unknown>;
        }[];
      })
      .filter((s) => s.uses?.includes('/streamgate@'));
    expect(steps.length).toBeGreaterThanOrEqual(2);
    for (const step of steps) for (const key of Object.keys(step.with ?? {})) expect(inputs, key).toContain(key);
  });

  it('runs as written against the simulator', { timeout: 300_000 }, async () => {
    for (const block of all) {
      if (block.marker?.startsWith('file ')) {
        const path = join(dir, block.marker.slice('file '.length));
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, here(block.body));
      }
      if (!block.marker?.startsWith('run')) continue;
      const want = runOptions(block.marker);
      const run = await bash(here(block.body));
      const where = `docs/quickstart.md line ${block.line}:\n${block.body}\n--- output:\n${run.output}`;
      expect(run.code, where).toBe(want.exit);
      if (want.prints) expect(run.output.includes(want.prints), where).toBe(true);
      if (want.creates) expect(existsSync(join(dir, want.creates)), where).toBe(true);
    }
  });
});
