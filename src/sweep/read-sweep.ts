import { readFileSync } from 'node:fs';
import { parseSweep } from '../results/index.js';
import type { SweepResults } from '../results/index.js';

/** Reads a sweep.json written by `streamgate sweep`; anything else is a ConfigError naming the file and the problems. */
export function readSweep(path: string): SweepResults {
  return parseSweep(path, () => readFileSync(path, 'utf8'));
}
