import type { EndpointConfig } from '../config/index.js';
import { createMetricsScraper } from '../probe/index.js';
import {
  lookFromRaw,
  metricNames,
  QUEUED_METRICS_PRESETS,
  type EndpointTelemetry,
  type RawScrape,
  type TelemetryPreset,
} from '../telemetry/index.js';
import { type Logger, UserError } from '../util/index.js';
import { TelemetrySampler } from './telemetry-sampler.js';

/** A required metrics URL (`telemetry.required: true`) gave nothing before or after a look. */
export class TelemetryError extends UserError {
  override readonly name = 'TelemetryError';
  readonly code = 'STREAMGATE_TELEMETRY';
  readonly exitStatus = 2;
}

/** An endpoint's scrapes that got no answer within the timeout, over the whole run (said once, at its end). */
export interface ScrapeTimeouts {
  endpoint: string;
  preset: TelemetryPreset;
  /** The metrics URL's path only: a URL may carry credentials, and a path is enough to name it. */
  path: string;
  timedOut: number;
  attempted: number;
  timeoutMs: number;
  /** The engine answers /metrics from its inference task queue (QUEUED_METRICS_PRESETS). */
  queuedMetrics: boolean;
  /** How long a scrape while requests ran waited (longer than `timeoutMs` for such an engine). */
  duringTimeoutMs: number;
}

/**
 * How long a scrape taken while the look's requests run may wait. An engine that answers /metrics from its task queue
 * (llama.cpp) answers it between the steps of its work, after the prompt it is processing: a scrape during a 3 s
 * prefill gets no answer within the default 2 s (43 such warnings in one run). It waits as long as a request may wait
 * for its first token (`run.timeouts.firstTokenMs`), no prefill being longer; a scrape still out when the requests
 * are over gets the scrape timeout from there (TelemetrySampler.finishLook). Other engines: the scrape timeout.
 */
export function duringScrapeTimeoutMs(preset: TelemetryPreset, timeoutMs: number, firstTokenMs: number): number {
  return QUEUED_METRICS_PRESETS.has(preset) ? Math.max(timeoutMs, firstTokenMs) : timeoutMs;
}

/**
 * The run's telemetry: a sampler over every endpoint with `telemetry:`, wrapped around each look, and each look's
 * scrapes turned into its summary as soon as the look's requests are over. Without any `telemetry:`, `around` only
 * runs the look.
 */
export class RunTelemetry {
  private readonly sampler: TelemetrySampler | null;
  private readonly byEndpoint = new Map<string, EndpointTelemetry>();
  private readonly timeouts = new Map<string, ScrapeTimeouts>();

  constructor(
    private readonly endpoints: readonly EndpointConfig[],
    headers: ReadonlyMap<string, Readonly<Record<string, string>>>,
    private readonly logger: Logger,
    /** The requests' first-token timeout (`run.timeouts.firstTokenMs`): how long a queued engine's scrape may wait. */
    private readonly firstTokenMs: number,
    nowMs: () => number = () => performance.now(),
  ) {
    const targets = endpoints.flatMap((e) =>
      e.telemetry
        ? [
            {
              endpoint: e.name,
              intervalMs: e.telemetry.intervalMs,
              timeoutMs: e.telemetry.timeoutMs,
              duringTimeoutMs: duringScrapeTimeoutMs(e.telemetry.preset, e.telemetry.timeoutMs, firstTokenMs),
              scraper: createMetricsScraper({ url: e.telemetry.url, headers: headers.get(e.name) ?? {}, timeoutMs: e.telemetry.timeoutMs }),
            },
          ]
        : [],
    );
    this.sampler = targets.length > 0 ? new TelemetrySampler(targets, nowMs) : null;
    for (const e of endpoints)
      if (e.telemetry)
        this.byEndpoint.set(e.name, {
          endpoint: e.name,
          preset: e.telemetry.preset,
          url: publicUrl(e.telemetry.url),
          intervalMs: e.telemetry.intervalMs,
          looks: [],
          warnings: [],
        });
  }

