// Public surface of the gate: rules in, verdicts out. Pure; imports stats and contracts only.
export { DEFAULT_RULES, resolveRules, validateRules, type GateRulesOverrides, type MetricRuleOverride } from './defaults.js';
export { evaluateGate, assembleOutcome, type GateOptions } from './evaluate.js';
export { splitHalves, aaFalseFailureRate, type AaReport } from './aa.js';
export { cellKey } from './cell-key.js';
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
  PassRateEvidence,
  RiseEvidence,
  TailEvidence,
  TailTest,
  GateOutcome,
  GateRules,
  MetricRule,
  PooledComparison,
  Role,
  RunSpread,
  Verdict,
  Interval,
  Statistic,
  Better,
} from './types.js';
export {
  DEFAULT_MIN_PASS_RATE_DROP,
  evaluateConformanceGate,
  mergeConformanceIntoGate,
  referenceConformance,
  type ConformanceGateOptions,
  type ConformanceGateOutcome,
  type ProbeChange,
  type ProbeChangeKind,
} from './conformance.js';
