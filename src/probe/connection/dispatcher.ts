import { Agent, buildConnector, Client, EnvHttpProxyAgent, Pool, type Dispatcher } from 'undici';
import { timedConnector } from './connection-timing.js';
import { proxyFromEnv, type ProxySettings } from './proxy-env.js';
import { trustOptions } from './trust.js';

/** How requests to one endpoint get their connections (the endpoint's `tls`, `http2` and `connection` settings). */
export interface ConnectionSettings {
  /** Extra trusted CA certificates (PEM), on top of the system's and NODE_EXTRA_CA_CERTS; null for none. */
  ca: string | null;
  /** Offer HTTP/2 during the TLS handshake (ALPN); the server decides. */
  http2: boolean;
  /** False: every request on a new connection of its own, to measure connection set-up deliberately. */
  reuse: boolean;
}

export const DEFAULT_CONNECTION: Readonly<ConnectionSettings> = { ca: null, http2: false, reuse: true };

/**
 * Idle keep-alive connections are dropped after this long. Servers close idle connections after 5 s (llama.cpp's
 * cpp-httplib, uvicorn, Node) or more (nginx 75 s); closing first means a request is rarely written on a connection
 * the server is closing. A shorter `Keep-Alive: timeout=` hint from the server wins (minus undici's 2 s margin).
 */
export const KEEP_ALIVE_IDLE_MS = 4_000;

export interface ProbeAgentOptions {
  /** Connections per origin; null = unlimited (the runner, not the pool, decides concurrency). */
  connections?: number | null;
  keepAliveTimeoutMs?: number;
  connectTimeoutMs?: number;
  connection?: ConnectionSettings;
  /** Where HTTPS_PROXY / HTTP_PROXY / NO_PROXY are read; default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The dispatcher the probe measures through: HTTP/1.1 unless HTTP/2 is asked for (then the server may pick it), no
 * pipelining (a slow stream must not delay the next request), no pool cap, undici's own header/body timeouts off
 * because each probe runs its deadlines itself, every connection's set-up timed (src/probe/connection/connection-timing.ts),
 * and the proxy of HTTPS_PROXY / HTTP_PROXY used unless NO_PROXY exempts the host.
 */
export function createProbeDispatcher(options: ProbeAgentOptions = {}): Dispatcher {
  const proxy = proxyFromEnv(options.env ?? process.env);
  if (proxy === null) return createProbeAgent(options);
  const { common, tls } = agentOptions(options);
  return new EnvHttpProxyAgent({ ...common, ...proxyOptions(proxy), requestTls: tls });
}

/** The same dispatcher without a proxy: every connection goes straight to the endpoint. */
export function createProbeAgent(options: ProbeAgentOptions = {}): Agent {
  return new Agent(agentOptions(options).common);
}

function agentOptions(options: ProbeAgentOptions): { common: Agent.Options; tls: buildConnector.BuildOptions } {
  const settings = options.connection ?? DEFAULT_CONNECTION;
  const timeout = options.connectTimeoutMs ?? 10_000;
  const tls = { ...trustOptions(settings.ca, options.env ?? process.env), allowH2: settings.http2, timeout };
  const common = {
    connections: options.connections ?? null,
    // HTTP/2 multiplexes requests on one connection; its default (unlimited streams) applies when it is negotiated.
    ...(settings.http2 ? {} : { pipelining: 1 }),
    allowH2: settings.http2,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? KEEP_ALIVE_IDLE_MS,
    headersTimeout: 0,
    bodyTimeout: 0,
    connect: timedConnector(buildConnector(tls)),
    factory: timedFactory,
  };
  return { common, tls };
}

function proxyOptions(proxy: ProxySettings): { httpProxy?: string; httpsProxy?: string; noProxy: string } {
  return {
    ...(proxy.httpProxy !== null ? { httpProxy: proxy.httpProxy } : {}),
    ...(proxy.httpsProxy !== null ? { httpsProxy: proxy.httpsProxy } : {}),
    noProxy: proxy.noProxy,
  };
}

/** Undici's default pool factory, with the connector a proxy agent passes in timed as well. */
function timedFactory(origin: string | URL, options: Pool.Options): Dispatcher {
  const connect = typeof options.connect === 'function' ? timedConnector(options.connect) : options.connect;
  const timed = { ...options, ...(connect !== undefined ? { connect } : {}) };
  return options.connections === 1 ? new Client(origin, timed) : new Pool(origin, timed);
}

const shared = new Map<string, Dispatcher>();

/** The dispatcher for requests with these connection settings in this thread; created on first use. */
export function probeDispatcher(settings: ConnectionSettings = DEFAULT_CONNECTION): Dispatcher {
  const key = `${settings.http2 ? 'h2' : 'h1'}:${settings.ca ?? ''}`;
  const existing = shared.get(key);
  if (existing !== undefined) return existing;
  const created = createProbeDispatcher({ connection: settings });
  shared.set(key, created);
  return created;
}

/** The dispatcher used when a probe is given none and its request names no connection settings. */
export function sharedProbeDispatcher(): Dispatcher {
  return probeDispatcher(DEFAULT_CONNECTION);
}

/** Closes every shared dispatcher (idle keep-alive sockets included); later probes create new ones. */
export async function closeSharedProbeDispatcher(): Promise<void> {
  const all = [...shared.values()];
  shared.clear();
  await Promise.all(all.map((d) => d.close()));
}

/**
 * A dispatcher for one request on a connection of its own (a retry after a stale keep-alive connection, or an
 * endpoint measured with `connection: new`); the caller closes it when the request is over.
 */
export function oneShotDispatcher(settings: ConnectionSettings = DEFAULT_CONNECTION): Dispatcher {
  return createProbeDispatcher({ connection: settings, connections: 1, keepAliveTimeoutMs: 1 });
}
