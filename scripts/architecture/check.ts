/**
 * The import graph held against the layers: circles, imports against the direction, files in no layer, imports past a
 * module's surface; and the files too thin to stand alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCircles, readImportGraph, type ImportEdge, type ImportGraph } from './import-graph.js';
import { isLeaf, layerOf, moduleOf } from './layers.js';

export interface ArchitectureFindings {
  graph: ImportGraph;
  circles: string[][];
  /** Imports of a module beside or above the importer's (or, from a leaf, of anything outside it). */
  againstDirection: ImportEdge[];
  /** Source files whose module is in no layer. */
  unplaced: string[];
  /** Static imports from outside a folder module into a file of it other than its index.ts (its public surface). */
  pastTheSurface: ImportEdge[];
  /** Files under THIN_LINES lines that are neither an index.ts or types.ts nor kept in THIN_FILES_KEPT. */
  thin: string[];
}

/** A file of fewer lines is thin: its content belongs in the neighbour that owns its concept, unless it is kept below. */
export const THIN_LINES = 25;

/** Thin files kept as files of their own, each for its reason (an index.ts or a types.ts is kept for its kind). */
export const THIN_FILES_KEPT: Readonly<Record<string, string>> = {
  'src/cli.ts': 'an entry: checks the Node version before anything else is loaded',
  'src/version.ts': "the tool's version and the runner's description, read by the entries, results and baselines",
  'src/util/user-error.ts': "the base class of every error that is the user's to fix, extended across the modules",
  'src/util/values.ts': 'the leaf helpers every layer imports (isRecord, roundToMicroseconds); nothing else in util/ is about values',
  'src/vocabulary/checks.ts': 'a registry: the conformance check ids, which the schemas and docs are generated from',
  'src/vocabulary/cause-list.ts': 'a registry: the ordered causes, apart from causes.ts so that metric-table.ts closes no circle',
  'src/vocabulary/invocation.ts': 'a registry: the ways the tool is run, each with the command it writes',
};

/** A thin file (fewer than THIN_LINES lines) not kept for its kind or a named reason. */
export function isThin(file: string, lines: number): boolean {
  if (lines >= THIN_LINES || /(^|\/)(index|types)\.ts$/.test(file)) return false;
  return !(file in THIN_FILES_KEPT);
}

function lineCount(root: string, file: string): number {
  return readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;
}

/**
 * A module's index.ts is its public surface: a file of another module imports a folder module through it, so the
 * module's internals can move without touching their callers. A lazy `import('…')` names the file it loads, so that
 * loading it late does not load the whole module early.
 */
export function pastTheSurface(edge: ImportEdge): boolean {
  const from = moduleOf(edge.from);
  const to = moduleOf(edge.to);
  if (from === to || edge.lazy || to.endsWith('.ts')) return false;
  return edge.to !== `src/${to}/index.ts`;
}

export function againstDirection(edge: ImportEdge): boolean {
  const from = moduleOf(edge.from);
  const to = moduleOf(edge.to);
  if (from === to) return false;
  if (isLeaf(from)) return true;
  return layerOf(to) >= layerOf(from);
}

export function checkArchitecture(root: string): ArchitectureFindings {
  const graph = readImportGraph(root, 'src');
  return {
    graph,
    circles: importCircles(graph),
    againstDirection: graph.edges.filter(
      (edge) => layerOf(moduleOf(edge.from)) >= 0 && layerOf(moduleOf(edge.to)) >= 0 && againstDirection(edge),
    ),
    unplaced: graph.files.filter((file) => layerOf(moduleOf(file)) < 0),
    pastTheSurface: graph.edges.filter(pastTheSurface),
    thin: graph.files.filter((file) => isThin(file, lineCount(root, file))),
  };
}
