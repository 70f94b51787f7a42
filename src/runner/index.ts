// The public surface of runner/: what other layers import. Files inside runner/ import each other directly.
export { describeConnection } from './describe-connection.js';
export type { ProbeFn } from './execute-item.js';
export { openJsonlSink } from './jsonl-sink.js';
export { createProbePool } from './probe-pool.js';
export type { ProbePool } from './probe-pool.js';
export { createProgressWriter } from './progress.js';
export { readSamplesFile } from './read-samples.js';
export { runPlan } from './run-plan.js';
export type { Progress, RunOutcome } from './run-plan.js';
export { LATE_MS } from './schedule.js';
export type { LatenessSummary } from './schedule.js';
export { RunTelemetry } from './telemetry-run.js';
export { resolveWorkerCount } from './worker-count.js';
