import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { unusedPort } from './scripted-server.js';

/** A real nginx in the foreground with everything (config, pid, logs, temp files) in one temporary folder. */
export interface Nginx {
  url: string;
  port: number;
  dir: string;
  /** The error log so far (for failure messages). */
  errorLog(): string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'nginx is required for the buffering-proxy tests: install it (Debian/Ubuntu: `apt-get install -y nginx`); a test file that runs it installs it first with requireSystemTools (test/setup/system-tools.ts)';

/** `/usr/sbin/nginx`, else the first `nginx` on PATH; throws with an install hint when there is none. */
export function findNginx(): string {
  const candidates = [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter((d) => d !== '')
      .map((d) => join(d, 'nginx')),
  ];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(`${INSTALL_HINT}; looked in /usr/sbin and on PATH`);
}

const versions = new Map<string, Promise<[number, number, number]>>();

/** nginx's version as [major, minor, patch], from `nginx -v` (which prints to stderr); cached per binary. */
export function nginxVersion(binary = findNginx()): Promise<[number, number, number]> {
  let cached = versions.get(binary);
  if (cached === undefined) {
    cached = new Promise((resolve, reject) => {
      execFile(binary, ['-v'], (error, stdout, stderr) => {
        const text = `${stderr}${stdout}`;
        const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text);
        if (match === null) {
          reject(new Error(`cannot read the version from \`${binary} -v\`: ${error?.message ?? text}`));
          return;
        }
        resolve([Number(match[1]), Number(match[2]), Number(match[3])]);
      });
    });
    versions.set(binary, cached);
  }
  return cached;
}

/** Whether `version` is at least `minimum` (both [major, minor, patch]). */
export function versionAtLeast(version: readonly number[], minimum: readonly number[]): boolean {
  for (let i = 0; i < minimum.length; i++) {
    const a = version[i] ?? 0;
    const b = minimum[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * Starts nginx with `http` block contents `httpBody(port, dir)`; the body must contain the `server` blocks and
 * `listen 127.0.0.1:<port>` for the returned port (`dir` is the temporary folder, for logs and other files).
 * Resolves once the port accepts connections.
 */
export async function startNginx(httpBody: (port: number, dir: string) => string): Promise<Nginx> {
  const binary = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await unusedPort();
  const errorLogPath = join(dir, 'error.log');
  const config = `daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLogPath} info;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${httpBody(port, dir)}
}
`;
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(configPath, config);
  // -e: the compiled-in error log (/var/log/nginx) may not be writable; -p: relative paths stay inside `dir`.
  const child = spawn(binary, ['-p', dir, '-e', errorLogPath, '-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
  });
  const errorLog = (): string => {
    try {
      return readFileSync(errorLogPath, 'utf8');
    } catch {
      return '';
    }
  };
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(error as Error).message}\nstderr: ${stderr}\nerror log: ${errorLog()}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    errorLog,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `port` on 127.0.0.1 accepts connections; rejects when `child` exits first or after `withinMs`. */
export async function waitForPort(port: number, child: ChildProcess, withinMs: number): Promise<void> {
  const until = performance.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    if (await canConnect(port)) return;
    if (performance.now() > until) throw new Error(`port ${port} not accepting connections after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGTERM (nginx's fast shutdown, which also stops its workers), then SIGKILL if it lingers. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
