/** The import graph held against the layers: circles, imports against the direction, files in no layer. */
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
  };
}
