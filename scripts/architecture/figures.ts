/**
 * The figures of src/ that `npm run architecture` prints and docs/design/architecture.md carries between its `figures`
 * markers (written by `npm run generate`; test/generated.test.ts fails when the page is behind): files and imports,
 * what the layer test holds at 0, the widest folder, the largest files and the functions of LONG_FUNCTION_LINES lines
 * or more by the TypeScript compiler's line span. Figures that move with every edited line (total, mean and median
 * lines) are printed, not written into the page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { checkArchitecture, type ArchitectureFindings } from './check.js';
import { moduleOf } from './layers.js';

/** A function this long or longer is listed: a function should follow its seams well before it. */
export const LONG_FUNCTION_LINES = 100;
/** A file this long or longer is listed. */
export const LARGE_FILE_LINES = 300;

export interface LongFunction {
  name: string;
  file: string;
  lines: number;
}

export interface ArchitectureFigures {
  files: number;
  imports: number;
  /** Imports from one module to another. */
  between: number;
  circles: number;
  againstDirection: number;
  pastTheSurface: number;
  thin: number;
  /** The folder of src/ with the most .ts files of its own (subfolders apart). */
  widest: { folder: string; files: number };
  /** Source lines: total, mean and median a file (printed only). */
  lines: { total: number; mean: number; median: number };
  /** Files of LARGE_FILE_LINES lines or more, longest first. */
  largeFiles: { file: string; lines: number }[];
  /** Functions of LONG_FUNCTION_LINES lines or more, longest first. */
  longFunctions: LongFunction[];
}

const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

/** The name a function goes by: its own, or the variable, property or method it is assigned to. */
function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
    const owner = ts.isMethodDeclaration(node) && ts.isClassLike(node.parent) && node.parent.name ? `${node.parent.name.text}.` : '';
    return `${owner}${node.name.text}`;
  }
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

/** Every function of a source file with its line span, declaration to closing brace. */
export function functionSpans(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const spans: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ name: functionName(node as ts.FunctionLikeDeclaration), file, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

export function architectureFigures(root: string, findings: ArchitectureFindings = checkArchitecture(root)): ArchitectureFigures {
  const { graph } = findings;
  const texts = graph.files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
  const counts = texts.map(({ file, text }) => ({ file, lines: lineCount(text) }));
  const sorted = counts.map((c) => c.lines).sort((a, b) => a - b);
  const total = sorted.reduce((sum, n) => sum + n, 0);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  const folders = new Map<string, number>();
  for (const file of graph.files) folders.set(dirname(file), (folders.get(dirname(file)) ?? 0) + 1);
  const [folder, files] = [...folders].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['src', 0];
  const byLength = <T extends { lines: number; file: string }>(a: T, b: T): number => b.lines - a.lines || a.file.localeCompare(b.file);
  return {
    files: graph.files.length,
    imports: graph.edges.length,
    between: graph.edges.filter((e) => moduleOf(e.from) !== moduleOf(e.to)).length,
    circles: findings.circles.length,
    againstDirection: findings.againstDirection.length,
    pastTheSurface: findings.pastTheSurface.length,
    thin: findings.thin.length,
    widest: { folder, files },
    lines: { total, mean: sorted.length > 0 ? Math.round(total / sorted.length) : 0, median },
    largeFiles: counts.filter((c) => c.lines >= LARGE_FILE_LINES).sort(byLength),
    longFunctions: texts
      .flatMap(({ file, text }) => functionSpans(file, text))
      .filter((f) => f.lines >= LONG_FUNCTION_LINES)
      .sort(byLength),
  };
}

const short = (file: string): string => file.replace(/^src\//, '');

/** The figures as the page carries them: a list, every number from the tree as it is. */
export function figuresMarkdown(f: ArchitectureFigures): string {
  const listed = <T>(items: readonly T[], none: string, item: (x: T) => string): string =>
    items.length === 0 ? none : items.map(item).join(', ');
  return [
    `- ${f.files} files in \`src/\`, ${f.imports.toLocaleString('en')} imports (${f.between} between modules)`,
    `- ${f.circles} circles, ${f.againstDirection} imports against the direction, ${f.pastTheSurface} imports past a module's \`index.ts\`, ${f.thin} thin files`,
    `- the widest folder: \`${short(f.widest.folder)}/\`, ${f.widest.files} files`,
    `- files of ${LARGE_FILE_LINES} lines or more: ${listed(f.largeFiles, 'none', (c) => `\`${short(c.file)}\` ${c.lines}`)}`,
    `- functions of ${LONG_FUNCTION_LINES} lines or more (the TypeScript compiler's line span of each): ${listed(f.longFunctions, 'none', (fn) => `\`${fn.name}\` (\`${short(fn.file)}\`) ${fn.lines}`)}`,
  ].join('\n');
}
