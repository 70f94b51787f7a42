// The public surface of runner/: what other layers import. Files inside runner/ import each other directly.
export type { ProbeFn } from './execute-item.js';
export { openJsonlSink, readSamplesFile } from './jsonl-sink.js';
export { createProbePool, resolveWorkerCount } from './probe-pool.js';
export type { ProbePool } from './probe-pool.js';
export { createProgressWriter, describeConnection } from './progress.js';
export { runPlan } from './run-plan.js';
export type { Progress, RunDeps, RunOutcome } from './run-plan.js';
export { LATE_MS } from './schedule.js';
export type { LatenessSummary } from './schedule.js';
export { RunTelemetry } from './telemetry-run.js';
export type { ScrapeTimeouts } from './telemetry-run.js';
export { ClientHealthMonitor } from './client-health.js';
export type { ClientHealthLook, LoopDelay } from './client-health.js';
export { parseAgreedStart } from './agreed-start.js';
export type { AgreedStart, StartStamp } from './agreed-start.js';
