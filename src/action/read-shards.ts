import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ConfigError } from '../config/index.js';
import { readResults } from '../compare/index.js';
import type { Results } from '../results/index.js';

/**
 * Every shard's results.json under `folder`, at any depth (one folder per downloaded artifact). Results without a
 * shard (an earlier merge written into the same folder) are left out.
 */
export function readShardResults(folder: string): { path: string; results: Results }[] {
  let names: string[];
  try {
    if (!statSync(folder).isDirectory()) throw new Error('not a folder');
    names = readdirSync(folder, { recursive: true }).map(String);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([{ file: folder, path: 'results', line: null, message: `cannot read the shards' results folder: ${message}` }]);
  }
  const found = names
    .filter((name) => basename(name) === 'results.json')
    .sort()
    .map((name) => ({ path: join(folder, name), results: readResults(join(folder, name)) }))
    .filter((part) => part.results.run.shard !== null);
  if (found.length === 0) {
    throw new ConfigError([
      {
        file: folder,
        path: 'results',
        line: null,
        message: 'no shard results.json found (download every shard artifact into this folder first)',
      },
    ]);
  }
  return found;
}
