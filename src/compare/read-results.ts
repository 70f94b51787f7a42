import { readFileSync } from 'node:fs';
import { parseResults } from '../results/parse-results.js';
import type { Results } from '../results/types.js';

/** Reads a results.json written by a run; anything else is a ConfigError naming the file and the problems. */
export function readResults(path: string): Results {
  return parseResults(path, () => readFileSync(path, 'utf8'));
}
