import type { CacheMode, ChatMessage } from './types.js';

/** Values applied when the workload file leaves a setting out (the schema documents the same). */
export const RUN_DEFAULTS = {
  requests: 20,
  looks: 3,
  warmup: 1,
  concurrency: 1,
  seed: 1,
  retries: 0,
  workers: 'auto',
} as const;

export const SCENARIO_DEFAULTS = {
  weight: 1,
  maxTokens: 256,
  cache: 'cold' as CacheMode,
  turns: 1,
} as const;

/**
 * Appended after each answer of an agent loop when `followUps` is not given. A user message is
 * valid after any assistant turn, unlike a tool result, which needs a matching tool call.
 */
export const DEFAULT_FOLLOW_UPS: readonly ChatMessage[] = [{ role: 'user', content: 'Continue.' }];

/** Looks of a sequential run: the workload's, else the default. */
export function runLooks(run: { looks?: number }): number {
  return run.looks ?? RUN_DEFAULTS.looks;
}
