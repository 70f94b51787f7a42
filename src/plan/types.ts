import type { ChatMessage, EndpointConfig, ScenarioConfig } from '../config/index.js';
import type { CacheState } from '../vocabulary/index.js';
import type { RequestTarget } from './sources.js';
import type { PlannedSession } from './session.js';

export type { PlannedRequest, PlannedSession, PlannedTurn } from './session.js';

/** One unit of work: a single request, or one whole agent loop of `scenario.agent.turns` requests. */
export interface PlannedItem {
  /** Position in the plan, 0-based; warmup items come first. */
  index: number;
  warmup: boolean;
  endpoint: EndpointConfig;
  scenario: ScenarioConfig;
  cache: CacheState;
  /** The first turn's messages, with the cold nonce or warm prefix already applied. */
  messages: ChatMessage[];
  /** Text put in front of the first message: unique per cold item, shared per warm cell (and per shared prefix of a
   * pool or a trace's first block). */
  prefix: string;
  /** max_tokens of this item, when its scenario's source decides it (else the scenario's maxTokens). */
  maxTokens?: number;
  /** Body fields the source adds for this endpoint's API (`ignore_eos`, `min_tokens`). */
  params?: Record<string, unknown>;
  /** The lengths aimed at, recorded beside the server's own count. */
  target?: RequestTarget;
  /** Arrival offset from the start of the measured phase (trace replay), ms. */
  atMs?: number;
  /** A session of a session trace (docs/agents.md): its turns, replayed after `messages` (the system prompt). */
  session?: PlannedSession;
}

export interface Plan {
  seed: number;
  /** Random per run; mixed into cold nonces so a re-run with the same seed is still cold. */
  runId: string;
  items: PlannedItem[];
  /** Plan items selected by sharding (`i/n`), or null when unsharded. */
  shard: { index: number; count: number } | null;
}
