// The public surface of vocabulary/: what other layers import. Files inside vocabulary/ import each other directly.
export { causeOf, CAUSES, isDiagnosticMetric } from './causes.js';
export type { Cause } from './causes.js';
export { cellKey, sameCell } from './cell.js';
export type { CacheState, CellIdentity } from './cell.js';
export type { ProbeCheck } from './checks.js';
export { cliInvocation, recordCommand } from './invocation.js';
export { DOCS_PAGES, DOCS_URL, docsUrl, REPOSITORY_URL, repositoryWebUrl } from './docs.js';
export type { DocsPage } from './docs.js';
export {
  ADDITIVE_METRICS,
  CHECK_PREFIX,
  GATED_METRICS,
  HIT_ONLY_METRICS,
  isJobMetric,
  JOB_METRICS,
  LOOP_METRICS,
  metricLabel,
  METRICS,
  metricSpec,
  SLO_METRICS,
  statisticLabel,
  STORED_DECIMALS,
  SUMMARISED_METRICS,
} from './metrics.js';
export type {
  DeliveryClass,
  GatedMetric,
  HitOnlyMetric,
  JobMetric,
  LoopMetric,
  MetricId,
  SloMetric,
  SummarisedMetric,
  Unit,
} from './metrics.js';
export { GATE_POLICIES, MEASURED_RELEVANCE_RUNS, ROLES } from './rules.js';
export type { Better, GatePolicy, GateRulesOverrides, MetricRuleOverride, Role, Statistic } from './rules.js';
export { CLOCK_SYNC_STATES, MIN_SHARD_OVERLAP, overlapPercent, START_TOLERANCE_MS } from './shards.js';
export type { ClockSyncState } from './shards.js';
