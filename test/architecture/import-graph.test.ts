import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArchitecture, THIN_FILES_KEPT, THIN_LINES } from '../../scripts/architecture/check.js';
import { LAYERS, moduleOf } from '../../scripts/architecture/layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'streamgate-architecture-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the import direction of src/', () => {
  const findings = checkArchitecture(root);

  it('has no circles, type-only imports included', () => {
    expect(findings.circles).toEqual([]);
  });

  it('has no import of a module beside or above the importer, and nothing from a leaf to the rest', () => {
    expect(findings.againstDirection.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('places every source file in a layer', () => {
    expect(findings.unplaced).toEqual([]);
    const modules = new Set(findings.graph.files.map(moduleOf));
    const layered = LAYERS.flatMap((layer) => layer.modules);
    // A layer naming a module that no longer exists is a stale map.
    expect(layered.filter((m) => !modules.has(m))).toEqual([]);
  });

  it('imports a folder module from outside it only through its index.ts, lazy loads aside', () => {
    expect(findings.pastTheSurface.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    // The lazy loads the entries make are the exception the rule allows, and they are still read as imports.
    expect(findings.graph.edges).toContainEqual({ from: 'src/main.ts', to: 'src/action/run-action.ts', lazy: true });
  });

  it('reads the graph it checks: the engine imports the plan, the gate imports stats', () => {
    const edges = new Set(findings.graph.edges.map((e) => `${moduleOf(e.from)}->${moduleOf(e.to)}`));
    expect(edges).toContain('engine.ts->plan');
    expect(edges).toContain('gate->stats');
    expect(findings.graph.files.length).toBeGreaterThan(150);
  });
});

/** `dir` and every folder under it, each with the number of `.ts` files directly in it. */
function tsCounts(dir: string): [string, number][] {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  const here = entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).length;
  return [[dir, here], ...entries.filter((e) => e.isDirectory()).flatMap((e) => tsCounts(`${dir}/${e.name}`))];
}

describe('the folders of src/', () => {
  // Files are grouped by family (report/sweep/, gate/pooled/, config/read/, probe/attempt/, stats/rank/, …) so no
  // folder is a flat list to search.

  it('holds no folder with more than 21 .ts files', () => {
    const counts = tsCounts('src');
    expect(counts.map(([dir]) => dir)).toEqual(expect.arrayContaining(['src/report/sweep', 'src/config/read', 'src/stats/rank']));
    expect(counts.filter(([, n]) => n > 21)).toEqual([]);
  });

  it('keeps a file under 25 lines only as an index.ts, a types.ts, or for the reason it is listed with', () => {
    const findings = checkArchitecture(root);
    expect(findings.thin).toEqual([]);
    // Every kept file still exists and is still thin: a stale entry would keep the next thin file of that name.
    const lines = (file: string): number => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;
    for (const file of Object.keys(THIN_FILES_KEPT)) {
      expect(findings.graph.files, file).toContain(file);
      expect(lines(file), file).toBeLessThan(THIN_LINES);
    }
  });
});

describe('the check itself', () => {
  it('finds a circle closed by a type-only import, and an import up the layers', () => {
    const dir = tree({
      'src/config/types.ts': "import type { Rule } from '../gate/rules.js';\nexport type Config = { rule: Rule };\n",
      'src/gate/rules.ts': "import type { Config } from '../config/types.js';\nexport type Rule = { config?: Config };\n",
    });
    const findings = checkArchitecture(dir);
    expect(findings.circles).toEqual([['src/config/types.ts', 'src/gate/rules.ts']]);
    expect(findings.againstDirection).toEqual([{ from: 'src/config/types.ts', to: 'src/gate/rules.ts' }]);
  });

  it('holds a leaf to importing nothing, and names files outside every layer', () => {
    const dir = tree({
      'src/vocabulary/cell.ts': "export { median } from '../stats/quantile.js';\n",
      'src/stats/quantile.ts': 'export const median = 1;\n',
      'src/newthing/a.ts': "import { median } from '../stats/quantile.js';\nexport const a = median;\n",
      'src/report/b.ts': "const load = () => import('../gate/c.js');\nexport { load };\n",
      'src/gate/c.ts': 'export const c = 1;\n',
    });
    const findings = checkArchitecture(dir);
    expect(findings.againstDirection).toEqual([{ from: 'src/vocabulary/cell.ts', to: 'src/stats/quantile.ts' }]);
    expect(findings.unplaced).toEqual(['src/newthing/a.ts']);
    // A dynamic import is an import: report may load the gate.
    expect(findings.graph.edges).toContainEqual({ from: 'src/report/b.ts', to: 'src/gate/c.ts', lazy: true });
  });

  it("finds a static import past a folder module's index.ts, and lets its index and a lazy load through", () => {
    const dir = tree({
      'src/gate/index.ts': "export { c } from './c.js';\n",
      'src/gate/c.ts': 'export const c = 1;\n',
      'src/report/inside.ts': "import { c } from '../gate/c.js';\nexport const a = c;\n",
      'src/report/surface.ts': "import { c } from '../gate/index.js';\nexport const b = c;\n",
      'src/report/late.ts': "export const load = () => import('../gate/c.js');\n",
    });
    expect(checkArchitecture(dir).pastTheSurface).toEqual([{ from: 'src/report/inside.ts', to: 'src/gate/c.ts' }]);
  });

  it('names a thin file, and lets an index.ts, a types.ts and a file of 25 lines through', () => {
    const long = Array.from({ length: THIN_LINES }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const dir = tree({
      'src/gate/index.ts': "export { c } from './c.js';\n",
      'src/gate/types.ts': 'export type T = number;\n',
      'src/gate/c.ts': 'export const c = 1;\n',
      'src/gate/long.ts': `${long}\n`,
    });
    expect(checkArchitecture(dir).thin).toEqual(['src/gate/c.ts']);
  });
});
