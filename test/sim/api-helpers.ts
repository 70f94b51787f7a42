/** Shared pieces of the per-API simulator tests (api-*.test.ts). */
import { expect } from 'vitest';
import type { RecordedRequest, Simulator } from '../../src/sim/server.js';
import { exact, type Exchange, type SseEvent } from './client.js';

/** Fast and exact, so protocol tests do not wait on realistic timings. */
export const QUICK = exact({ ttftMs: 1, tokensPerSecond: 5000 });

/** Quick, with more settings on top. */
export function quick(overrides: Record<string, unknown>): Record<string, string> {
  return exact({ ttftMs: 1, tokensPerSecond: 5000, ...overrides });
}

/** A healthy server, a buffering one, and one that honours and one that ignores every reasoning switch. */
export const PROFILES = ['clean', 'buffered', 'reasoning-compliant', 'ignores-reasoning-off'] as const;

/** Reasoning tokens of a profile when nothing asks for less. */
export const REASONING: Record<(typeof PROFILES)[number], number> = {
  clean: 0,
  buffered: 0,
  'reasoning-compliant': 48,
  'ignores-reasoning-off': 48,
};

export const SCRIPTED = 'What is 17+25?';

export const WEATHER_TOOL_SCHEMA = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' } },
};

export interface Named {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a stream with named events (Responses, Anthropic Messages): each one's name and JSON. */
export function named(ex: Exchange): Named[] {
  return ex.events.map((e: SseEvent) => {
    expect(e.event, `unnamed event ${e.data}`).not.toBeNull();
    expect(e.json, `not JSON: ${e.data}`).not.toBeNull();
    return { event: e.event!, data: e.json! };
  });
}

/** The request the simulator recorded for the last exchange. */
export function lastRecord(sim: Simulator): RecordedRequest {
  return sim.requests[sim.requests.length - 1]!;
}

/**
 * The simulator's own account of how the body was written: a buffering profile writes every event at once (one write,
 * and so one read at the client), an unbuffered one each event as it is emitted.
 */
export function expectDelivery(sim: Simulator, ex: Exchange, buffered: boolean): void {
  const record = lastRecord(sim);
  if (buffered) {
    expect(record.writes).toBe(1);
    expect(new Set(ex.events.map((e) => e.read)).size).toBe(1);
  } else {
    expect(record.writes).toBe(ex.events.length);
  }
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
