// The public surface of probe/: what other layers import. Files inside probe/ import each other directly.
export { preconnect, type PreconnectOutcome, type PreconnectRequest } from './connection/preconnect.js';
export { proxyFor, proxyForDisplay, proxyFromEnv } from './connection/proxy-env.js';
export { createMetricsScraper, type MetricsScraper, type ScrapeOutcome } from './metrics-scrape.js';
export { emptyColumns, roundMs } from './new-sample.js';
export { probe } from './probe.js';
export type { ProbeDeps, ProbeRequest } from './request.js';
export type { ErrorKind, Sample, SamplePause, TokenLogprob } from './sample.js';
export { parseServerTimingEntries } from './server-report.js';
