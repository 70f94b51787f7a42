// The public surface of vocabulary/: what other layers import. Files inside vocabulary/ import each other directly.
export { causeOf, CAUSES, isDiagnosticMetric, type Cause } from './causes.js';
export { cellKey, sameCell, type CacheState, type CellIdentity } from './cell.js';
export type { ProbeCheck } from './checks.js';
export { cliInvocation, recordCommand } from './invocation.js';
export { DOCS_PAGES, DOCS_URL, docsUrl, REPOSITORY_URL, repositoryWebUrl, type DocsPage } from './docs.js';
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
  type DeliveryClass,
  type GatedMetric,
  type HitOnlyMetric,
  type JobMetric,
  type LoopMetric,
  type MetricId,
  type SloMetric,
  type SummarisedMetric,
  type Unit,
} from './metrics.js';
export {
  GATE_POLICIES,
  MEASURED_RELEVANCE_RUNS,
  ROLES,
  type Better,
  type GatePolicy,
  type GateRulesOverrides,
  type MetricRuleOverride,
  type Role,
  type Statistic,
} from './rules.js';
export { CLOCK_SYNC_STATES, MIN_SHARD_OVERLAP, overlapPercent, START_TOLERANCE_MS, type ClockSyncState } from './shards.js';
