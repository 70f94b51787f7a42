/**
 * The prefix-cache hit share from the server's own counters, where the responses' usage says nothing of cached
 * tokens (vLLM without prompt-token details): the same miss-share rule (src/gate/cache/share.ts) then sees a dead
 * cache it could not see before. A server's counters are per server, not per cell, so this is done per endpoint and
 * only where they can be its own: every look's window held that endpoint's requests alone on its metrics URL
 * (`sharedWith` empty), both counters were read in every look, and none reset. The hit share is the counters'
 * hit tokens over the prompt tokens of the endpoint's warm requests (cold requests start with a unique nonce and are
 * taken to hit nothing), capped at 1, and each warm cell's successful requests are split by it into hits and misses:
 * a share of tokens standing for a share of requests, as a request hits when most of its prompt came from the cache.
 */
import type { EndpointTelemetry } from '../../telemetry/index.js';
import { reportsHits } from './hits.js';
import type { CellData } from '../types.js';

export function withServerCacheHits<T extends CellData>(cells: readonly T[], telemetry: readonly EndpointTelemetry[] | undefined): T[] {
  if (!telemetry || telemetry.length === 0) return [...cells];
  const shares = new Map<string, ServerShare>();
  for (const t of telemetry) {
    const share = serverShare(
      t,
      cells.filter((c) => c.endpoint === t.endpoint),
    );
    if (share) shares.set(t.endpoint, share);
  }
  return cells.map((cell) => {
    const share = shares.get(cell.endpoint);
    if (!share || cell.cache !== 'warm') return cell;
    const ok = Math.max(0, cell.n - cell.errors);
    const hit = Math.round(ok * share.share);
    return {
      ...cell,
      serverCacheHits: {
        hit,
        miss: ok - hit,
        hitTokens: share.hitTokens,
        warmPromptTokens: share.warmPromptTokens,
        counters: share.counters,
      },
    };
  });
}

interface ServerShare {
  share: number;
  hitTokens: number;
  warmPromptTokens: number;
  counters: string;
}

function serverShare(telemetry: EndpointTelemetry, cells: readonly CellData[]): ServerShare | null {
  const warm = cells.filter((c) => c.cache === 'warm');
  // The usage said: the responses' own report is per request and wins.
  if (warm.length === 0 || warm.some(reportsHits)) return null;
  if (telemetry.looks.length === 0) return null;
  let hitTokens = 0;
  let names: string | null = null;
  for (const look of telemetry.looks) {
    const hits = look.counters.prefixCacheHits;
    const queries = look.counters.prefixCacheQueries;
    if (!hits || !queries || look.sharedWith.length > 0 || hits.resets > 0 || queries.resets > 0) return null;
    hitTokens += hits.delta;
    names = `${hits.metric} / ${queries.metric}`;
  }
  const warmPromptTokens = warm.reduce((sum, c) => sum + (c.values.promptTokens ?? []).reduce((a, b) => a + b, 0), 0);
  if (warmPromptTokens <= 0 || names === null) return null;
  return { share: Math.min(1, hitTokens / warmPromptTokens), hitTokens, warmPromptTokens, counters: names };
}
