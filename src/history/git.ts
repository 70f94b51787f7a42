import { execFile } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

export interface GitOptions {
  cwd: string;
  /** Extra `-c` settings put before the command (an Authorization header for the job's token); never logged. */
  config?: readonly string[];
  /** Stops git (SIGTERM, which ends its transport helpers too) after this long; the result then says so. None by default. */
  timeoutMs?: number;
}

/** Runs git with a fixed environment: no prompts, no user or system configuration that could change what it does. */
export function git(args: readonly string[], options: GitOptions): Promise<GitResult> {
  const config = (options.config ?? []).flatMap((c) => ['-c', c]);
  const started = Date.now();
  const timeout = options.timeoutMs ?? 0;
  return new Promise((resolve) => {
    execFile(
      'git',
      [...config, ...args],
      {
        cwd: options.cwd,
        timeout,
        maxBuffer: 256 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: options.cwd,
          GIT_TERMINAL_PROMPT: '0',
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_AUTHOR_NAME: 'streamgate',
          GIT_AUTHOR_EMAIL: 'streamgate@users.noreply.github.com',
          GIT_COMMITTER_NAME: 'streamgate',
          GIT_COMMITTER_EMAIL: 'streamgate@users.noreply.github.com',
          LC_ALL: 'C',
        },
      },
      (error, stdout, stderr) => {
        const timedOut = error?.killed === true && timeout > 0 && Date.now() - started >= timeout;
        const said = timedOut ? `${String(stderr)}git ${args[0] ?? ''} did not finish within ${timeout / 1000} s\n` : String(stderr);
        resolve({ ok: error === null, stdout: String(stdout), stderr: said });
      },
    );
  });
}

/** The Authorization header git sends to GitHub for a job's token (as actions/checkout does), kept out of the URL. */
export function tokenConfig(token: string | null): string[] {
  if (!token) return [];
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return [`http.extraheader=AUTHORIZATION: basic ${basic}`];
}

/** The commit checked out in `cwd`, or null outside a repository. */
export async function headCommit(cwd: string): Promise<string | null> {
  const out = await git(['rev-parse', 'HEAD'], { cwd });
  return out.ok ? out.stdout.trim() : null;
}
