import { describe, expect, it } from 'vitest';
import { oneImportLine } from '../../scripts/one-import-line.js';

// scripts/one-import-line.ts: what ESLint's no-duplicate-imports asks for and cannot fix, done for every file.
describe('one import line per module', () => {
  it('merges the imports of one module into the first, types marked inline', () => {
    const text = [
      "import { a } from './x.js';",
      "import { readFileSync } from 'node:fs';",
      "import type { T } from './x.js';",
      "import { b as c, type U } from './x.js';",
      'const y = 1;',
      '',
    ].join('\n');
    expect(oneImportLine('f.ts', text)).toBe(
      ["import { a, type T, b as c, type U } from './x.js';", "import { readFileSync } from 'node:fs';", 'const y = 1;', ''].join('\n'),
    );
  });

  it('keeps type-only imports type-only, drops a repeated name, and merges re-exports apart from imports', () => {
    const text = [
      "import type { T } from './x.js';",
      "import type { U, T } from './x.js';",
      "export { a } from './y.js';",
      "export type { V } from './y.js';",
      "import { a } from './y.js';",
      '',
    ].join('\n');
    expect(oneImportLine('f.ts', text)).toBe(
      ["import type { T, U } from './x.js';", "export { a, type V } from './y.js';", "import { a } from './y.js';", ''].join('\n'),
    );
  });

  it('leaves default and namespace imports, and files with nothing to merge, as they are', () => {
    const text = [
      "import ts from 'typescript';",
      "import { createSourceFile } from 'typescript';",
      "import * as path from 'node:path';",
      '',
    ].join('\n');
    expect(oneImportLine('f.ts', text)).toBe(text);
  });
});