  async around<T>(look: number, endpoints: readonly string[], run: () => Promise<T>): Promise<T> {
    const sampler = this.sampler;
    if (sampler === null || !sampler.covers(endpoints)) return run();
    await sampler.startLook(endpoints);
    // A required metrics URL that fails before the look stops the run before its requests are sent.
    const stop = sampler.failedBefore().find((f) => this.endpoints.find((e) => e.name === f.endpoint)?.telemetry?.required);
    if (stop) {
      await sampler.finishLook();
      throw new TelemetryError(
        `${stop.endpoint}: telemetry.required is set and the metrics URL gave nothing before look ${look}: ${stop.reason}`,
      );
    }
    let result: T;
    try {
      result = await run();
    } finally {
      const raw = await sampler.finishLook();
      this.record(look, endpoints, raw);
    }
    return result;
  }

  /** Each endpoint's telemetry over the looks so far (empty without `telemetry:`). */
  results(): EndpointTelemetry[] {
    return [...this.byEndpoint.values()].map((t) => ({ ...t, looks: [...t.looks], warnings: [...t.warnings] }));
  }

  /**
   * Each endpoint some of whose scrapes timed out, with how many of how many. A server that does not answer its
   * metrics while busy would otherwise print a line per look and phase (43 in one run): the count is said once.
   */
  scrapeTimeouts(): ScrapeTimeouts[] {
    return [...this.timeouts.values()].filter((t) => t.timedOut > 0).map((t) => ({ ...t }));
  }

  close(): Promise<void> {
    return this.sampler?.close() ?? Promise.resolve();
  }

  /** Adds the look's scrapes to the endpoint's run-wide count; the problems its timeouts gave (logged at the end, not here). */
  private countTimeouts(name: string, config: TelemetrySettings, scrapes: readonly RawScrape[]): Set<string> {
    const entry = this.timeouts.get(name) ?? {
      endpoint: name,
      preset: config.preset,
      path: pathOf(config.url),
      timedOut: 0,
      attempted: 0,
      timeoutMs: config.timeoutMs,
      queuedMetrics: QUEUED_METRICS_PRESETS.has(config.preset),
      duringTimeoutMs: duringScrapeTimeoutMs(config.preset, config.timeoutMs, this.firstTokenMs),
    };
    this.timeouts.set(name, entry);
    const problems = new Set<string>();
    for (const scrape of scrapes) {
      entry.attempted++;
      if (scrape.ok || scrape.timedOut !== true) continue;
      entry.timedOut++;
      problems.add(`${scrape.phase} scrape: ${scrape.reason}`);
    }
    return problems;
  }

  private record(look: number, endpoints: readonly string[], raw: ReadonlyMap<string, RawScrape[]>): void {
    for (const [name, scrapes] of raw) {
      const endpoint = this.endpoints.find((e) => e.name === name)!;
      const config = endpoint.telemetry!;
      const sharedWith = this.endpoints
        .filter((e) => e.name !== name && endpoints.includes(e.name) && e.telemetry?.url === config.url)
        .map((e) => e.name);
      const { telemetry, problems } = lookFromRaw({ look, scrapes, sharedWith }, metricNames(config.preset, config.metrics));
      const entry = this.byEndpoint.get(name)!;
      entry.looks.push(telemetry);
      const timedOut = this.countTimeouts(name, config, scrapes);
      for (const problem of problems) {
        if (!entry.warnings.includes(problem)) entry.warnings.push(problem);
        if (timedOut.has(problem)) continue;
        this.logger.warn(`${name}: telemetry, look ${look}: ${problem}${config.required ? '' : '; the run goes on without it'}`);
      }
      const edge = scrapes.filter((s) => s.phase !== 'during');
      const edgeFailed = edge.length < 2 || problems.some((p) => p.startsWith('before') || p.startsWith('after'));
      if (config.required && edgeFailed)
        throw new TelemetryError(
          `${name}: telemetry.required is set and the metrics URL gave no exposition around look ${look}: ${problems.join('; ') || 'no scrape'}`,
        );
    }
  }
}

type TelemetrySettings = NonNullable<EndpointConfig['telemetry']>;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(invalid URL)';
  }
}

function publicUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
