import diagnosticsChannel from 'node:diagnostics_channel';
import { noteUntimedConnection, takeConnectTiming, type ConnectTiming } from './connection-timing.js';

/** Told, as the request is written, whether its connection is new (and how it was set up) and its protocol. */
export interface ConnectionObserver {
  /** `timing` is the set-up of a new connection, null for a reused one. */
  onSocketAssigned(timing: ConnectTiming | null, protocol: 'http/1.1' | 'h2'): void;
}

let awaiting: ConnectionObserver | null = null;
let awaitingPath = '';
let subscribed = false;

function onConnected(message: unknown): void {
  const socket = socketOf(message);
  if (socket !== null) noteUntimedConnection(socket);
}

function onSendHeaders(message: unknown): void {
  const socket = socketOf(message);
  if (socket === null) return;
  // Only the first request on a connection paid for setting it up, whoever sent it (a preconnect, another probe).
  const timing = takeConnectTiming(socket);
  const observer = awaiting;
  if (observer === null || !isRequestFor(message, awaitingPath)) return;
  awaiting = null;
  observer.onSocketAssigned(timing, 'alpnProtocol' in socket && socket.alpnProtocol === 'h2' ? 'h2' : 'http/1.1');
}

/** Another undici copy in the process (Node's own fetch) publishes on the same channels. */
function isRequestFor(message: unknown, path: string): boolean {
  if (typeof message !== 'object' || message === null || !('request' in message)) return false;
  const request = message.request;
  return typeof request === 'object' && request !== null && 'path' in request && request.path === path;
}

function socketOf(message: unknown): object | null {
  if (typeof message !== 'object' || message === null || !('socket' in message)) return null;
  const socket = message.socket;
  return typeof socket === 'object' && socket !== null ? socket : null;
}

/**
 * Registers the observer for the request about to be written. undici calls the handler's
 * `onRequestStart` and then publishes `undici:client:sendHeaders` in the same synchronous run, so the
 * next publication belongs to this request.
 */
export function awaitSocket(observer: ConnectionObserver, path: string): void {
  awaiting = observer;
  awaitingPath = path;
}

/** Drops a registration that was never answered (e.g. a dispatcher that does not publish). */
export function forgetSocket(observer: ConnectionObserver): void {
  if (awaiting === observer) awaiting = null;
}

/** Subscribes once, before the first dispatch (a connection is announced before its first request). */
export function trackConnections(): void {
  if (subscribed) return;
  subscribed = true;
  diagnosticsChannel.subscribe('undici:client:connected', onConnected);
  diagnosticsChannel.subscribe('undici:client:sendHeaders', onSendHeaders);
}
