/**
 * `npx tsx scripts/one-import-line.ts [folder…]`: one import line per module, and one re-export line per module, in
 * every `.ts` file under the folders (default src, scripts, test, bench), which ESLint's `no-duplicate-imports`
 * (eslint.config.js) asks for and cannot fix itself. The declarations of one module merge into the first of them, type
 * names marked inline (`import { a, type B } from './x.js'`; all types stay `import type { … }`); a default or
 * namespace import is left as it is. Run Prettier after it (`npm run format`) to wrap long lines.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

interface Named {
  name: string;
  /** `b as c`: the property name, else null. */
  propertyName: string | null;
  type: boolean;
}

type Merged = ts.ImportDeclaration | ts.ExportDeclaration;

/** The named bindings of a plain `import { … }` or `export { … } from`, or null when it is anything else. */
function namedOf(node: Merged): Named[] | null {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return null;
    if (node.attributes) return null;
    return clause.namedBindings.elements.map((e) => ({
      name: e.name.text,
      propertyName: e.propertyName ? e.propertyName.getText() : null,
      type: clause.isTypeOnly || e.isTypeOnly,
    }));
  }
  if (!node.moduleSpecifier || !node.exportClause || !ts.isNamedExports(node.exportClause) || node.attributes) return null;
  return node.exportClause.elements.map((e) => ({
    name: e.name.getText(),
    propertyName: e.propertyName ? e.propertyName.getText() : null,
    type: node.isTypeOnly || e.isTypeOnly,
  }));
}

function specifierText(named: Named, inlineType: boolean): string {
  const base = named.propertyName ? `${named.propertyName} as ${named.name}` : named.name;
  return inlineType && named.type ? `type ${base}` : base;
}

/** The merged declaration of one module's bindings. */
function mergedText(kind: 'import' | 'export', module: string, all: readonly Named[]): string {
  const seen = new Set<string>();
  const unique = all.filter((n) => {
    const key = `${n.type ? 'type ' : ''}${n.propertyName ?? ''} ${n.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A name imported both as a type and as a value needs only the value.
  const values = new Set(unique.filter((n) => !n.type).map((n) => `${n.propertyName ?? ''} ${n.name}`));
  const kept = unique.filter((n) => !n.type || !values.has(`${n.propertyName ?? ''} ${n.name}`));
  const typeOnly = kept.every((n) => n.type);
  const list = kept.map((n) => specifierText(n, !typeOnly)).join(', ');
  return `${kind}${typeOnly ? ' type' : ''} { ${list} } from ${module};`;
}

/** The file's text with each module's import and re-export lines merged; the same text when there is nothing to merge. */
export function oneImportLine(file: string, text: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const groups = new Map<string, Merged[]>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier) || namedOf(statement) === null) continue;
    const key = `${ts.isImportDeclaration(statement) ? 'import' : 'export'} ${statement.moduleSpecifier.text}`;
    groups.set(key, [...(groups.get(key) ?? []), statement]);
  }
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [key, nodes] of groups) {
    if (nodes.length < 2) continue;
    const kind = key.startsWith('import ') ? 'import' : 'export';
    const module = nodes[0]!.moduleSpecifier!.getText(source);
    edits.push({
      start: nodes[0]!.getStart(source),
      end: nodes[0]!.getEnd(),
      text: mergedText(
        kind,
        module,
        nodes.flatMap((n) => namedOf(n)!),
      ),
    });
    for (const node of nodes.slice(1)) {
      // The whole line of a later declaration goes, its leading comments with it only when they stand on its own lines.
      let end = node.getEnd();
      if (text[end] === '\n') end += 1;
      edits.push({ start: node.getStart(source), end, text: '' });
    }
  }
  return edits.sort((a, b) => b.start - a.start).reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'fixtures' ? [] : tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'scripts', 'test', 'bench'];
  let changed = 0;
  for (const file of folders.flatMap((folder) => tsFiles(join(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    const merged = oneImportLine(file, text);
    if (merged !== text) {
      writeFileSync(file, merged);
      changed++;
    }
  }
  console.log(`${changed} file(s) with one import line per module now; run npm run format to wrap long lines`);
}
