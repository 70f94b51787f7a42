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

/**
 * Remembered prefixes with least-recently-used eviction, so a long-running server stays bounded: at most `capacity`
 * entries and, with `capacityTokens`, at most that many prompt tokens (each entry weighs the prompt that cached it),
 * as a small KV cache shared by everything its server serves: another endpoint's prompts, and every cold request's,
 * push a warm prefix out. A prompt larger than the whole token capacity is not kept at all.
 */
export class PrefixCache {
  private readonly entries = new Map<string, number>();
  private tokens = 0;

  constructor(
    private readonly capacity = 10_000,
    private readonly capacityTokens: number | null = null,
  ) {}

  has(key: string): boolean {
    const weight = this.entries.get(key);
    if (weight === undefined) return false;
    // Re-insert to mark as recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, weight);
    return true;
  }

  remember(key: string, tokens = 0): void {
    this.forget(key);
    if (this.capacityTokens !== null && tokens > this.capacityTokens) return;
    this.entries.set(key, tokens);
    this.tokens += tokens;
    while (this.entries.size > this.capacity || (this.capacityTokens !== null && this.tokens > this.capacityTokens)) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.forget(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Prompt tokens the remembered prefixes weigh. */
  get weight(): number {
    return this.tokens;
  }

  private forget(key: string): void {
    const weight = this.entries.get(key);
    if (weight === undefined) return;
    this.entries.delete(key);
    this.tokens -= weight;
  }
}
