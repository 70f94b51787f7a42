// The public surface of conformance/: what other layers import. Files inside conformance/ import each other directly.
export { answerCorrect } from './assertions.js';
export { contractRates, CONTRACTS } from './contracts.js';
export { settleDifference } from './cost.js';
export type { CostNoise, SettleDifference } from './cost.js';
export type { ContractRates } from './contracts.js';
export { loadSchemaCompiler } from './json-schema.js';
export { measureConformance, wantsConformance } from './measure.js';
export { checkSamples, tallyChecks } from './tally.js';
export type { CheckedSample } from './tally.js';
export { ANSWER_ASSERTIONS, ANSWER_CORRECT } from './types.js';
export type { AssertionTally, ConformanceData, ProbeRecord, ProbeVerdict } from './types.js';
