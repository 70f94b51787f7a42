import { readFileSync } from 'node:fs';
import { parseResults } from '../results/index.js';
import type { Results } from '../results/index.js';

/** Reads a results.json written by a run; anything else is a ConfigError naming the file and the problems. */
export function readResults(path: string): Results {
  return parseResults(path, () => readFileSync(path, 'utf8'));
}
