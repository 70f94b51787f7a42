import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { reportValueImports } from '../../scripts/architecture/renders-only.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'streamgate-renders-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the report renders the run's decision and remakes none", () => {
  it('imports no value from src/gate/, src/stats/, src/decision/ or src/compare/, only their types', () => {
    expect(reportValueImports(root)).toEqual([]);
  });

  it('finds a value import, a mixed import, a re-export and a dynamic import, and lets type imports through', () => {
    const dir = tree({
      'src/report/a.ts': [
        "import { summarize } from '../stats/summary.js';",
        "import { type CellData, hitOnlyCell } from '../gate/cache/hits.js';",
        "import type { GateOutcome } from '../gate/types.js';",
        "import { type Comparison } from '../gate/types.js';",
        "export { quantile } from '../stats/quantile.js';",
        "export type { Summary } from '../stats/summary.js';",
        "import { cellKey } from '../vocabulary/cell.js';",
        "import { decideRun, type RunDecision } from '../decision/index.js';",
        "import type { Finding } from '../decision/findings.js';",
        "import { decideGateRun } from '../compare/gate-decision.js';",
        "const load = () => import('../gate/evaluate/gate.js');",
        'export { load };',
      ].join('\n'),
    });
    expect(reportValueImports(dir)).toEqual([
      { file: 'src/report/a.ts', from: 'src/stats/summary.ts', names: ['summarize'] },
      { file: 'src/report/a.ts', from: 'src/gate/cache/hits.ts', names: ['hitOnlyCell'] },
      { file: 'src/report/a.ts', from: 'src/stats/quantile.ts', names: ['quantile'] },
      { file: 'src/report/a.ts', from: 'src/decision/index.ts', names: ['decideRun'] },
      { file: 'src/report/a.ts', from: 'src/compare/gate-decision.ts', names: ['decideGateRun'] },
      { file: 'src/report/a.ts', from: 'src/gate/evaluate/gate.ts', names: ['*'] },
    ]);
  });

  it('reads the files in the sub-folders of src/report/ too', () => {
    const dir = tree({
      'src/report/markdown/b.ts': [
        "import { decide } from '../../gate/pooled/rule.js';",
        "import type { GateOutcome } from '../../gate/types.js';",
        "import { escapeMarkdown } from '../escape.js';",
      ].join('\n'),
    });
    expect(reportValueImports(dir)).toEqual([{ file: 'src/report/markdown/b.ts', from: 'src/gate/pooled/rule.ts', names: ['decide'] }]);
  });
});
