import { parseExposition } from './exposition.js';
import { summarizeLook, type ParsedScrape } from './look-summary.js';
import type { MetricNames } from './presets.js';
import type { LookTelemetry, RawScrape } from './types.js';

export interface RawLook {
  look: number;
  scrapes: readonly RawScrape[];
  sharedWith: readonly string[];
}

/**
 * A look's scrapes as the edge took them → the look's telemetry and one warning per distinct reason a scrape gave
 * nothing (unreachable, HTTP error, not an exposition). Bodies are parsed here, after the look, so parsing never
 * competes with the measured requests for the event loop.
 */
export function lookFromRaw(raw: RawLook, names: MetricNames): { telemetry: LookTelemetry; problems: string[] } {
  const parsed: ParsedScrape[] = [];
  const problems: string[] = [];
  for (const scrape of raw.scrapes) {
    if (!scrape.ok) {
      problems.push(`${scrape.phase} scrape: ${scrape.reason}`);
      continue;
    }
    const exposition = parseExposition(scrape.body);
    if (exposition.ok) parsed.push({ atMs: scrape.atMs, phase: scrape.phase, samples: exposition.samples });
    else problems.push(`${scrape.phase} scrape: ${exposition.reason}`);
  }
  parsed.sort((a, b) => a.atMs - b.atMs);
  const telemetry = summarizeLook({ look: raw.look, scrapes: parsed, attempted: raw.scrapes.length, sharedWith: raw.sharedWith }, names);
  if (
    parsed.length > 0 &&
    Object.keys(telemetry.gauges).length + Object.keys(telemetry.counters).length + Object.keys(telemetry.histograms).length === 0
  )
    problems.push("none of the preset's metrics is in the exposition (a wrong preset, or names to give under telemetry.metrics)");
  return { telemetry, problems: [...new Set(problems)] };
}
