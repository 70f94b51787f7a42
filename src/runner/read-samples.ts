import { readFileSync } from 'node:fs';
import type { Sample } from '../probe/index.js';

/**
 * The samples a run wrote (`samples.jsonl`, one JSON object per line). A torn last line (a run killed mid-write)
 * is skipped: every complete line before it is still a valid sample.
 */
export function readSamplesFile(path: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      samples.push(JSON.parse(line) as Sample);
    } catch {
      // Only the last line can be torn; anything else would have failed the run when it was written.
    }
  }
  return samples;
}
