// The public surface of compare/: what other layers import. Files inside compare/ import each other directly.
export { aaCalibration, baselinePathFor, DEFAULT_AA_RUNS, referenceEndpoint, resolveGateRules } from './comparand.js';
export type { FailOn, LoadedBaseline } from './comparand.js';
export { checkFingerprint, evaluateRun, planGate, readResultsOf, renderRunReport, renderRunTerminal, sequentialRun } from './flow.js';
export type { Evaluation, GatePlan } from './flow.js';
export { decideGateRun } from './gate-decision.js';
export { failureFacts } from './next-step-facts.js';
export { parityNotes } from './parity-notes.js';
export { readResults } from './read-results.js';
export { baselineOfRuns, baselineReachLines } from './record-baseline.js';
export { decideNotes } from './remedy.js';
export type { SequentialGate } from './sequential.js';
export { comparisonOf, notComparedEndpoints, verdictFile, writeVerdictFile } from './verdict-file.js';
