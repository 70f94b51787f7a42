import { mkdtempSync, rmSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../scripts/generate.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('files written from the code tables (npm run generate)', () => {
  const files = generatedFiles(root);

  it.each(files.map((f) => [f.path, f] as const))('%s is up to date', (path, file) => {
    expect(readFileSync(join(root, path), 'utf8') === file.text, `${path} is behind its table: run npm run generate`).toBe(true);
  });

  it('notices a table the docs have not caught up with, and a section whose markers are gone', () => {
    const copy = mkdtempSync(join(tmpdir(), 'streamgate-generated-'));
    try {
      for (const path of ['schemas', 'docs', 'README.md', 'action.yml', 'src'])
        cpSync(join(root, path), join(copy, path), { recursive: true });
      const doc = join(copy, 'docs/conformance.md');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace('| `stop` |', '| `stop-sequence` |'));
      const stale = generatedFiles(copy).find((f) => f.path === 'docs/conformance.md')!;
      expect(stale.text).not.toBe(readFileSync(doc, 'utf8'));
      expect(stale.text).toContain('| `stop` |');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace(/<!-- probe-checks:end -->/, ''));
      expect(() => generatedFiles(copy)).toThrow(/docs\/conformance\.md needs the markers <!-- probe-checks:start/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
