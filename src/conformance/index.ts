// The public surface of conformance/: what other layers import. Files inside conformance/ import each other directly.
export { answerCorrect } from './assertions.js';
export { contractRates, CONTRACTS, type ContractRates } from './contracts.js';
export { settleDifference, type CostNoise, type SettleDifference } from './cost.js';
export { loadSchemaCompiler } from './json-schema.js';
export { measureConformance, wantsConformance } from './measure.js';
export { checkSamples, tallyChecks, type CheckedSample } from './tally.js';
export {
  ANSWER_ASSERTIONS,
  ANSWER_CORRECT,
  type AssertionTally,
  type ConformanceData,
  type ProbeRecord,
  type ProbeVerdict,
} from './types.js';
