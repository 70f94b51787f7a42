import { isAlias, isMap, isNode, isScalar, isSeq, type Document, type LineCounter } from 'yaml';
import type { PathSegment } from './json-path.js';

/** Finds the 1-based line of the value at a JSON path, or of its nearest existing ancestor. */
export type LineLocator = (path: readonly PathSegment[]) => number | null;

export const NO_LINES: LineLocator = () => null;

/**
 * Walks the parsed document's node tree (which keeps source ranges) rather than the plain value.
 * A map entry is located by its key, because for block values (`messages:` followed by an indented
 * list) the key's line is where a reader looks.
 */
export function createLineLocator(doc: Document, lineCounter: LineCounter): LineLocator {
  return (path) => {
    let node: unknown = doc.contents;
    let offset = rangeStart(node);
    for (const segment of path) {
      node = deref(node, doc);
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (pair === undefined) break;
        offset = rangeStart(pair.key) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment];
        if (item === undefined || item === null) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else {
        break;
      }
    }
    return offset === null ? null : lineCounter.linePos(offset).line;
  };
}

function deref(node: unknown, doc: Document): unknown {
  return isAlias(node) ? node.resolve(doc) : node;
}

function rangeStart(node: unknown): number | null {
  return isNode(node) && node.range ? node.range[0] : null;
}
