// The public surface of results/: what other layers import. Files inside results/ import each other directly.
export { buildResults, publicUrl, withConformance, type RunRecord } from './build-results.js';
export { cellDataToResult } from './cell-data.js';
export { medianOf, quantilesOf, summaryOf } from './distribution.js';
export type { ErrorExample } from './error-examples.js';
export { measureSample, type MeasuredSample } from './measured.js';
export { describeRunSpread, mergeRuns } from './merge-runs.js';
export { MergeError, mergeResults } from './merge.js';
export { parseResults, resultsProblems } from './parse-results.js';
export { parseSweep } from './parse-sweep.js';
export {
  describeKinds,
  failedEndpoints,
  RECORD_MAX_ERROR_RATE,
  unrecordableCells,
  type FailedEndpoint,
  type UnrecordableCell,
} from './run-health.js';
export {
  LEVEL_METRICS,
  SWEEP_VERSION,
  type LevelMetric,
  type LevelPercentiles,
  type LevelShards,
  type SweepEndpoint,
  type SweepEndpointGate,
  type SweepGate,
  type SweepLevel,
  type SweepResults,
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
