/**
 * Which answered requests are sent again after the measured ones, to measure how often each side agrees with itself
 * (docs/quality.md, "Self-agreement"). Per cell (scenario × cache) of a scenario whose `quality.repeat` is above 0:
 * - beside a reference endpoint, `repeat` of the reference's answered requests, chosen by the run's seed (all of them
 *   when fewer), and on every other endpoint its request to the same prompt (the k-th to it as the k-th), so the
 *   reference's repeats and the candidates' fall on the prompts they are compared on;
 * - without one (answers compared with a baseline's), `repeat` of each endpoint's own answered requests, chosen alike.
 * Requests are chosen by position only, never by what they answered, so the choice cannot favour either side. Pure.
 */
import { createRng, deriveSeed, hashString } from '../stats/index.js';
import type { OutputRecord } from './types.js';

/** A request to send again: its endpoint and plan item. */
export interface RepeatChoice {
  endpoint: string;
  item: number;
}

export function repeatedRequests(
  outputs: readonly OutputRecord[],
  scenarios: readonly { name: string; quality?: { repeat: number } }[],
  reference: string | null,
  seed: number,
): RepeatChoice[] {
  const wanted = new Map(scenarios.flatMap((s) => ((s.quality?.repeat ?? 0) > 0 ? [[s.name, s.quality!.repeat] as const] : [])));
  const cells = new Map<string, OutputRecord[]>();
  for (const o of outputs) {
    if (o.repeat !== undefined || !wanted.has(o.scenario)) continue;
    const key = JSON.stringify([o.scenario, o.cache]);
    const list = cells.get(key) ?? [];
    list.push(o);
    cells.set(key, list);
  }
  const chosen: RepeatChoice[] = [];
  for (const [key, records] of cells) {
    const count = wanted.get(records[0]!.scenario)!;
    const rng = createRng(deriveSeed(seed, hashString(key)));
    const byEndpoint = new Map<string, OutputRecord[]>();
    for (const r of [...records].sort((a, b) => a.item - b.item)) {
      const list = byEndpoint.get(r.endpoint) ?? [];
      list.push(r);
      byEndpoint.set(r.endpoint, list);
    }
    if (reference !== null) {
      const anchors = byEndpoint.get(reference) ?? [];
      const occurrences = [...byEndpoint.values()].map(byPromptOccurrence);
      for (const anchor of sample(anchors, count, rng)) {
        const at = occurrenceKey(anchor, anchors);
        for (const index of occurrences) {
          const match = index.get(at);
          if (match) chosen.push({ endpoint: match.endpoint, item: match.item });
        }
      }
    } else {
      for (const own of byEndpoint.values()) for (const r of sample(own, count, rng)) chosen.push({ endpoint: r.endpoint, item: r.item });
    }
  }
  return chosen.sort((a, b) => a.item - b.item || a.endpoint.localeCompare(b.endpoint));
}

/** `count` of `records` chosen uniformly by `rng` (all when fewer), in plan order. */
function sample(records: readonly OutputRecord[], count: number, rng: () => number): OutputRecord[] {
  const shuffled = [...records];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, count).sort((a, b) => a.item - b.item);
}

/** `prompt` and which request to it this is (0 for the first, in plan order) among an endpoint's `records`. */
function occurrenceKey(record: OutputRecord, records: readonly OutputRecord[]): string {
  const k = records.filter((r) => r.prompt === record.prompt && r.item < record.item).length;
  return `${record.prompt}\u0000${k}`;
}

/** An endpoint's records by prompt and occurrence (records in plan order). */
function byPromptOccurrence(records: readonly OutputRecord[]): Map<string, OutputRecord> {
  const seen = new Map<string, number>();
  const index = new Map<string, OutputRecord>();
  for (const r of records) {
    const k = seen.get(r.prompt) ?? 0;
    seen.set(r.prompt, k + 1);
    index.set(`${r.prompt}\u0000${k}`, r);
  }
  return index;
}
