import type { CacheMode, ChatMessage } from './types.js';

/** Values applied when the workload file leaves a setting out (the schema documents the same). */
export const RUN_DEFAULTS = {
  requests: 20,
  looks: 3,
  warmup: 1,
  concurrency: 1,
  seed: 1,
  retries: 0,
  workers: 0,
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

/**
 * Body fields streamgate owns. Setting them in `endpoints[].body` or `scenarios[].params` would
 * silently change what is measured, so they are rejected with the setting to use instead.
 */
export const RESERVED_BODY_FIELDS: Readonly<Record<string, string>> = {
  model: 'set by the endpoint\'s "model"',
  messages: 'built from the scenario\'s "prompt" or "messages"',
  stream: 'streaming is always on; it is what streamgate measures',
  stream_options: 'set by streamgate so that token usage is reported',
  max_tokens: 'use the scenario\'s "maxTokens"',
  tools: 'use the scenario\'s "tools"',
};

/** Looks of a sequential run: the workload's, else the default. */
export function runLooks(run: { looks?: number }): number {
  return run.looks ?? RUN_DEFAULTS.looks;
}
