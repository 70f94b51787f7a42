// Public surface of the gate: rules in, verdicts out. Pure; imports stats and contracts only.
export { DEFAULT_RULES, resolveRules, validateRules } from './defaults.js';
export { type GateRulesOverrides, type MetricRuleOverride } from '../vocabulary/rules.js';
export { evaluateGate, assembleOutcome, type GateOptions } from './evaluate/gate.js';
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
export { cellKey } from '../vocabulary/cell.js';
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
} from './types.js';
export type { Role, Statistic, Better } from '../vocabulary/rules.js';
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
export { contractOutcome, evaluateContracts, type ContractCheck } from './contracts.js';
