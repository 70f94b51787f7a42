import type { GateOutcome } from '../../gate/index.js';
import type { Results } from '../../results/index.js';
import type { ScrapeTimeouts } from '../../runner/index.js';
import { attributeTelemetry, type TelemetryAttribution, type EndpointTelemetry, type LookTelemetry } from '../../telemetry/index.js';
import { escapeMarkdown } from '../escape.js';
import { formatMs, formatNumber, formatPercent } from '../format.js';
import { renderMarkdownTable } from '../markdown/format.js';
import { docsUrl } from '../../vocabulary/index.js';

/** Each endpoint's telemetry with the client's TTFT of the same endpoint beside it. */
export function telemetryAttributions(results: Results): TelemetryAttribution[] {
  return (results.telemetry ?? []).map((t) => {
    const ttft = results.cells.filter((c) => c.endpoint === t.endpoint).flatMap((c) => c.values.ttftMs ?? []);
    return attributeTelemetry(t, ttft);
  });
}

const KV_WORTH_SAYING = 0.5;

/**
 * One line saying where an endpoint's time went by its server's own account: the server's TTFT and queue time
 * against the client's, waiting requests, KV-cache use and preemptions. Null when the server said nothing of these.
 */
export function attributionLine(a: TelemetryAttribution): string | null {
  const parts: string[] = [];
  if (a.clientTtftMeanMs !== null && a.serverTtftMeanMs !== null && a.outsideServerMs !== null) {
    const queue = a.queueMeanMs === null ? '' : a.queueMeanMs < 1 ? ' (none of it queued)' : ` (${formatMs(a.queueMeanMs)} of it queued)`;
    parts.push(
      `of a mean TTFT of ${formatMs(a.clientTtftMeanMs)}, the server saw ${formatMs(a.serverTtftMeanMs)}${queue} and ${formatMs(Math.max(0, a.outsideServerMs))} was outside it (network and gateway)`,
    );
  } else if (a.queueMeanMs !== null) parts.push(`requests queued ${formatMs(a.queueMeanMs)} on average at the server`);
  if (a.queueDepthMax !== null && a.queueDepthMax > 0) parts.push(`up to ${formatNumber(a.queueDepthMax, 0)} requests waiting`);
  // A KV cache far from full explains nothing; one near full explains queueing and preemptions.
  if (a.kvCacheUsageMax !== null && a.kvCacheUsageMax >= KV_WORTH_SAYING)
    parts.push(`KV cache up to ${formatPercent(a.kvCacheUsageMax)}${a.kvCacheUsageMax >= 0.9 ? ' (saturated)' : ''}`);
  if (a.preemptions !== null && a.preemptions > 0) parts.push(`${formatNumber(a.preemptions, 0)} preemptions`);
  if (parts.length === 0) return null;
  const shared = a.shared ? '; its counters also count another endpoint on the same server' : '';
  return `server telemetry (${escapeMarkdown(a.preset, 20)}): ${parts.join('; ')}${shared}`;
}

/** The `<details>` table: one row per endpoint and look; speculative decoding's figures when some server reported them. */
export function telemetryTable(telemetry: readonly EndpointTelemetry[]): string {
  const speculative = telemetry.some((t) => t.looks.some((l) => speculativeCell(l) !== '–'));
  const rows = telemetry.flatMap((t) =>
    t.looks.map((l) => [
      escapeMarkdown(t.endpoint, 60),
      String(l.look),
      `${l.scrapes - l.failedScrapes}/${l.scrapes}`,
      gauge(l.gauges.queueDepth?.median, l.gauges.queueDepth?.max, 0),
      gauge(l.gauges.runningRequests?.median, l.gauges.runningRequests?.max, 0),
      l.gauges.kvCacheUsage ? `${formatPercent(l.gauges.kvCacheUsage.median)} / ${formatPercent(l.gauges.kvCacheUsage.max)}` : '–',
      share(l.counters.prefixCacheHits?.delta, l.counters.prefixCacheQueries?.delta),
      formatNumber(l.counters.preemptions?.delta, 0),
      l.histograms.serverTtft ? `${formatMs(l.histograms.serverTtft.p50Ms)} / ${formatMs(l.histograms.serverTtft.p90Ms)}` : '–',
      l.histograms.queueTime ? `${formatMs(l.histograms.queueTime.p50Ms)} / ${formatMs(l.histograms.queueTime.p90Ms)}` : '–',
      formatNumber(l.counters.generatedTokens?.delta, 0),
      ...(speculative ? [speculativeCell(l)] : []),
      l.sharedWith.length > 0 ? `shared with ${l.sharedWith.map((n) => escapeMarkdown(n, 40)).join(', ')}` : '',
    ]),
  );
  const table = renderMarkdownTable(
    [
      'endpoint',
      'look',
      'scrapes',
      'waiting (median / max)',
      'running (median / max)',
      'KV cache (median / max)',
      'prefix hits',
      'preemptions',
      'server TTFT (p50 / p90)',
      'queue time (p50 / p90)',
      'generated tokens',
      ...(speculative ? ['draft acceptance (mean accepted length)'] : []),
      '',
    ],
    [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      ...(speculative ? ['right' as const] : []),
      'left',
    ],
    rows,
  );
  const warnings = telemetry.flatMap((t) => t.warnings.map((w) => `- ${escapeMarkdown(t.endpoint, 60)}: ${escapeMarkdown(w, 300)}`));
  const method = `Gauges over the scrapes taken while requests ran; counters as increases over the look; server quantiles interpolated inside histogram buckets, as Prometheus does ([telemetry.md](${docsUrl('telemetry.md')})).`;
  return [table, method, ...(warnings.length > 0 ? [`Scrapes that gave nothing:\n${warnings.join('\n')}`] : [])].join('\n\n');
}

