// The public surface of runner/: what other layers import. Files inside runner/ import each other directly.
export type { ProbeFn } from './execute-item.js';
export { openJsonlSink, readSamplesFile } from './jsonl-sink.js';
export { createProbePool, type ProbePool } from './probe-pool.js';
export { ProbeThreads, resolveWorkerCount, workersAfterLook, AUTO_WORKERS_FROM_STREAMS, type ThreadsGrown } from './probe-threads.js';
export { createProgressWriter, describeConnection } from './progress.js';
export { runPlan, type Progress, type RunDeps, type RunOutcome } from './run-plan.js';
export { LATE_MS, type LatenessSummary } from './schedule.js';
export { RunTelemetry, type ScrapeTimeouts } from './telemetry-run.js';
export { ClientHealthMonitor, type ClientHealthLook, type LoopDelay } from './client-health.js';
export { parseAgreedStart, type AgreedStart, type StartStamp } from './agreed-start.js';
