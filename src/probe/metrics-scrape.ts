import { Agent } from 'undici';

/** A failed scrape says why; `timedOut` when the server did not answer within the timeout (a busy server, not a broken one). */
export type ScrapeOutcome = { ok: true; body: string } | { ok: false; reason: string; timedOut?: true };

export interface ScrapeOptions {
  /** This scrape's timeout in place of the scraper's own (a scrape while requests run may wait longer). */
  timeoutMs?: number;
  /** Gives the scrape up early (the look it belongs to is over): an outcome that timed out. */
  signal?: AbortSignal;
}

export interface MetricsScraper {
  scrape(options?: ScrapeOptions): Promise<ScrapeOutcome>;
  close(): Promise<void>;
}

/** An exposition larger than this is not read whole (vLLM's is tens of KiB). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * GETs a Prometheus metrics URL through a dispatcher of its own (one connection, kept alive), never the probes':
 * a scrape cannot take a connection a measured request would use, nor wait in its queue. Every failure is an
 * outcome with its reason (unreachable, timed out, HTTP status, too large), never a throw.
 */
export function createMetricsScraper(options: {
  url: string;
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
}): MetricsScraper {
  const agent = new Agent({ connections: 1, pipelining: 1, connectTimeout: options.timeoutMs });
  const target = new URL(options.url);
  const headers = { accept: 'text/plain;version=0.0.4;q=1, */*;q=0.1', ...options.headers };
  return {
    async scrape(scrapeOptions: ScrapeOptions = {}): Promise<ScrapeOutcome> {
      const timeoutMs = scrapeOptions.timeoutMs ?? options.timeoutMs;
      const startedMs = performance.now();
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = scrapeOptions.signal ? AbortSignal.any([timeout, scrapeOptions.signal]) : timeout;
      try {
        const response = await agent.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: 'GET',
          headers,
          signal,
        });
        const chunks: Buffer[] = [];
        let bytes = 0;
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (bytes > MAX_BODY_BYTES) {
            response.body.destroy();
            return { ok: false, reason: `the exposition is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB` };
          }
          chunks.push(chunk);
        }
        if (response.statusCode >= 400) return { ok: false, reason: `HTTP ${response.statusCode}` };
        return { ok: true, body: Buffer.concat(chunks).toString('utf8') };
      } catch (error) {
        if (signal.aborted)
          return {
            ok: false,
            reason: `no answer within ${timeout.aborted ? timeoutMs : Math.round(performance.now() - startedMs)} ms`,
            timedOut: true,
          };
        return { ok: false, reason: describe(error) };
      }
    },
    close: () => agent.close(),
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? error.cause : null;
  const causeCode = cause ? (cause as { code?: unknown }).code : undefined;
  const named = typeof causeCode === 'string' ? causeCode : typeof code === 'string' ? code : null;
  return named ? `unreachable (${named})` : `unreachable: ${error.message}`;
}
