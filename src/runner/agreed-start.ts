// Shards that apply load together: waiting for the agreed moment, the clocks read as measuring begins, and the
// operating system's word on whether the clock is synchronized.
import { execFile } from 'node:child_process';
import { ConfigError } from '../config/index.js';
import { START_TOLERANCE_MS, type ClockSyncState } from '../vocabulary/index.js';
import type { Clock } from './clock.js';

/** The agreed moment, as given (`start-at`) and as ms since the epoch. */
export interface AgreedStart {
  at: string;
  atMs: number;
}

/** This process's clocks as it began measuring at the agreed moment (stored as `run.agreedStart`). */
export interface StartStamp {
  at: string;
  wallMs: number;
  monotonicMs: number;
  clockSync: ClockSyncState;
}

/**
 * `start-at`: an ISO time with a zone (`2026-05-01T12:00:00Z`). A time already further past than START_TOLERANCE_MS
 * is refused before any request: this shard could not begin with the others.
 */
export function parseAgreedStart(text: string, nowMs = Date.now(), source = 'start-at'): AgreedStart {
  const at = text.trim();
  const atMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(at) ? Date.parse(at) : NaN;
  if (!Number.isFinite(atMs)) {
    throw startError(source, `expected an ISO time with its zone, e.g. "2026-05-01T12:00:00Z", got ${JSON.stringify(at.slice(0, 40))}`);
  }
  const pastMs = nowMs - atMs;
  if (pastMs > START_TOLERANCE_MS) {
    throw startError(
      source,
      `the agreed start ${at} passed ${(pastMs / 1000).toFixed(1)} s ago, more than the ${START_TOLERANCE_MS / 1000} s a shard may begin late: ` +
        'this shard could not apply its load with the others; plan the start further ahead (a few minutes for a matrix)',
    );
  }
  return { at, atMs };
}

/**
 * Waits until the agreed moment on the wall clock (at once when it has passed), then reads the clocks. The wait is
 * slept in steps, each re-reading the wall clock, so a clock slewed during a long wait still wakes on time.
 */
export async function waitForAgreedStart(
  start: AgreedStart,
  clock: Clock,
  clockSync: Promise<ClockSyncState>,
  signal?: AbortSignal,
): Promise<StartStamp> {
  const sync = await clockSync;
  for (let left = start.atMs - Date.now(); left > 0 && !signal?.aborted; left = start.atMs - Date.now()) {
    await clock.sleep(Math.min(left, 1_000), signal);
  }
  const wallMs = Date.now();
  return { at: start.at, wallMs, monotonicMs: Math.round((performance.timeOrigin + performance.now()) * 1000) / 1000, clockSync: sync };
}

/**
 * The clock's sync state as the operating system says: systemd's `timedatectl show -p NTPSynchronized` where it
 * exists; `unknown` anywhere else (no systemd, macOS, Windows, a container without it). Never fails.
 */
export function readClockSync(timeoutMs = 2_000): Promise<ClockSyncState> {
  return new Promise((resolve) => {
    try {
      execFile('timedatectl', ['show', '-p', 'NTPSynchronized', '--value'], { timeout: timeoutMs }, (error, stdout) => {
        const value = String(stdout ?? '').trim();
        if (error || value === '') resolve('unknown');
        else resolve(value === 'yes' ? 'synchronized' : value === 'no' ? 'unsynchronized' : 'unknown');
      });
    } catch {
      resolve('unknown');
    }
  });
}

function startError(source: string, message: string): ConfigError {
  return new ConfigError([{ file: null, path: source, line: null, message }]);
}
