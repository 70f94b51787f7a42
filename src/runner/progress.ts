import type { Progress } from './run-plan.js';

export interface ProgressWriter {
  update(progress: Progress): void;
  finish(): void;
}

/** A live line on a TTY; otherwise a line at most every `intervalMs` (CI logs stay short). */
export function createProgressWriter(stream: { write(s: string): unknown; isTTY?: boolean }, intervalMs = 5000): ProgressWriter {
  let lastLineAt = -Infinity;
  let lastPhase = '';
  let lastElapsed = 0;
  let lastDone = 0;
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
      // A new plan (the next look of a sequential run) starts its clock and count again: its first line is shown.
      const restarted = p.elapsedMs < lastElapsed || p.done < lastDone;
      lastElapsed = p.elapsedMs;
      lastDone = p.done;
      if (restarted) lastLineAt = -Infinity;
      const phaseChanged = p.phase !== lastPhase;
      if (restarted || phaseChanged || p.done === p.total || p.elapsedMs - lastLineAt >= intervalMs) {
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
