/**
 * The project's import graph, read from the sources with TypeScript's own pre-processor: every `import`/`export … from`
 * and dynamic `import()` of a relative path, type-only ones included (a type import ties two files as surely as a value
 * import: neither can be understood or moved without the other).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  /** Only ever loaded with `import('…')`, at the moment it is needed. */
  lazy?: true;
}

export interface ImportGraph {
  /** Source files, relative to the root with forward slashes (`src/gate/types.ts`). */
  files: string[];
  edges: ImportEdge[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const toPosix = (path: string): string => path.split('\\').join('/');

/** Every relative import of every `.ts` file under `root/dir`, resolved to the file it names (`.js` → `.ts`). */
export function readImportGraph(root: string, dir = 'src'): ImportGraph {
  const absoluteFiles = sourceFiles(resolve(root, dir));
  const files = absoluteFiles.map((file) => toPosix(relative(root, file))).sort();
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const lazy = lazySpecifiers(text);
    for (const imported of info.importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = toPosix(relative(root, resolve(root, dirname(file), imported.fileName))).replace(/\.js$/, '.ts');
      if (!known.has(target) || target === file) continue;
      edges.push(lazy.has(imported.fileName) ? { from: file, to: target, lazy: true } : { from: file, to: target });
    }
  }
  const unique = new Map(edges.map((edge) => [`${edge.from}\u0000${edge.to}`, edge]));
  return { files, edges: [...unique.values()] };
}

/** Specifiers a file loads only with `import('…')`, never with a static `import`/`export … from`. */
function lazySpecifiers(text: string): Set<string> {
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  const statics = new Set([...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!));
  return new Set(dynamic.filter((spec) => !statics.has(spec)));
}

/** Strongly connected components of more than one file (Tarjan): each is a circle of imports. */
export function importCircles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>(graph.files.map((file) => [file, []]));
  for (const edge of graph.edges) next.get(edge.from)!.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  return circles;
}
