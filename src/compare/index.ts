// The public surface of compare/: what other layers import. Files inside compare/ import each other directly.
export {
  aaCalibration,
  baselinePathFor,
  DEFAULT_AA_RUNS,
  referenceEndpoint,
  resolveGateRules,
  type FailOn,
  type LoadedBaseline,
} from './comparand.js';
export {
  checkFingerprint,
  evaluateRun,
  planGate,
  readResults,
  readResultsOf,
  renderRunReport,
  renderRunTerminal,
  sequentialRun,
  type Evaluation,
  type GatePlan,
} from './flow.js';
export { decideGateRun, decideNotes, failureFacts, parityNotes } from './gate-decision.js';
export { baselineOfRuns, baselineReachLines } from './record-baseline.js';
export { blindHistoryNotes, historySideReachLines } from './history-reach-notes.js';
export type { SequentialGate } from './sequential.js';
export { comparisonOf, notComparedEndpoints, verdictFile, writeVerdictFile } from './verdict-file.js';
