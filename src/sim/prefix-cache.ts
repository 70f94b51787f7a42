import { hashString } from '../stats/index.js';
import type { SimMessage } from './request.js';

/** Only the start of the prompt is keyed: like a real prefix cache, a shared system prompt or a
 * warm prefix followed by different questions still hits. */
export const PREFIX_KEY_CHARS = 512;

/** Key of a prompt's prefix: hash of the first 512 characters of the concatenated message contents. */
export function prefixKey(messages: readonly SimMessage[]): number {
  return hashString(
    messages
      .map((m) => m.content)
      .join('')
      .slice(0, PREFIX_KEY_CHARS),
  );
}

/** Remembered prefixes with least-recently-used eviction, so a long-running server stays bounded. */
export class PrefixCache {
  private readonly entries = new Map<string, true>();

  constructor(private readonly capacity = 10_000) {}

  has(key: string): boolean {
    if (!this.entries.has(key)) return false;
    // Re-insert to mark as recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, true);
    return true;
  }

  remember(key: string): void {
    this.entries.delete(key);
    this.entries.set(key, true);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
