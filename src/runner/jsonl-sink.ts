import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

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
