/**
 * Sentences for the gate's warnings. What was not gated is grouped so a reviewer reads a few lines, one per metric
 * and cause over all cells (`TTFT p95, longest stall p95: not gated in 14 cells (a tail needs ≥ 50 requests per
 * side; 7–30 here)`), instead of one per cell. Plain text: callers escape it.
 */
import type { GateWarning, NotGatedWarning } from '../../gate/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { cellWhere, formatP } from '../format.js';

/** One warning on its own, e.g. `api/chat/cold: no baseline cell, not compared (…)`. */
export function explainWarning(w: GateWarning): string {
  switch (w.kind) {
    case 'unmatched-cell':
      return w.side === 'candidate'
        ? `${w.cell}: no baseline cell, not compared (new scenario, endpoint or cache state?)`
        : `${w.cell}: in the baseline but not measured now, not compared`;
    case 'duplicate-cell':
      return `${w.cell}: more than one ${w.side} cell, only the first is compared`;
    case 'order-drift':
      return `${w.endpoint}, ${statisticLabel(w.metric, w.statistic)}: drifted apart from the reference within the run (±${Math.round(Math.expm1(w.sd) * 100)}% between blocks of its requests, ${formatP(w.pValue)}); its test allows for it — does the reference run on a server of its own?`;
    case 'not-gated':
      return `${w.endpoint} · ${cellWhere(w)}, ${statisticLabel(w.metric, w.statistic)}: not gated (${detail(w.why, w.tail, w.needed, emptySide(w), shortRange([w]))})`;
  }
}

/** Every warning as few lines as can say it: unmatched and repeated cells one by one, then the grouped not-gated lines. */
export function explainWarnings(warnings: readonly GateWarning[]): string[] {
  return [...warnings.filter((w) => w.kind !== 'not-gated').map(explainWarning), ...explainNotGated(warnings)];
}

interface Group {
  labels: string[];
  why: NotGatedWarning['why'];
  tail: boolean;
  needed: number | null;
  side: 'baseline' | 'candidate' | null;
  warnings: NotGatedWarning[];
}

/**
 * The not-gated warnings (others are left out), one line per metric, statistic and cause over all cells; metrics
 * not gated for the same cause in the same cells share a line.
 */
export function explainNotGated(warnings: readonly GateWarning[]): string[] {
  const byRule = new Map<string, Group>();
  for (const w of warnings) {
    if (w.kind !== 'not-gated') continue;
    const side = emptySide(w);
    const key = [w.metric, w.statistic, w.why, w.needed, side].join('\u0000');
    const group = byRule.get(key) ?? {
      labels: [statisticLabel(w.metric, w.statistic)],
      why: w.why,
      tail: w.tail,
      needed: w.needed,
      side,
      warnings: [],
    };
    group.warnings.push(w);
    byRule.set(key, group);
  }
  // Rules not gated for the same cause in the same cells, with the same counts, read as one line.
  const lines = new Map<string, Group>();
  for (const group of byRule.values()) {
    const cells = [...new Set(group.warnings.map((w) => w.cell))].sort();
    const key = [group.why, group.tail, group.needed, group.side, shortRange(group.warnings), ...cells].join('\u0000');
    const same = lines.get(key);
    if (same) same.labels.push(...group.labels);
    else lines.set(key, group);
  }
  return [...lines.values()].map(
    (g) => `${g.labels.join(', ')}: not gated in ${where(g.warnings)} (${detail(g.why, g.tail, g.needed, g.side, shortRange(g.warnings))})`,
  );
}

/** The side with nothing to compare, for the causes that have one. */
function emptySide(w: NotGatedWarning): 'baseline' | 'candidate' | null {
  if (w.why !== 'none-on-one-side' && w.why !== 'nothing-to-count') return null;
  return w.candidate === 0 ? 'candidate' : 'baseline';
}

/** `api · chat · cold`, `7 cells of buffered`, `14 cells`. */
function where(warnings: readonly NotGatedWarning[]): string {
  const cells = [...new Set(warnings.map((w) => w.cell))];
  if (cells.length === 1) return `${warnings[0]!.endpoint} · ${cellWhere(warnings[0]!)}`;
  const endpoints = [...new Set(warnings.map((w) => w.endpoint))];
  return endpoints.length === 1 ? `${cells.length} cells of ${endpoints[0]}` : `${cells.length} cells`;
}

/** One cell's requests per side, the comparison side first (`9 vs 30`); over several, those of each cell's shorter side (`7–30`). */
function shortRange(warnings: readonly NotGatedWarning[]): string {
  if (warnings.length === 1) return `${warnings[0]!.baseline} vs ${warnings[0]!.candidate}`;
  const short = warnings.map((w) => Math.min(w.baseline, w.candidate));
  const low = Math.min(...short);
  const high = Math.max(...short);
  return low === high ? `${low}` : `${low}–${high}`;
}

function detail(
  why: NotGatedWarning['why'],
  tail: boolean,
  needed: number | null,
  side: 'baseline' | 'candidate' | null,
  range: string,
): string {
  switch (why) {
    case 'too-few-requests':
      return `${tail ? 'a tail needs' : 'needs'} ≥ ${needed ?? '?'} requests per side; ${range} here`;
    case 'none-on-one-side':
      return `no ${side ?? 'candidate'} request measured it`;
    case 'nothing-to-count':
      return `no ${side ?? 'candidate'} request to count`;
    case 'too-few-cache-hits':
      // A warm cell is compared over the requests that hit the prefix cache; its misses are not mixed in to make up the count.
      return `compared over the requests that hit the prefix cache, and too few did: ${tail ? 'a tail needs' : 'needs'} ≥ ${needed ?? '?'} hits per side; ${range} here`;
  }
}
