import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findTool, provisionSystemTools, SYSTEM_TOOLS, type SystemTool } from './system-tools.js';

const ABSENT: SystemTool = {
  binary: 'streamgate-absent-tool',
  debianPackage: 'streamgate-absent-package',
  extraDirs: [],
  neededBy: 'nothing',
};

describe('the suite provisions its system tools', () => {
  it('found every tool before the first test file ran (the global setup installed what was missing)', () => {
    for (const tool of SYSTEM_TOOLS) {
      const path = findTool(tool);
      expect(path, tool.binary).not.toBeNull();
      // A real, runnable program: each answers a version query.
      const args = tool.binary === 'openssl' ? ['version'] : tool.binary === 'chromium' ? ['--version'] : ['-v'];
      const result = spawnSync(path!, args, { encoding: 'utf8', timeout: 60_000 });
      expect(result.error, tool.binary).toBeUndefined();
      if (tool.binary === 'chromium') expect(result.stdout).toMatch(/^Chromium \d+\./);
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
