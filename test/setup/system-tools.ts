/**
 * The suite's real servers and tools come from the system: nginx (the buffering-proxy tests), tinyproxy (the
 * HTTPS_PROXY/HTTP_PROXY tests), openssl (test certificates) and chromium (the dashboard's browser test, driven by
 * playwright-core, which brings no browser of its own). None has an npm form that is the same program, so the test
 * files that run one provision it themselves, first thing: `beforeAll(() => requireSystemTools('nginx'), INSTALL_TIMEOUT_MS)`.
 * A file that runs none installs nothing. On Debian/Ubuntu the missing ones are installed with apt-get (as root, or
 * through `sudo -n`), saying what and why; one install at a time on a machine (a lock folder in the temporary folder,
 * so the two test workers never run apt-get together), and a tool found once is not looked for again in the process.
 * Where it cannot install, it stops the file with the exact command to type, instead of letting the tests that need a
 * tool skip or fail one by one.
 *
 * Set STREAMGATE_NO_INSTALL=1 to forbid the install: the file then stops with the command instead.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface SystemTool {
  binary: string;
  /** Debian's package that provides it. */
  debianPackage: string;
  /** Where Debian puts it when it is not on PATH (a non-root PATH often lacks /usr/sbin). */
  extraDirs: readonly string[];
  neededBy: string;
}

export const SYSTEM_TOOLS: readonly SystemTool[] = [
  { binary: 'nginx', debianPackage: 'nginx', extraDirs: ['/usr/sbin'], neededBy: 'the buffering-proxy tests' },
  { binary: 'tinyproxy', debianPackage: 'tinyproxy', extraDirs: ['/usr/bin', '/usr/sbin'], neededBy: 'the forward-proxy tests' },
  { binary: 'openssl', debianPackage: 'openssl', extraDirs: ['/usr/bin'], neededBy: 'the TLS tests (test certificates)' },
  { binary: 'chromium', debianPackage: 'chromium', extraDirs: ['/usr/bin'], neededBy: "the dashboard's browser test" },
];

export function findTool(tool: SystemTool, path = process.env.PATH ?? ''): string | null {
  const dirs = [...tool.extraDirs, ...path.split(delimiter).filter((d) => d !== '')];
  for (const dir of dirs) {
    const candidate = join(dir, tool.binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // the next folder
    }
  }
  return null;
}

function run(command: string, args: readonly string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** `[]` as root, `['sudo', '-n']` when sudo needs no password, else null: nothing can be installed without asking. */
function privilegePrefix(): string[] | null {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

export function installCommand(packages: readonly string[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
}

/** Installs what is missing, or throws with the command that would. */
export function provisionSystemTools(tools: readonly SystemTool[] = SYSTEM_TOOLS): void {
  const missing = tools.filter((tool) => findTool(tool) === null);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((t) => t.debianPackage))];
  const why = missing.map((t) => `${t.binary} (${t.neededBy})`).join(', ');
  const refuse = (reason: string): never => {
    throw new Error(
      `the test suite runs real ${why}, and ${reason}. Install them, then run the tests again:\n  ${installCommand(packages)}`,
    );
  };
  if (process.env.STREAMGATE_NO_INSTALL === '1') refuse('STREAMGATE_NO_INSTALL=1 forbids installing them');
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    refuse('this machine has no apt-get to install them with (on other systems use its package manager)');
  }
  const prefix = privilegePrefix();
  if (prefix === null) refuse('installing them needs root (sudo asks for a password)');
  const [command, ...args] = [...prefix!, 'apt-get'];
  process.stderr.write(`\nstreamgate tests: installing ${packages.join(', ')} for ${why}\n`);
  if (!run(command!, [...args, 'update', '-qq'])) refuse('`apt-get update` failed');
  if (!run(command!, [...args, 'install', '-y', '-qq', '--no-install-recommends', ...packages])) refuse('`apt-get install` failed');
  const still = missing.filter((tool) => findTool(tool) === null);
  if (still.length > 0) refuse(`${still.map((t) => t.binary).join(', ')} still cannot be found after installing`);
  process.stderr.write(`streamgate tests: installed ${packages.join(', ')}\n\n`);
}

export type ToolName = 'nginx' | 'tinyproxy' | 'openssl' | 'chromium';

/** What a test file's `beforeAll` that provisions tools allows: an install of chromium alone takes about half a minute. */
export const INSTALL_TIMEOUT_MS = 600_000;

/** Tools this process has already found: a second file in the same worker does not look again. */
const found = new Set<string>();

/**
 * For a test file that runs system tools, in its first `beforeAll` (with INSTALL_TIMEOUT_MS): installs the named tools
 * that are missing, one install at a time on the machine, or throws with the command that would.
 */
export function requireSystemTools(...names: ToolName[]): void {
  const tools = names.map((name) => SYSTEM_TOOLS.find((t) => t.binary === name)!).filter((t) => !found.has(t.binary));
  if (tools.some((tool) => findTool(tool) === null)) withInstallLock(() => provisionSystemTools(tools));
  for (const tool of tools) found.add(tool.binary);
}

/** The machine-wide lock: a folder only one process can create, holding its pid so a crashed holder's lock is taken over. */
export const INSTALL_LOCK = join(tmpdir(), 'streamgate-system-tools.lock');

export function withInstallLock<T>(body: () => T, lock = INSTALL_LOCK, waitMs = INSTALL_TIMEOUT_MS): T {
  const until = Date.now() + waitMs;
  while (!takeLock(lock)) {
    if (!holderAlive(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > until) throw new Error(`another process has held ${lock} for ${waitMs / 1000} s: remove it if none is installing`);
    // Another test worker is installing: wait for it, then look again (it may have installed what this file needs).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  try {
    return body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Creates the lock folder with this process's pid; false when another process holds it. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

/** Whether the process that holds the lock still runs (a lock without its pid yet is being taken: alive). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
