import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from '../startup/build.js';

/** Bundles the action with `scripts/bundle.mjs` (the same build as `npm run bundle`) into `dir`, so tests run the real bundle without touching dist/. */
export async function bundleAction(dir: string): Promise<string> {
  buildBundle(dir);
  return join(dir, 'index.js');
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  outputFile: string;
  summary: string;
  summaryFile: string;
}

/** Runs the bundle as a runner would: inputs as INPUT_* variables, fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. */
export function runBundledAction(
  bundle: string,
  opts: { cwd: string; inputs: Record<string, string>; env: Record<string, string> },
): Promise<ActionRun> {
  const files = mkdtempSync(join(opts.cwd, 'step-'));
  const outputFile = join(files, 'output');
  const summaryFile = join(files, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...opts.env,
  };
  for (const [name, value] of Object.entries(opts.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bundle], { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      done({
        code,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        outputFile,
        summary: readFileSync(summaryFile, 'utf8'),
        summaryFile,
      });
    });
  });
}

/** `name<<delimiter\nvalue\ndelimiter` blocks, as @actions/core writes them. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!head) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== head[2]; i++) value.push(lines[i]!);
    out[head[1]!] = value.join('\n');
  }
  return out;
}
