import type { ClientLateness, HeldLoop } from '../../gate/index.js';
import type { ClientHealthLook, LoopDelay, ThreadsGrown } from '../../runner/index.js';
import { formatNumber, formatPercent } from '../format.js';
import { renderMarkdownTable } from '../markdown/format.js';

/** What to do about a starved measuring machine. */
export const STARVED_REMEDY = 'give the runner more CPU or lower run.concurrency';

/**
 * The one line a look with a held event loop gets, in the terminal and the comment:
 * `the measuring machine was starved (event loop held 180 ms at look 2, p99 62 ms; …): …`.
 */
export function clientHealthWarning(held: HeldLoop): string {
  return `the measuring machine was starved (event loop held ${ms(held.holdMs)} at look ${held.look}, p99 ${ms(held.p99Ms)}; ${machineText(held)}): delivery and stall figures of this look may be late by as much; ${STARVED_REMEDY}`;
}

/** Why a delivery or stall rule was held open: `the measuring machine was starved (event loop held 180 ms at look 2): …`. */
export function starvedSentence(l: ClientLateness): string {
  return `the measuring machine was starved (event loop held ${ms(l.holdMs)} at look ${l.look}): ${STARVED_REMEDY}`;
}

/** The comment's line for a run with held looks (null when none was): the worst look named, the others counted. */
export function clientHealthNote(held: readonly HeldLoop[], looks: number): string | null {
  if (held.length === 0) return null;
  const worst = held.reduce((a, b) => (b.holdMs > a.holdMs ? b : a));
  const others = held.length > 1 ? ` (${held.length} of ${looks} looks were)` : '';
  return `${clientHealthWarning(worst)}${others}.`;
}

/**
 * The log line when the probe runs in worker threads: from the start (`run.workers`, or `auto` at many streams), or
 * from a look after one whose thread could not keep up (`grown`).
 */
export function probeThreadsLine(workers: number, grown: ThreadsGrown | null): string {
  const threads = `probing in ${workers} worker thread${workers === 1 ? '' : 's'}`;
  if (grown === null) return threads;
  return `${threads} from look ${grown.afterLook + 1}: one thread could not keep up at look ${grown.afterLook} (event loop p99 ${ms(grown.loopP99Ms)}, CPU ${formatNumber(grown.coreShare, 2)} of a core; run.workers: auto)`;
}

/** The warning when `auto` wanted probe threads that could not start: the run measures in-process, as it would have. */
export function probeThreadsFailedLine(reason: string): string {
  return `probe worker threads could not start (${reason}); probing in-process (run.workers: auto)`;
}

/** Process CPU, machine load and steal, as the line says them. */
function machineText(held: HeldLoop): string {
  const steal = held.stealShare === null ? 'steal not reported by this OS' : `steal ${formatPercent(held.stealShare, 0)}`;
  return `client CPU ${formatNumber(held.cpuCoreShare, 2)} of a core, load ${formatNumber(held.loadAvg1m, 1)} on ${held.cores} cores, ${steal}`;
}

/** The run details' table: one row per look, the held ones marked. */
export function clientHealthTable(looks: readonly ClientHealthLook[], held: readonly HeldLoop[]): string {
  const starved = new Set(held.map((h) => h.look));
  const rows = looks.map((l) => [
    `${l.look}${starved.has(l.look) ? ' (held)' : ''}`,
    delayText(l.loopDelay),
    l.workers === undefined ? 'in-process' : l.workers.map(delayText).join('; '),
    `${formatNumber(l.cpu.coreShare, 2)} (${l.cpu.userMs} ms user, ${l.cpu.systemMs} ms system)`,
    `${formatNumber(l.load.avg1m, 1)} / ${l.load.cores}`,
    l.stealShare === null ? 'not reported' : formatPercent(l.stealShare, 1),
  ]);
  return [
    '**Measuring client** (event-loop delay p50 / p99 / max per look; a held look may have stamped reads late)',
    '',
    renderMarkdownTable(
      ['look', 'event loop', 'probe workers', 'CPU (cores)', 'load / cores', 'steal'],
      ['right', 'left', 'left', 'left', 'right', 'right'],
      rows,
    ),
  ].join('\n');
}

function delayText(d: LoopDelay): string {
  return `${ms(d.p50Ms)} / ${ms(d.p99Ms)} / ${ms(d.maxMs)}`;
}

function ms(value: number): string {
  return `${formatNumber(value, value < 10 ? 1 : 0)} ms`;
}
