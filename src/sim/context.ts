/**
 * What of a request's prompt the engine reads: all of it, or, like a server with a small context window (llama.cpp's
 * `--ctx-size` shared by its slots, with context shift) or a gateway that trims, less, without saying so except in
 * its own count. The simulator counts a token per `charsPerToken` characters (4 by default).
 */
import type { ProfileSettings } from './profiles/profiles.js';
import type { EngineRequest } from './request.js';

export interface PromptRead {
  /** Characters the engine reads (its prefill is theirs). */
  chars: number;
  /** Prompt tokens it reads and reports. */
  tokens: number;
}

/** Characters of the whole prompt as sent: every message and the tool definitions. */
export function promptChars(request: EngineRequest): number {
  return request.messages.reduce((sum, m) => sum + m.content.length, 0) + request.toolsChars;
}

/**
 * The part of the prompt the engine reads under `settings`: without the system messages (`dropsSystem`) or the tool
 * definitions (`dropsTools`), and at most `contextTokens` tokens of what is left (the start is dropped, the end kept).
 */
export function promptRead(request: EngineRequest, settings: ProfileSettings): PromptRead {
  const messages = settings.dropsSystem ? request.messages.filter((m) => m.role !== 'system') : request.messages;
  const chars = messages.reduce((sum, m) => sum + m.content.length, 0) + (settings.dropsTools ? 0 : request.toolsChars);
  const full = Math.max(1, Math.ceil(chars / settings.charsPerToken));
  if (settings.contextTokens === null || full <= settings.contextTokens) return { chars, tokens: full };
  const tokens = Math.max(1, settings.contextTokens);
  return { chars: Math.round((chars * tokens) / full), tokens };
}
