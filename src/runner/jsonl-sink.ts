// The run's JSONL file, `samples.jsonl`: written one line per record as each completes, and read back.
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Sample } from '../probe/index.js';

/**
 * Appends one JSON line per record with a synchronous write, so a record is in the kernel's hands before the
 * next request starts: a killed run loses nothing it measured.
 */
export interface JsonlSink {
  readonly path: string;
  write(record: unknown): void;
  close(): void;
}

export function openJsonlSink(path: string): JsonlSink {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  let open = true;
  return {
    path,
    write(record) {
      if (!open) throw new Error(`JSONL sink ${path} is closed`);
      writeSync(fd, `${JSON.stringify(record)}\n`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}

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
