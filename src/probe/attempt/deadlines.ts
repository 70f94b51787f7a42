import type { Timeouts } from '../../config/index.js';
import { timeoutMs } from './timeouts.js';

/** How long a response may stay open after `[DONE]` before the probe closes it (closing costs the keep-alive). */
export const DONE_DRAIN_MS = 200;

/** A timeout error kind, or `drain`: the quiet end of a response left open after `[DONE]`. */
export type Deadline = 'drain' | 'headers_timeout' | 'first_token_timeout' | 'idle_timeout' | 'total_timeout';
export type TimeoutKind = Exclude<Deadline, 'drain'>;

const DEADLINES: readonly Deadline[] = ['drain', 'headers_timeout', 'first_token_timeout', 'idle_timeout', 'total_timeout'];

/** The stamps (all `performance.now()`) that deadlines are computed from. */
export interface DeadlineState {
  t0: number;
  headersAt: number | null;
  lastReadAt: number;
  doneAt: number | null;
  /** No token yet, and the response (if any) is one that could still bring one. */
  awaitingToken: boolean;
}

function deadlineOf(deadline: Deadline, state: DeadlineState, timeouts: Timeouts): number {
  if (deadline === 'drain') return state.doneAt === null ? Infinity : state.doneAt + DONE_DRAIN_MS;
  // After [DONE] the answer is complete; only the drain allowance is left.
  if (state.doneAt !== null) return Infinity;
  switch (deadline) {
    case 'headers_timeout':
      return state.headersAt === null ? state.t0 + timeoutMs(timeouts.headersMs) : Infinity;
    case 'first_token_timeout':
      return state.awaitingToken ? state.t0 + timeoutMs(timeouts.firstTokenMs) : Infinity;
    case 'idle_timeout':
      return state.headersAt === null ? Infinity : state.lastReadAt + timeoutMs(timeouts.idleMs);
    default:
      return state.t0 + timeoutMs(timeouts.totalMs);
  }
}

/** The earliest pending deadline (Infinity when none). */
export function nearestDeadline(state: DeadlineState, timeouts: Timeouts): number {
  let nearest = Infinity;
  for (const deadline of DEADLINES) nearest = Math.min(nearest, deadlineOf(deadline, state, timeouts));
  return nearest;
}

/** The deadline that has passed at `nowMs`; when several have (a late timer), the first one violated. */
export function expiredDeadline(state: DeadlineState, timeouts: Timeouts, nowMs: number): Deadline | null {
  let expired: Deadline | null = null;
  let expiredAt = Infinity;
  for (const deadline of DEADLINES) {
    const at = deadlineOf(deadline, state, timeouts);
    if (at <= nowMs && at < expiredAt) {
      expired = deadline;
      expiredAt = at;
    }
  }
  return expired;
}

export function timeoutMessage(kind: TimeoutKind, timeouts: Timeouts, connected: boolean): string {
  switch (kind) {
    case 'headers_timeout':
      return `no response headers within ${timeouts.headersMs} ms${connected ? '' : ' (connection not established)'}`;
    case 'first_token_timeout':
      return `no token within ${timeouts.firstTokenMs} ms`;
    case 'idle_timeout':
      return `no data for ${timeouts.idleMs} ms`;
    default:
      return `request exceeded ${timeouts.totalMs} ms`;
  }
}
