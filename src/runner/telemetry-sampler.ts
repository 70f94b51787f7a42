import type { MetricsScraper, ScrapeOutcome } from '../probe/index.js';
import type { RawScrape, ScrapePhase } from '../telemetry/index.js';

export interface TelemetryTarget {
  endpoint: string;
  intervalMs: number;
  scraper: MetricsScraper;
  /** A scrape before and after the look's requests is given up after this (the scraper's own timeout). */
  timeoutMs: number;
  /**
   * A scrape while they run waits up to this: longer for an engine that answers /metrics from its task queue, between
   * the steps of its work (QUEUED_METRICS_PRESETS); the scraper's own timeout otherwise.
   */
  duringTimeoutMs: number;
}

/**
 * Scrapes each endpoint's metrics before a look, at its interval while the look's requests run, and after it. The
 * timers are its own and unreferenced; a tick whose previous scrape is still out is skipped rather than stacked, and
 * a body is kept as text (parsed after the look), so scraping takes nothing from the measured requests but the
 * socket reads of a small response. Failures are outcomes: a scrape never throws into the run.
 */
export class TelemetrySampler {
  private readonly scrapes = new Map<string, RawScrape[]>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private active: TelemetryTarget[] = [];
  /** Gives up the look's scrapes still out once its requests are over and the grace below has passed. */
  private during = new AbortController();

  constructor(
    private readonly targets: readonly TelemetryTarget[],
    private readonly nowMs: () => number,
  ) {}

  /** The endpoints of a look that have telemetry. */
  covers(endpoints: readonly string[]): boolean {
    return this.targets.some((t) => endpoints.includes(t.endpoint));
  }

  /** The before scrape of each of the look's endpoints (awaited: it is over before the first request), then the timers. */
  async startLook(endpoints: readonly string[]): Promise<void> {
    this.active = this.targets.filter((t) => endpoints.includes(t.endpoint));
    for (const t of this.active) this.scrapes.set(t.endpoint, []);
    await Promise.all(this.active.map((t) => this.take(t, 'before')));
    this.during = new AbortController();
    for (const target of this.active) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        this.track(this.take(target, 'during').finally(() => (busy = false)));
      }, target.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** The look's before scrapes that failed, with their reasons. */
  failedBefore(): { endpoint: string; reason: string }[] {
    return [...this.scrapes].flatMap(([endpoint, scrapes]) =>
      scrapes.flatMap((s) => (s.phase === 'before' && !s.ok ? [{ endpoint, reason: s.reason }] : [])),
    );
  }

  /**
   * Timers stopped, scrapes in flight awaited, the after scrape taken: each endpoint's scrapes of the look. A scrape
   * still out (one that waits in an engine's task queue) gets the scrape timeout from here, as the after scrape
   * would: the requests are over, so a queue that held it frees at once; one that still does not answer is given up.
   */
  async finishLook(): Promise<Map<string, RawScrape[]>> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (this.pending.size > 0) {
      const graceMs = Math.max(0, ...this.active.map((t) => t.timeoutMs));
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.all([...this.pending]), grace]);
      clearTimeout(timer);
      this.during.abort();
      await Promise.all([...this.pending]);
    }
    await Promise.all(this.active.map((t) => this.take(t, 'after')));
    const out = new Map(this.scrapes);
    this.scrapes.clear();
    this.active = [];
    return out;
  }

  async close(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.during.abort();
    await Promise.all([...this.pending]);
    await Promise.all(this.targets.map((t) => t.scraper.close()));
  }

  private track(promise: Promise<void>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  private async take(target: TelemetryTarget, phase: ScrapePhase): Promise<void> {
    const atMs = this.nowMs();
    const outcome: ScrapeOutcome = await target.scraper.scrape(
      phase === 'during' ? { timeoutMs: target.duringTimeoutMs, signal: this.during.signal } : { timeoutMs: target.timeoutMs },
    );
    this.scrapes.get(target.endpoint)?.push({ atMs, phase, ...outcome });
  }
}
