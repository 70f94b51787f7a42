import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import type { buildConnector } from 'undici';
import { roundToMicroseconds } from '../../util/index.js';

/**
 * How one connection was set up, as `performance.now()` stamps: the connector was called (`startAt`), TCP was
 * connected (`tcpAt`, direct connections), a proxy's CONNECT tunnel stood (`tunnelAt`), and the connection was
 * ready for requests (`readyAt`: after TLS on an HTTPS connection).
 */
export interface ConnectTiming {
  startAt: number;
  tcpAt: number | null;
  tunnelAt: number | null;
  readyAt: number;
  tls: boolean;
  /** Made by a connector that is not wrapped (another dispatcher): the connection is new, its durations unknown. */
  untimed: boolean;
}

/** What a request learns about its connection: durations in ms, or null when they do not apply or are unknown. */
export interface ConnectDurations {
  connectMs: number | null;
  tlsMs: number | null;
}

const timings = new WeakMap<object, ConnectTiming>();
const wrapped = new WeakSet<buildConnector.connector>();
const settingUp = new AsyncLocalStorage<ConnectTiming>();
let proxyWatched = false;

/**
 * Wraps an undici connector so that every connection it makes records its set-up stamps (read back with
 * `takeConnectTiming` by the first request written on it). Works for a direct connector, which returns the socket
 * it is connecting, and for a proxy's tunnelling connector, whose CONNECT is seen on `undici:proxy:connected`.
 */
export function timedConnector(base: buildConnector.connector): buildConnector.connector {
  if (wrapped.has(base)) return base;
  watchProxies();
  const connector: buildConnector.connector = (options, callback) => {
    const timing: ConnectTiming = {
      startAt: performance.now(),
      tcpAt: null,
      tunnelAt: null,
      readyAt: 0,
      tls: options.protocol === 'https:',
      untimed: false,
    };
    const returned: unknown = settingUp.run(timing, () =>
      base(options, (error, socket) => {
        if (error === null && socket !== null) {
          timing.readyAt = performance.now();
          timings.set(socket, timing);
        }
        // undici's callback type is a union of two tuples; spreading keeps it exact.
        (callback as (...args: unknown[]) => void)(error, socket);
      }),
    );
    // A direct connector returns the socket it is connecting (a TLSSocket emits `connect` when TCP is up).
    if (isSocket(returned)) returned.once('connect', () => (timing.tcpAt = performance.now()));
  };
  wrapped.add(connector);
  return connector;
}

/** The set-up of `socket` if no request has been written on it yet (and forgets it: later requests reuse it). */
export function takeConnectTiming(socket: object): ConnectTiming | null {
  const timing = timings.get(socket);
  if (timing === undefined) return null;
  timings.delete(socket);
  return timing;
}

/** Connect (DNS, TCP, or the proxy tunnel) and TLS durations of a new connection. */
export function connectDurations(timing: ConnectTiming): ConnectDurations {
  if (timing.untimed) return { connectMs: null, tlsMs: null };
  const connectedAt = timing.tunnelAt ?? timing.tcpAt;
  if (connectedAt === null) return { connectMs: round(timing.readyAt - timing.startAt), tlsMs: null };
  return {
    connectMs: round(connectedAt - timing.startAt),
    tlsMs: timing.tls ? round(timing.readyAt - connectedAt) : null,
  };
}

/** Marks a connection made by a connector that is not wrapped (another dispatcher): new, durations unknown. */
export function noteUntimedConnection(socket: object): void {
  if (timings.has(socket)) return;
  const now = performance.now();
  timings.set(socket, { startAt: now, tcpAt: null, tunnelAt: null, readyAt: now, tls: false, untimed: true });
}

function watchProxies(): void {
  if (proxyWatched) return;
  proxyWatched = true;
  // Published inside the proxy connector's async continuation, so the set-up it belongs to is the current store.
  diagnosticsChannel.subscribe('undici:proxy:connected', () => {
    const timing = settingUp.getStore();
    if (timing !== undefined) timing.tunnelAt = performance.now();
  });
}

function isSocket(value: unknown): value is Socket {
  return typeof value === 'object' && value !== null && typeof (value as Socket).once === 'function' && 'remoteAddress' in value;
}

function round(ms: number): number {
  return roundToMicroseconds(Math.max(0, ms));
}
