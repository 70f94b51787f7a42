// The public surface of sweep/: what other layers import. Files inside sweep/ import each other directly.
export { deadEndpointsText } from './dead-endpoints.js';
export { decideSweepRun } from './decision.js';
export { openCapacities, openCapacityText } from './open-capacity.js';
export { planSweep, recordSweepBaseline, sweepAndGate, type SweepPlan, gateAndWriteSweep } from './sweep-flow.js';
export { mergeShardSweep } from './merge-sweep.js';
export { runShardSweep } from './shard-sweep.js';
