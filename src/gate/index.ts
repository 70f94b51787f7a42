// Public surface of the gate: rules in, verdicts out. Pure; imports stats and contracts only.
export { DEFAULT_RULES, resolveRules, validateRules } from './defaults.js';
export { type GateRulesOverrides, type MetricRuleOverride, cellKey, type Role, type Statistic, type Better } from '../vocabulary/index.js';
export { evaluateGate, assembleOutcome, type GateOptions, endpointSloVerdicts } from './evaluate/gate.js';
export {
  evaluateSloCell,
  sloEndpointState,
  sloTestCount,
  type SloCell,
  type SloLevels,
  type SloState,
  type SloVerdict,
} from './slo/objectives.js';
export { splitHalves, aaFalseFailureRate, type AaReport } from './aa.js';
export type {
  CellData,
  Comparison,
  EndpointVerdict,
  Evidence,
  Finding,
  GateWarning,
  MarginEvidence,
  NotGatedEvidence,
  NotGatedWarning,
  NotGatedWhy,
  CellDecision,
  PassRateEvidence,
  RiseEvidence,
  TailEvidence,
  TailTest,
  GateOutcome,
  GateRules,
  MetricRule,
  PooledComparison,
  RunSpread,
  Verdict,
  Interval,
  CacheHits,
  DriftPrior,
  DriftPriors,
  PassResolution,
  TailHole,
} from './types.js';
export {
  DEFAULT_MIN_PASS_RATE_DROP,
  evaluateConformanceGate,
  evaluateContractsAlone,
  mergeConformanceIntoGate,
  referenceConformance,
  type ConformanceGateOptions,
  type ConformanceGateOutcome,
  type ProbeChange,
  type ProbeChangeKind,
} from './conformance.js';
export { baselineReach, type ReachVariant } from './reach.js';
export { BLIND_FACTOR, historyReach, type HistoryReach } from './history-reach.js';
export { contractOutcome, endpointsWithBrokenContracts, evaluateContracts, type ContractCheck } from './contracts.js';
export { hitOnlyCell, reportsHits } from './cache/hits.js';
export { withServerCacheHits } from './cache/telemetry-hits.js';
export { WARM_HIT_SHARE_FLOOR, type ColdCell, type MeasuredCold, type WarmSideHits } from './cache/measured-cold.js';
export {
  CONTENT_FILTER_REASONS,
  unmetConditions,
  type ColdCause,
  type ColdSide,
  type ConditionsInput,
  type UnmetCondition,
} from './conditions/unmet.js';
export { jobCells, withoutJobRules, type JobLoop } from './evaluate/jobs.js';
export {
  capacityOf,
  capacityThreshold,
  compareCapacity,
  estimatesMeet,
  levelState,
  nextLevel,
  SATURATION_GROWTH,
  THRESHOLD_LOOK_FACTOR,
  type CapacityComparison,
  type CapacityEstimate,
  type CapacityVerdict,
  type LevelState,
  type SearchSpec,
} from './capacity.js';
export { decideRemedies, type DecideRemedy, type Remedy } from './decide-remedy.js';
export { conformanceBudget, type LookPosition } from './design.js';
export {
  CHANGE_SETTINGS,
  historyChanges,
  recentStep,
  worseningCreep,
  type HistoryChanges,
  type HistoryCreep,
  type HistorySeries,
  type HistoryStep,
  type SeriesPoint,
} from './history-changes.js';
export { evaluateOutputParity, mergeOutputParity, type ComparedOutput, type OutputParity } from './output/parity.js';
export type {
  AccuracyComparison,
  DifferenceCounts,
  LengthSide,
  LogprobComparison,
  RepeatAgreement,
  SelfAgreement,
  TieGaps,
} from './output/types.js';
export { endpointAcceptance, mergeAcceptance } from './speculative/acceptance.js';
export { evaluateSpeculative, mergeSpeculative } from './speculative/compare.js';
export {
  SPECULATIVE_SOURCES,
  type DraftCounts,
  type SpeculativeAcceptance,
  type SpeculativeComparison,
  type SpeculativeSource,
} from './speculative/types.js';
export { promptEstimates } from './prompt/estimate.js';
export type { PromptEvidence } from './evidence.js';
export { DRIFT_PRIOR_DF, driftPriorFor } from './drift/between-runs.js';
export { HELD_LOOP_MAX_MS, HELD_LOOP_P99_MS, heldLoops, type HeldLoop } from './client/held-loop.js';
export type { ClientLateness } from './client/excuse.js';
