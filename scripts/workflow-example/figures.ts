/**
 * What the merge job of a sharded workflow states, read back from its files: the merged verdict, and how the shards'
 * load went together — the agreed start, the overlap of their measuring windows (intersection over union), the
 * clock disagreement, each shard's window and clock — from results.json (`run.shards`) after `mode: merge`, per level
 * from sweep.json after a sweep's merge; with the report's own sentence on it, from the job summary.
 */
import type { ShardsTogether } from '../../src/results/types.js';
import type { SweepResults } from '../../src/results/sweep-types.js';
import type { StepRun } from './jobs.js';

const percent = (share: number | null): string => (share === null ? 'unknown' : `${(share * 100).toFixed(1)}%`);
const ms = (value: number | null): string => (value === null ? 'unknown' : `${Math.round(value)} ms`);
const clock = (iso: string): string => iso.slice(11, 23);

function gateFigures(shards: ShardsTogether | undefined): string[] {
  if (!shards) return ['the merged results record no shards'];
  const lines = [
    `agreed start ${shards.agreedAt ?? 'none'}: the shards' measuring windows overlapped ${percent(shards.overlapShare)} ` +
      `(intersection over union; at least ${percent(shards.minOverlap)} required); clock disagreement ${ms(shards.clockSpreadMs)}`,
  ];
  for (const w of shards.windows) {
    const window = w.window ? `${clock(w.window.start)}–${clock(w.window.end)} UTC` : 'no window';
    const lag = w.startLagMs === null ? '' : `, began ${ms(w.startLagMs)} after the agreed start`;
    lines.push(`  shard ${w.shard}/${shards.windows.length}: window ${window}${lag}, clock ${w.clockSync}`);
  }
  return lines;
}

function sweepFigures(sweep: SweepResults): string[] {
  return sweep.endpoints.flatMap((e) =>
    e.levels.map((level) => {
      const s = level.shards;
      const split = s
        ? `shares ${s.shares.join(' + ')}, overlap ${percent(s.overlapShare)}, clock disagreement ${ms(s.clockSpreadMs)}`
        : 'not sharded';
      return `  ${e.name} at ${level.load}: ${level.state}; ${split}`;
    }),
  );
}

/** The merge step's figures, `read` reading a file of the merge job's workspace. */
export function describeMerge(step: StepRun, read: (path: string) => unknown): string {
  const verdict = `merged verdict: ${step.outputs.verdict ?? 'none'} (exit ${step.code})`;
  const sentence = step.summary.split('\n').find((line) => line.includes('Load from')) ?? '';
  const refused = /```text\n([\s\S]*?)\n```/.exec(step.summary);
  const sweepPath = step.outputs['sweep-path'];
  const resultsPath = step.outputs['results-path'];
  if (!sweepPath && !resultsPath) return [verdict, refused ? refused[1]! : 'the merge wrote no results'].join('\n');
  if (sweepPath) {
    const sweep = read(sweepPath) as SweepResults;
    const capacity = step.outputs.capacity ? `; capacity ${step.outputs.capacity}` : '';
    return [`${verdict}${capacity}`, 'levels:', ...sweepFigures(sweep), sentence].filter(Boolean).join('\n');
  }
  const results = read(resultsPath!) as { run: { shards?: ShardsTogether } };
  // The report's headline and its failures, as the job summary shows them.
  const lines = step.summary.split('\n');
  const headline = (lines.find((line) => line.startsWith('**streamgate')) ?? '').replace(/\*\*/g, '');
  const failures = lines.filter((line) => line.startsWith('- ❌'));
  return [verdict, ...gateFigures(results.run.shards), sentence ? `report: ${sentence.trim()}` : '', headline, ...failures]
    .filter(Boolean)
    .join('\n');
}
