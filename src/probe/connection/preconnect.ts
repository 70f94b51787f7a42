import type { Dispatcher } from 'undici';
import { DEFAULT_CONNECTION, probeDispatcher, type ConnectionSettings } from './dispatcher.js';
import { secretRedactor } from '../redact-secrets.js';
import { isTlsError, tlsErrorMessage } from './trust.js';

/** Connections to open to one endpoint before measuring, so measured requests start on established ones. */
export interface PreconnectRequest {
  /** A cheap GET on the endpoint's origin: the OpenAI-compatible model list (`${baseUrl}/models`). */
  url: string;
  /** The endpoint's headers, authorization included (a gateway may refuse an anonymous request). */
  headers: Record<string, string>;
  connection?: ConnectionSettings;
  count: number;
  /** Each request's limit, connection set-up included. */
  timeoutMs: number;
}

export interface PreconnectOutcome {
  /** Requests that got a response (of any status): each left a connection open for reuse. */
  opened: number;
  failed: number;
  /** The first failure, redacted; a TLS failure also sets `tls`. */
  error: string | null;
  /** The TLS handshake failed (untrusted certificate, wrong host name): every measured request would fail too. */
  tls: boolean;
}

/**
 * Sends `count` GET requests at once, so the dispatcher opens `count` connections (one request per HTTP/1.1
 * connection), and reads each response to its end, which leaves the connections idle in the pool. Never rejects.
 */
export async function preconnect(
  req: PreconnectRequest,
  deps: { dispatcher?: Dispatcher; redact?: (text: string) => string } = {},
): Promise<PreconnectOutcome> {
  const dispatcher = deps.dispatcher ?? probeDispatcher(req.connection ?? DEFAULT_CONNECTION);
  const redact = secretRedactor(req.headers, deps.redact);
  const url = new URL(req.url);
  const results = await Promise.all(Array.from({ length: req.count }, () => openOne(dispatcher, url, req)));
  // undici returns a connection to its pool in a setImmediate after the response ends; resolving two check phases
  // later lets the first measured requests find these connections instead of opening more (see attempt.ts).
  await checkPhase();
  await checkPhase();
  const failures = results.filter((r): r is Failure => r !== null);
  const tls = failures.find((f) => f.tls);
  const first = tls ?? failures[0];
  return {
    opened: req.count - failures.length,
    failed: failures.length,
    error: first === undefined ? null : redact(first.message),
    tls: tls !== undefined,
  };
}

function checkPhase(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface Failure {
  message: string;
  tls: boolean;
}

async function openOne(dispatcher: Dispatcher, url: URL, req: PreconnectRequest): Promise<Failure | null> {
  try {
    const response = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { ...req.headers, accept: 'application/json' },
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    await response.body.dump({ limit: 1024 * 1024 });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown } | null)?.code;
    const codeText = typeof code === 'string' ? code : '';
    if (isTlsError(codeText, message)) return { message: tlsErrorMessage(url, codeText, message), tls: true };
    return { message: codeText !== '' && !message.includes(codeText) ? `${message} (${codeText})` : message, tls: false };
  }
}
