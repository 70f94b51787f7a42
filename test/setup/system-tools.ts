/**
 * The suite's real servers and tools come from the system: nginx (the buffering-proxy tests), tinyproxy (the
 * HTTPS_PROXY/HTTP_PROXY tests), openssl (test certificates) and chromium (the dashboard's browser test, driven by
 * playwright-core, which brings no browser of its own). None has an npm form that is the same program, so
 * `npm test` provisions them itself before any test file runs: on Debian/Ubuntu it installs the missing ones with
 * apt-get (as root, or through `sudo -n`), saying what it installs and why. Where it cannot, it stops the run with the
 * exact command to type, instead of letting the tests that need a tool skip or fail one by one.
 *
 * Set STREAMGATE_NO_INSTALL=1 to forbid the install: the run then stops with the command instead.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
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

/** Vitest's global setup: runs once, before any test file. */
export default function setup(): void {
  provisionSystemTools();
}
