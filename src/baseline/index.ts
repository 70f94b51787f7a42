export { baselineCells } from './cells.js';
export { describeWorkloadDifference } from './difference.js';
export { BaselineError, type BaselineErrorKind } from './errors.js';
export { fingerprintFromParts, fingerprintWorkload, sloDigest, workloadIdentity, workloadParts } from './fingerprint.js';
export { baselineFromResults } from './from-results.js';
export { readBaseline, readBaselineStamp, type BaselineExpectation, type BaselineStamp } from './read.js';
export { serializeBaseline, writeBaseline } from './serialize.js';
export type { Baseline, BaselineCell, BaselineLoop, FingerprintParts, WorkloadIdentity } from './types.js';
export { baselineProblems } from './validate.js';
export { canonicalConformance } from './conformance.js';
export {
  appendEntry,
  historyEntryFromResults,
  historyFileName,
  parseHistory,
  HISTORY_VERSION,
  isMarkerEntry,
  measuredEntries,
  stepMarkerEntry,
  type HistoryStepMark,
  type HistoryCell,
  type HistoryEntry,
  type HistoryTelemetry,
} from './history-entry.js';
export { baselineFromHistory, DEFAULT_HISTORY_RUNS, pooledHistoryCells, type HistoryBaseline } from './history-pool.js';
