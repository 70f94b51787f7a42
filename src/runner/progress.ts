import type { Progress } from './run-plan.js';

export interface ProgressWriter {
  update(progress: Progress): void;
  finish(): void;
}

/** A live line on a TTY; otherwise a line at most every `intervalMs` (CI logs stay short). */
export function createProgressWriter(stream: { write(s: string): unknown; isTTY?: boolean }, intervalMs = 5000): ProgressWriter {
  let lastLineAt = -Infinity;
  let lastPhase = '';
  let live = false;
  const format = (p: Progress): string => {
    const pct = p.total > 0 ? Math.floor((100 * p.done) / p.total) : 100;
    return `${p.phase} ${p.done}/${p.total} (${pct}%) · ${p.errors} errors · ${p.inFlight} in flight · ${(p.elapsedMs / 1000).toFixed(1)} s`;
  };
  return {
    update(p) {
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${format(p)}`);
        live = true;
        return;
      }
      const phaseChanged = p.phase !== lastPhase;
      if (phaseChanged || p.done === p.total || p.elapsedMs - lastLineAt >= intervalMs) {
        stream.write(`${format(p)}\n`);
        lastLineAt = p.elapsedMs;
        lastPhase = p.phase;
      }
    },
    finish() {
      if (live) stream.write('\n');
      live = false;
    },
  };
}
