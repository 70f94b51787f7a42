import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNginx, nginxVersion, startNginx, versionAtLeast, type Nginx } from './nginx.js';

/**
 * Real nginx fronts for the probe's connection tests: TLS (optionally HTTP/2) and plain HTTP with short
 * keep-alive limits, both proxying to an upstream (usually the bundled simulator) with streaming intact.
 */

/** One access log line, written as `$connection $connection_requests $request $status`. */
export interface AccessLogEntry {
  /** nginx's serial number of the client connection: equal numbers mean the same connection. */
  connection: number;
  /** Which request on that connection this was (1-based). */
  connectionRequests: number;
  /** The request line, e.g. `POST /v1/chat/completions HTTP/2.0`. */
  request: string;
  status: number;
}

export interface Front extends Nginx {
  /** Access log entries so far (empty unless started with `accessLog: true`). */
  accessLog(): AccessLogEntry[];
  /**
   * Resolves with the entries once there are at least `count` (nginx writes a line just after the response's
   * last byte, so a client can finish before its line exists). Rejects after `withinMs` (default 10 s).
   */
  waitForAccessLog(count: number, withinMs?: number): Promise<AccessLogEntry[]>;
}

/** A duration in nginx syntax: a number is seconds, a string is passed on (`'500ms'`, `'2s'`, `'1m'`). */
export type NginxTime = number | string;

interface CommonOptions {
  /** `http://127.0.0.1:<port>` with an optional path prefix: `${sim.url}/clean` serves the profile at `/v1`. */
  upstream: string;
  /** `keepalive_timeout` (nginx's default 75s); 0 disables keep-alive. */
  keepaliveTimeout?: NginxTime;
  /** Second `keepalive_timeout` parameter: send `Keep-Alive: timeout=<seconds>` in responses. */
  keepaliveHeader?: number;
  /** `keepalive_requests` (nginx's default 1000; also caps requests per HTTP/2 connection). */
  keepaliveRequests?: number;
  /** Write the access log (see `AccessLogEntry`). */
  accessLog?: boolean;
}

export interface TlsFrontOptions extends CommonOptions {
  certPath: string;
  keyPath: string;
  /** Offer HTTP/2 through ALPN (`h2`, falling back to `http/1.1`). */
  http2?: boolean;
}

export type KeepaliveFrontOptions = CommonOptions;

/** nginx 1.25.1 introduced `http2 on;` and deprecated the `http2` parameter of `listen`. */
const HTTP2_DIRECTIVE_SINCE = [1, 25, 1];

/**
 * nginx terminating TLS on 127.0.0.1 in front of `upstream`. `url` is `https://localhost:<port>` (the name the
 * default certificate is for); `port` also serves `https://127.0.0.1:<port>`.
 */
export async function startTlsFront(options: TlsFrontOptions): Promise<Front> {
  let listen = 'ssl';
  let http2Directive = '';
  if (options.http2 === true) {
    const version = await nginxVersion(findNginx());
    if (versionAtLeast(version, HTTP2_DIRECTIVE_SINCE)) http2Directive = 'http2 on;';
    else listen = 'ssl http2';
  }
  const front = await startFront(
    options,
    (port) => `
    listen 127.0.0.1:${port} ${listen};
    ${http2Directive}
    server_name localhost;
    ssl_certificate ${options.certPath};
    ssl_certificate_key ${options.keyPath};
    ssl_protocols TLSv1.2 TLSv1.3;`,
  );
  return { ...front, url: `https://localhost:${front.port}` };
}

/** Plain-HTTP nginx in front of `upstream`, for keep-alive limits (`keepaliveTimeout` is required here). */
export function startKeepaliveFront(options: KeepaliveFrontOptions & { keepaliveTimeout: NginxTime }): Promise<Front> {
  return startFront(
    options,
    (port) => `
    listen 127.0.0.1:${port};`,
  );
}

async function startFront(options: CommonOptions, listen: (port: number) => string): Promise<Front> {
  const upstream = proxyPassTarget(options.upstream);
  const keepalive: string[] = [];
  if (options.keepaliveTimeout !== undefined) {
    const header = options.keepaliveHeader === undefined ? '' : ` ${seconds(options.keepaliveHeader, 'keepaliveHeader')}`;
    keepalive.push(`keepalive_timeout ${time(options.keepaliveTimeout)}${header};`);
  } else if (options.keepaliveHeader !== undefined) {
    throw new Error("keepaliveHeader needs keepaliveTimeout (it is keepalive_timeout's second parameter)");
  }
  if (options.keepaliveRequests !== undefined)
    keepalive.push(`keepalive_requests ${count(options.keepaliveRequests, 'keepaliveRequests')};`);

  let accessLogPath: string | null = null;
  const nginx = await startNginx((port, dir) => {
    accessLogPath = options.accessLog === true ? join(dir, 'access.log') : null;
    return `
  log_format streamgate_connections '$connection $connection_requests $request $status';
  server {
${listen(port)}
    ${keepalive.join('\n    ')}
    ${accessLogPath === null ? 'access_log off;' : `access_log ${accessLogPath} streamgate_connections;`}
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_cache off;
      gzip off;
      proxy_connect_timeout 10s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }`;
  });

  const accessLog = (): AccessLogEntry[] => (accessLogPath === null ? [] : parseAccessLog(readText(accessLogPath)));
  const waitForAccessLog = async (wanted: number, withinMs = 10_000): Promise<AccessLogEntry[]> => {
    if (accessLogPath === null) throw new Error('this front was started without accessLog: true');
    const until = performance.now() + withinMs;
    for (;;) {
      const entries = accessLog();
      if (entries.length >= wanted) return entries;
      if (performance.now() > until)
        throw new Error(`access log has ${entries.length} of ${wanted} lines after ${withinMs} ms:\n${readText(accessLogPath)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { ...nginx, accessLog, waitForAccessLog };
}

/** Parses `$connection $connection_requests $request $status` lines (the request line has spaces of its own). */
export function parseAccessLog(text: string): AccessLogEntry[] {
  const entries: AccessLogEntry[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\d+) (\d+) (.*) (\d{3})$/.exec(line.trim());
    if (match === null) continue;
    entries.push({ connection: Number(match[1]), connectionRequests: Number(match[2]), request: match[3]!, status: Number(match[4]) });
  }
  return entries;
}

/** `proxy_pass` target: the URI is passed unchanged without a path, and mapped under the path with one. */
function proxyPassTarget(upstream: string): string {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' || url.search !== '' || url.hash !== '')
    throw new Error(`upstream must be an http:// URL without query: ${upstream}`);
  if (url.pathname === '/' || url.pathname === '') return `http://${url.host}`;
  return `http://${url.host}${url.pathname.replace(/\/+$/, '')}/`;
}

function time(value: NginxTime): string {
  const text = String(value);
  if (!/^\d+(ms|s|m)?$/.test(text)) throw new Error(`not an nginx time: ${text}`);
  return text;
}

function seconds(value: number, what: string): string {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${what} must be whole seconds: ${value}`);
  return String(value);
}

function count(value: number, what: string): string {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${what} must be a non-negative integer: ${value}`);
  return String(value);
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
