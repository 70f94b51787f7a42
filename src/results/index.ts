// The public surface of results/: what other layers import. Files inside results/ import each other directly.
export { buildResults, publicUrl, withConformance } from './build-results.js';
export type { RunRecord } from './build-results.js';
export { cellDataToResult } from './cell-data.js';
export { medianOf, quantilesOf, summaryOf } from './distribution.js';
export type { ErrorExample } from './error-examples.js';
export { measureSample } from './measured.js';
export type { MeasuredSample } from './measured.js';
export { describeRunSpread, mergeRuns } from './merge-runs.js';
export { MergeError, mergeResults } from './merge.js';
export { parseResults, resultsProblems } from './parse-results.js';
export { parseSweep } from './parse-sweep.js';
export { describeKinds, failedEndpoints, RECORD_MAX_ERROR_RATE, unrecordableCells } from './run-health.js';
export type { FailedEndpoint, UnrecordableCell } from './run-health.js';
export { LEVEL_METRICS, SWEEP_VERSION } from './sweep-types.js';
export type {
  LevelMetric,
  LevelPercentiles,
  LevelShards,
  SweepEndpoint,
  SweepEndpointGate,
  SweepGate,
  SweepLevel,
  SweepResults,
} from './sweep-types.js';
export type {
  CellResult,
  ConnectionFacts,
  JobsPerHour,
  LoopCounts,
  LoopResult,
  LoopValues,
  Median,
  MetricSummary,
  Results,
  AgreedStartStamp,
  MeasuringWindow,
  ShardsTogether,
  ShardWindow,
} from './types.js';
export { overlapRefusal, overlapShare, shardsTogether } from './shard-overlap.js';
