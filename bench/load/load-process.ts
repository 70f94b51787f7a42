import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface LoadStats {
  cpuUserUs: number;
  cpuSystemUs: number;
  eventsSent: number;
  writes: number;
  requests: number;
  open: number;
}

/** One load server in its own process. */
export interface LoadProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  stats(): Promise<LoadStats>;
  stop(): Promise<void>;
}

export interface LoadSpec {
  events: number;
  tokensPerSecond: number;
  ttftMs?: number;
  tokenChars?: number;
  lockstep?: boolean;
}

export async function startLoadProcess(tickMs = 1): Promise<LoadProcess> {
  const entry = fileURLToPath(new URL('./load-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--port', '0', '--tick-ms', String(tickMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const { url, pid } = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`load server exited with ${code} before listening`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { url: string; pid: number }));
  });
  return {
    url,
    pid,
    child,
    // Node's own fetch: a separate undici copy and pool, so it never shares the probe's Agent.
    stats: async () => (await (await fetch(`${url}/stats`)).json()) as LoadStats,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function startLoadProcesses(count: number, tickMs = 1): Promise<LoadProcess[]> {
  return Promise.all(Array.from({ length: count }, () => startLoadProcess(tickMs)));
}

export function loadHeader(spec: LoadSpec): string {
  return JSON.stringify(spec);
}
