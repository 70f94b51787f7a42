import type { ChatMessage } from '../config/index.js';
import { hashString } from '../stats/index.js';

export interface Prefixer {
  /** A nonce no other item of this plan carries, so no prefix cache can match. */
  cold(index: number): string;
  /** The prefix shared by every warm item of (endpoint, scenario) in this run. */
  warm(endpointName: string, scenarioName: string): string;
  /**
   * The same prefix in every run of the workload for the same key, whatever the seed and run: for answers compared
   * with a recorded baseline's (docs/quality.md), which must be answers to the same prompt.
   */
  stable(key: string): string;
}

/**
 * Prefixes are derived from seed and runId, so a plan rebuilt from the same inputs is identical,
 * while a new run (new runId) cannot hit a cache primed by an earlier one. A 32-bit hash can
 * collide; a collision is resolved by rehashing with a counter so every prefix stays distinct.
 */
export function createPrefixer(seed: number, runId: string): Prefixer {
  const used = new Set<string>();
  const warmByCell = new Map<string, string>();
  const unique = (key: string): string => {
    for (let attempt = 0; ; attempt++) {
      const prefix = formatPrefix(hashString(attempt === 0 ? key : `${key}:${attempt}`));
      if (!used.has(prefix)) {
        used.add(prefix);
        return prefix;
      }
    }
  };
  return {
    cold: (index) => unique(`${seed}:${runId}:${index}`),
    stable: (key) => {
      const existing = warmByCell.get(`stable\u0000${key}`);
      if (existing !== undefined) return existing;
      const prefix = unique(`stable:${key}`);
      warmByCell.set(`stable\u0000${key}`, prefix);
      return prefix;
    },
    warm: (endpointName, scenarioName) => {
      const cell = JSON.stringify([endpointName, scenarioName]);
      const existing = warmByCell.get(cell);
      if (existing !== undefined) return existing;
      const prefix = unique(`${seed}:${runId}:warm:${endpointName}:${scenarioName}`);
      warmByCell.set(cell, prefix);
      return prefix;
    },
  };
}

/** `[ref 1a2b3c4d] `: short, inert for the model, and at the very start so it changes every prefix. */
export function formatPrefix(hash: number): string {
  return `[ref ${(hash >>> 0).toString(16).padStart(8, '0')}] `;
}

/** Copies `messages` with `prefix` put in front of the first system message, else the first user message. */
export function applyPrefix(messages: readonly ChatMessage[], prefix: string): ChatMessage[] {
  const system = messages.findIndex((message) => message.role === 'system');
  const user = messages.findIndex((message) => message.role === 'user');
  const target = system >= 0 ? system : user >= 0 ? user : 0;
  return messages.map((message, index) => (index === target ? { ...message, content: prefix + message.content } : { ...message }));
}