/**
 * A look's speculative decoding by its server: `81% (3.41)` from vLLM's counters (accepted / drafted tokens, 1 +
 * accepted / drafts), or SGLang's gauges' medians; `–` when the server exports neither.
 */
function speculativeCell(l: LookTelemetry): string {
  const { specDrafts: drafts, specDraftTokens: drafted, specAcceptedTokens: accepted } = l.counters;
  if (drafted && accepted) {
    const rate = drafted.delta > 0 ? formatPercent(accepted.delta / drafted.delta) : 'none drafted';
    const length = drafts ? ` (${formatNumber(drafts.delta > 0 ? 1 + accepted.delta / drafts.delta : 1, 2)})` : '';
    return `${rate}${length}`;
  }
  const rate = l.gauges.specAcceptRate?.median;
  const length = l.gauges.specAcceptLength?.median;
  if (rate === undefined && (length === undefined || length <= 0)) return '–';
  return `${rate === undefined ? '–' : formatPercent(rate)}${length !== undefined && length > 0 ? ` (${formatNumber(length, 2)})` : ''}`;
}

function gauge(median: number | undefined, max: number | undefined, digits: number): string {
  return median === undefined || max === undefined ? '–' : `${formatNumber(median, digits)} / ${formatNumber(max, digits)}`;
}

function share(hits: number | undefined, queries: number | undefined): string {
  if (hits === undefined || queries === undefined) return '–';
  return queries > 0 ? formatPercent(hits / queries) : 'no queries';
}

/** Which prefix-cache miss shares the gate counted from a server's counters, naming them; plain text (notes are escaped where placed). */
export function serverCounterNotes(gate: GateOutcome | null): string[] {
  if (!gate) return [];
  return gate.comparisons.flatMap((c) => {
    if (c.metric !== 'cacheMissShare' || !c.serverCounters) return [];
    const names = [...new Set([c.serverCounters.candidate, c.serverCounters.baseline].filter((n): n is string => n !== null))];
    const sides =
      c.serverCounters.candidate && c.serverCounters.baseline
        ? 'both sides'
        : c.serverCounters.candidate
          ? c.endpoint
          : 'the comparison side';
    return [
      `Prefix-cache miss share in ${c.scenario} · ${c.cache} of ${sides} from the server's counters ${names.join(', ')} (no cached tokens in the usage; per endpoint, not per cell)`,
    ];
  });
}

/**
 * The one line for an endpoint whose metrics URL did not answer some scrapes:
 * `telemetry: /metrics of llama did not answer 43 of 60 scrapes within 2000 ms (llama.cpp serves /metrics from …)`.
 */
export function scrapeTimeoutLine(t: ScrapeTimeouts): string {
  const head = `telemetry: ${t.path} of ${t.endpoint} did not answer ${t.timedOut} of ${t.attempted} scrapes`;
  // The preset already waits out the task queue while requests run: what is left is a /metrics that does not answer.
  if (t.queuedMetrics && t.duringTimeoutMs > t.timeoutMs)
    return `${head} (${t.preset} answers /metrics from its task queue, between the steps of its work: a scrape while requests ran waited up to ${t.duringTimeoutMs} ms, as long as a first token may, one before or after them ${t.timeoutMs} ms; these got no answer even so, so its /metrics itself did not answer; the requests' timings are unaffected)`;
  const why = t.queuedMetrics
    ? ` (${t.preset} serves /metrics from its task queue: a scrape waits while a long prompt is processed, so the gaps are the server being busy, not down; the requests' timings are unaffected; telemetry.timeoutMs longer than the longest prefill gets those answers)`
    : '';
  return `${head} within ${t.timeoutMs} ms${why}`;
}
