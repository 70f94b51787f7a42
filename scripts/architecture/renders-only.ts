/**
 * The report renders decisions and never remakes them: no file in src/report/ or its sub-folders may import a value (a
 * function, a constant) from src/gate/, src/stats/, src/decision/ or src/compare/, only their types. Statistics the
 * views show are computed on the results side (src/results/distribution.ts) or carried in the gate's outcome; the
 * verdict, the cells' pairing, the findings and the headline's facts come from the run's one decision
 * (src/decision/run.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Folders whose values the report may not import: it renders the run's decision (src/decision/), never remakes it. */
export const DECIDING = ['src/gate/', 'src/stats/', 'src/decision/', 'src/compare/'] as const;

export interface ValueImport {
  /** The importing file, e.g. `src/report/markdown/views.ts`. */
  file: string;
  /** The file it imports from, e.g. `src/gate/cache/hits.ts`. */
  from: string;
  /** The value names imported (`*` for a namespace or a dynamic import). */
  names: string[];
}

const toPosix = (path: string): string => path.split('\\').join('/');

/** The `.ts` files under `dir`, its sub-folders included, sorted. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return tsFiles(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    })
    .sort();
}

/** Every import or re-export of a value from the deciding folders by a file of `root/src/report` or its sub-folders. */
export function reportValueImports(root: string): ValueImport[] {
  const found: ValueImport[] = [];
  for (const file of tsFiles(resolve(root, 'src/report'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const target = (specifier: string): string | null => {
      if (!specifier.startsWith('.')) return null;
      const path = toPosix(relative(root, resolve(dirname(file), specifier))).replace(/\.js$/, '.ts');
      return DECIDING.some((d) => path.startsWith(d)) ? path : null;
    };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const from = target(node.moduleSpecifier.text);
        const names = from ? valueNames(node) : [];
        if (from && names.length > 0) found.push({ file: toPosix(relative(root, file)), from, names });
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = node.arguments[0];
        const from = arg && ts.isStringLiteral(arg) ? target(arg.text) : null;
        if (from) found.push({ file: toPosix(relative(root, file)), from, names: ['*'] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The names an import or export declaration brings in as values (none when it is `import type` or all `type X`). */
function valueNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause) return ['*'];
    if (ts.isNamespaceExport(node.exportClause)) return ['*'];
    return node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
  }
  const clause = node.importClause;
  if (!clause) return ['*'];
  if (clause.isTypeOnly) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
  return names;
}
