import type { ChatMessage } from '../config/index.js';

/** A session as replayed: every request's own messages and max_tokens resolved, its pauses in ms. */
export interface PlannedSession {
  id: string;
  /** Its line in the trace. */
  line: number;
  turns: PlannedTurn[];
}

export interface PlannedTurn {
  /** Think time waited before the turn (0 for the first). */
  thinkMs: number;
  /** The turn's tool calls, waited after its answers, one after another (their durations summed). */
  toolMs: number;
  /** One request, or a fan-out's branches (sent at once, joined before the tool calls). */
  requests: PlannedRequest[];
}

export interface PlannedRequest {
  /** Appended to the conversation so far for this request (and after it, with its answer, for the next turn). */
  messages: ChatMessage[];
  maxTokens: number;
  /** The recorded answer appended instead of the endpoint's (`answers: recorded`), or null. */
  answer: string | null;
}
