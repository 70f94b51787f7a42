// The public surface of config/: what other layers import. Files inside config/ import each other directly.
export { RUN_DEFAULTS, runLooks } from './defaults.js';
export { ConfigError, type ConfigIssue } from './errors.js';
export type { AgentParts, Digest, EndpointParts, FingerprintParts, RunParts, ScenarioParts } from './fingerprint-parts.js';
export { loadWorkload, selectEndpoints } from './load.js';
export { formatPath, pointerToPath } from './read/json-path.js';
export { jsonErrorOffset, lineAndColumn } from './read/json-position.js';
export { resolveApiKeys } from './secrets.js';
export { DEFAULT_PROBE_REPEAT, probeMaxTokens, variantsFor } from './sections/default-probes.js';
export { qualityByScenario, type QualitySpec } from './sections/quality.js';
export { sloBetter, sloByScenario, type SloMetric, type SloSpec } from './sections/slo.js';
export { MAX_AUTO_LEVELS, normalizeSweep, type SweepSpec } from './sections/sweep.js';
export { resolveTelemetryHeaders } from './sections/telemetry.js';
export { CORPUS } from './sources/corpus.js';
export type { DatasetSource, LengthDistribution, PrefixPool, SessionSource, SyntheticSource, TraceSource } from './sources/sources.js';
export { countTokens, decodeTokens, encodeTokens } from './sources/tokenizer.js';
export {
  cacheStates,
  type AnswerExpectation,
  type CacheMode,
  type ChatMessage,
  type EndpointConfig,
  type Price,
  type ExpectationKey,
  type ProbeSettings,
  type ProbeVariantConfig,
  type RunSettings,
  type ScenarioConfig,
  type ScenarioExpectations,
  type SpeculativeSpec,
  type Timeouts,
  type Workload,
} from './types.js';
export { projectValidator } from './validators.js';
