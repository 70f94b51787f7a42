import { Agent } from 'undici';

export interface ProbeAgentOptions {
  /** Connections per origin; null = unlimited (the runner, not the pool, decides concurrency). */
  connections?: number | null;
  keepAliveTimeoutMs?: number;
  connectTimeoutMs?: number;
}

/**
 * An Agent tuned for measuring: HTTP/1.1 only (one stream per socket, so a socket read belongs to one
 * response), no pipelining (a slow stream must not delay the next request), no pool cap, and undici's
 * own header/body timeouts off because each probe runs its deadlines itself.
 */
export function createProbeAgent(options: ProbeAgentOptions = {}): Agent {
  return new Agent({
    connections: options.connections ?? null,
    pipelining: 1,
    allowH2: false,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    headersTimeout: 0,
    bodyTimeout: 0,
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
  });
}

let shared: Agent | null = null;

/** The Agent used when a probe is given no dispatcher; created on first use. */
export function sharedProbeDispatcher(): Agent {
  if (shared === null || shared.closed || shared.destroyed) shared = createProbeAgent();
  return shared;
}

/** Closes the shared Agent (idle keep-alive sockets included); a later probe creates a new one. */
export async function closeSharedProbeDispatcher(): Promise<void> {
  const agent = shared;
  shared = null;
  if (agent !== null && !agent.closed) await agent.close();
}
