/** Server-sent events as the simulator writes them, whatever the API: the framing, not the payloads. */

export type Json = Record<string, unknown>;

export interface WireEvent {
  /** The `event:` line (Responses and Anthropic Messages name every event), or null for a bare `data:` event. */
  event: string | null;
  /** A JSON payload, or raw text such as `[DONE]`. */
  data: Json | string;
}

/** Events written together at one instant, ms after the request arrived. */
export interface TimedEvents {
  atMs: number;
  events: WireEvent[];
}

export const DONE_EVENT: WireEvent = { event: null, data: '[DONE]' };

/** One SSE event; `stampNs` (process.hrtime.bigint() as text) is added to a JSON payload for timing benchmarks. */
export function sseFrame(event: WireEvent, stampNs: string | null): string {
  const data =
    typeof event.data === 'string' ? event.data : JSON.stringify(stampNs === null ? event.data : { ...event.data, sim_t_ns: stampNs });
  return `${event.event === null ? '' : `event: ${event.event}\n`}data: ${data}\n\n`;
}
