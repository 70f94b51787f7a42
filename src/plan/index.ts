// The public surface of plan/: what other layers import. Files inside plan/ import each other directly.
export { apiBody, apiHeaders, apiUrl, modelsUrl } from './api-requests.js';
export { buildPlan, sourcesServe } from './build-plan.js';
export {
  ASSUMED_FIRST_TOKEN_S,
  ASSUMED_TOKENS_PER_SECOND,
  CHARS_PER_TOKEN,
  runSize,
  type EndpointSize,
  type RunSize,
  type SessionsSize,
} from './run-size.js';
export { parseShard, type Shard } from './shard.js';
export type { Plan, PlannedItem, PlannedSession, PlannedTurn } from './types.js';
