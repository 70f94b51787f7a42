import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root and the CLI entry point, found from this file (tests run from any working directory). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// tsx's loader by absolute URL: the CLI runs in a temporary working directory, where `--import tsx` would not resolve.
const tsxLoader = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;

export interface CliProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `src/cli.ts <args>` as a real child process, collecting its output. */
export function startCli(args: string[], options: { cwd: string; env: Record<string, string> }): CliProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, join(repoRoot, 'src/cli.ts'), ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString('utf8');
  });
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Kills a child that is still running (test cleanup after a failed assertion). */
export function killIfRunning(proc: CliProcess | null): void {
  if (proc && proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
}
