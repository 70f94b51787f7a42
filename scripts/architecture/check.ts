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
  };
}
