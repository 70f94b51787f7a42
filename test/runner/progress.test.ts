import { describe, expect, it } from 'vitest';
import { createProgressWriter } from '../../src/runner/progress.js';
import type { Progress } from '../../src/runner/run-plan.js';

const at = (done: number, total: number, elapsedMs: number): Progress => ({
  phase: 'measure',
  done,
  total,
  errors: 0,
  inFlight: 1,
  elapsedMs,
});

describe('progress lines in a CI log', () => {
  it('prints the first line of every look, whose clock and count start again', () => {
    const lines: string[] = [];
    const writer = createProgressWriter({ write: (s: string) => lines.push(s) }, 5000);
    // Look 1: 20 s long, a line at its start, every 5 s and at its end.
    for (let t = 0; t <= 20_000; t += 1000) writer.update(at(Math.floor(t / 1000), 20, t));
    const firstLook = lines.length;
    expect(lines[0]).toBe('measure 0/20 (0%) · 0 errors · 1 in flight · 0.0 s\n');
    expect(lines.at(-1)).toMatch(/^measure 20\/20 \(100%\)/);
    // Look 2 starts again at 0 s: its lines must not wait until its clock passes look 1's last line (20 s).
    for (let t = 0; t <= 12_000; t += 1000) writer.update(at(Math.floor(t / 1000), 40, t));
    const secondLook = lines.slice(firstLook);
    expect(secondLook[0]).toBe('measure 0/40 (0%) · 0 errors · 1 in flight · 0.0 s\n');
    expect(secondLook.map((l) => l.match(/ (\d+\.\d) s\n$/)![1])).toEqual(['0.0', '5.0', '10.0']);
  });
});
