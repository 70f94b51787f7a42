import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findTool,
  INSTALL_TIMEOUT_MS,
  provisionSystemTools,
  requireSystemTools,
  SYSTEM_TOOLS,
  withInstallLock,
  type SystemTool,
} from './system-tools.js';

const ABSENT: SystemTool = {
  binary: 'streamgate-absent-tool',
  debianPackage: 'streamgate-absent-package',
  extraDirs: [],
  neededBy: 'nothing',
};

describe('the suite provisions its system tools', () => {
  it(
    'installs every tool a file asks for, and each is a runnable program',
    () => {
      requireSystemTools('nginx', 'tinyproxy', 'openssl', 'chromium');
      for (const tool of SYSTEM_TOOLS) {
        const path = findTool(tool);
        expect(path, tool.binary).not.toBeNull();
        // A real, runnable program: each answers a version query.
        const args = tool.binary === 'openssl' ? ['version'] : tool.binary === 'chromium' ? ['--version'] : ['-v'];
        const result = spawnSync(path!, args, { encoding: 'utf8', timeout: 60_000 });
        expect(result.error, tool.binary).toBeUndefined();
        if (tool.binary === 'chromium') expect(result.stdout).toMatch(/^Chromium \d+\./);
      }
    },
    INSTALL_TIMEOUT_MS,
  );

  it('installs nothing for a file that names no tool: the suite has no global setup', () => {
    const config = readFileSync(new URL('../../vitest.config.ts', import.meta.url), 'utf8');
    expect(config).not.toMatch(/^\s*globalSetup:/m);
    // Nothing asked for: not even the lock is taken.
    const saved = process.env.STREAMGATE_NO_INSTALL;
    process.env.STREAMGATE_NO_INSTALL = '1';
    try {
      expect(() => requireSystemTools()).not.toThrow();
    } finally {
      if (saved === undefined) delete process.env.STREAMGATE_NO_INSTALL;
      else process.env.STREAMGATE_NO_INSTALL = saved;
    }
  });

  it('installs one at a time on a machine: waits for a live holder of the lock, takes over a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'streamgate-lock-test-'));
    try {
      const lock = join(dir, 'lock');
      // A holder that no longer runs (a pid no process has): its lock is taken over at once.
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), '2147483646');
      expect(withInstallLock(() => existsSync(join(lock, 'pid')) && readFileSync(join(lock, 'pid'), 'utf8'), lock, 1_000)).toBe(
        String(process.pid),
      );
      expect(existsSync(lock)).toBe(false);
      // A live holder (this process): the lock is waited for, and the wait ends with the command's reason.
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      const started = Date.now();
      expect(() => withInstallLock(() => 'never', lock, 600)).toThrow(/another process has held .*lock/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses with the exact install command when it may not install', () => {
    const saved = process.env.STREAMGATE_NO_INSTALL;
    process.env.STREAMGATE_NO_INSTALL = '1';
    try {
      expect(() => provisionSystemTools([ABSENT])).toThrow('sudo apt-get update && sudo apt-get install -y streamgate-absent-package');
    } finally {
      if (saved === undefined) delete process.env.STREAMGATE_NO_INSTALL;
      else process.env.STREAMGATE_NO_INSTALL = saved;
    }
  });

  it('asks for Debian’s chromium when the browser is missing, naming the test that needs it', () => {
    const chromium = SYSTEM_TOOLS.find((t) => t.binary === 'chromium')!;
    const saved = process.env.STREAMGATE_NO_INSTALL;
    process.env.STREAMGATE_NO_INSTALL = '1';
    try {
      // The same entry with a binary no machine has: what a fresh machine without chromium is told.
      expect(() => provisionSystemTools([{ ...chromium, binary: 'streamgate-absent-chromium', extraDirs: [] }])).toThrow(
        /\(the dashboard's browser test\), .*\n {2}sudo apt-get update && sudo apt-get install -y chromium$/s,
      );
    } finally {
      if (saved === undefined) delete process.env.STREAMGATE_NO_INSTALL;
      else process.env.STREAMGATE_NO_INSTALL = saved;
    }
  });

  it('looks on PATH as well as in the tool’s usual folders', () => {
    expect(findTool({ ...ABSENT, binary: 'node' }, process.env.PATH)).not.toBeNull();
    expect(findTool(ABSENT, process.env.PATH)).toBeNull();
  });
});
