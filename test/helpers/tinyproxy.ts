import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { unusedPort } from './scripted-server.js';
import { stopProcess, waitForPort } from './nginx.js';

/**
 * A real forward proxy (tinyproxy) in the foreground, config, log and pid file in one temporary folder, for
 * the probe's HTTPS_PROXY/HTTP_PROXY tests: CONNECT tunnels (to any port) and absolute-form plain HTTP.
 *
 * tinyproxy 1.11 behaviour worth knowing in tests:
 * - Without a `ConnectPort` line CONNECT is allowed to every port (the packaged config restricts it to 443 and
 *   563); `ConnectPort 0` would forbid CONNECT.
 * - Plain HTTP is forwarded upstream with `Connection: close`, and the client connection is closed after each
 *   response although the response carries no `Connection: close`: no keep-alive through the proxy.
 * - Started as root without `User`, it warns and keeps running as root; with `User nobody` it would drop
 *   privileges and then fail on the log file in a 0700 temporary folder. The config therefore names the
 *   current uid/gid: a no-op switch for root, ignored ("Not running as root") for anyone else.
 */
export interface Tinyproxy {
  /** `http://127.0.0.1:<port>`, the value for HTTPS_PROXY/HTTP_PROXY. */
  url: string;
  port: number;
  dir: string;
  /** tinyproxy's log so far (LogLevel Info: every connection and request line). */
  log(): string;
  /**
   * The request lines tinyproxy received, in order: `CONNECT 127.0.0.1:4567 HTTP/1.1`,
   * `POST http://127.0.0.1:4567/v1/chat/completions HTTP/1.1`.
   */
  requests(): string[];
  /** Resolves with `requests()` once there are at least `count` (tinyproxy logs a request as it reads it). */
  waitForRequests(count: number, withinMs?: number): Promise<string[]>;
  stop(): Promise<void>;
}

export interface TinyproxyOptions {
  /** Seconds of inactivity before tinyproxy closes a connection (default 600: long enough for slow streams). */
  timeoutSeconds?: number;
}

const INSTALL_HINT =
  'tinyproxy is required for the proxy tests: install it (Debian/Ubuntu: `apt-get install -y tinyproxy`); a test file that runs it installs it first with requireSystemTools (test/setup/system-tools.ts)';

/** `/usr/bin/tinyproxy`, `/usr/sbin/tinyproxy`, else the first `tinyproxy` on PATH; throws with an install hint. */
export function findTinyproxy(): string {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d !== '')
    .map((d) => join(d, 'tinyproxy'));
  for (const candidate of ['/usr/bin/tinyproxy', '/usr/sbin/tinyproxy', ...onPath]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(`${INSTALL_HINT}; looked in /usr/bin, /usr/sbin and on PATH`);
}

const READY_LINE = 'Accepting connections';

/** Starts tinyproxy on 127.0.0.1; resolves once it has logged that it accepts connections and the port does. */
export async function startTinyproxy(options: TinyproxyOptions = {}): Promise<Tinyproxy> {
  const binary = findTinyproxy();
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-tinyproxy-'));
  const port = await unusedPort();
  const logPath = join(dir, 'tinyproxy.log');
  const configPath = join(dir, 'tinyproxy.conf');
  const timeout = options.timeoutSeconds ?? 600;
  const ids =
    typeof process.getuid === 'function' && typeof process.getgid === 'function'
      ? `User ${process.getuid()}\nGroup ${process.getgid()}\n`
      : '';
  writeFileSync(
    configPath,
    `${ids}Port ${port}
Listen 127.0.0.1
Allow 127.0.0.1
Timeout ${timeout}
MaxClients 100
LogFile "${logPath}"
LogLevel Info
PidFile "${join(dir, 'tinyproxy.pid')}"
`,
  );
  // -d: stay in the foreground (the log still goes to LogFile); -c: this config, not /etc/tinyproxy.
  const child = spawn(binary, ['-d', '-c', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (d: Buffer): void => {
    output += d.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const log = (): string => {
    try {
      return readFileSync(logPath, 'utf8');
    } catch {
      return '';
    }
  };
  try {
    await waitFor(
      () => log().includes(READY_LINE) || child.exitCode !== null || child.signalCode !== null,
      10_000,
      () => `"${READY_LINE}" in the log`,
    );
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`tinyproxy did not start: ${(error as Error).message}\noutput: ${output}\nlog: ${log()}`, { cause: error });
  }

  const requests = (): string[] => {
    const lines: string[] = [];
    for (const match of log().matchAll(/Request \(file descriptor \d+\): (.*)$/gm)) lines.push(match[1]!.trim());
    return lines;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    log,
    requests,
    waitForRequests: async (count, withinMs = 10_000) => {
      await waitFor(
        () => requests().length >= count,
        withinMs,
        () => `${count} request lines in the log:\n${log()}`,
      );
      return requests();
    },
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(done: () => boolean, withinMs: number, what: () => string): Promise<void> {
  const until = performance.now() + withinMs;
  while (!done()) {
    if (performance.now() > until) throw new Error(`no ${what()} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
