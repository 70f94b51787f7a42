export * from './concepts.js';
export { parseExposition, type ParsedExposition } from './exposition.js';
export { attributeTelemetry, type TelemetryAttribution } from './attribution.js';
export { histogramQuantile, type Bucket } from './histogram-quantile.js';
export { lookFromRaw, type RawLook } from './raw-look.js';
export { summarizeLook, type LookWindow, type ParsedScrape } from './look-summary.js';
export {
  PRESET_METRICS,
  QUEUED_METRICS_PRESETS,
  TELEMETRY_PRESETS,
  metricNames,
  type MetricNames,
  type TelemetryPreset,
} from './presets.js';
export type * from './types.js';
export { runTelemetry, type RunTelemetry } from './run-summary.js';
export type { EndpointTelemetry } from './types.js';
export { serverAcceptance, type ServerAcceptance } from './speculative.js';
