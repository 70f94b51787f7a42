import type { CacheMode } from './types.js';
import type { CacheState } from '../vocabulary/index.js';

/**
 * The cache states a scenario is measured in. A `warmShare` of exactly 0 or 1 is a single state,
 * so neither state ever gets a cell it cannot fill.
 */
export function cacheStates(cache: CacheMode): CacheState[] {
  if (cache === 'cold' || cache === 'warm') return [cache];
  if (cache.warmShare <= 0) return ['cold'];
  if (cache.warmShare >= 1) return ['warm'];
  return ['cold', 'warm'];
}
