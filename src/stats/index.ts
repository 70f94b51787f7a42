// Public surface of the statistics library. It imports nothing from the rest of the project.
export { quantile } from './quantile.js';
export { summarize, type Summary } from './summary.js';
export { sortedFinite } from './finite.js';
export {
  bootstrapQuantileCI,
  bootstrapQuantileRatioCI,
  countedResampleQuantile,
  type BootstrapOptions,
  type BootstrapInterval,
} from './bootstrap.js';
export { hodgesLehmannShift, shiftBounds, ratioBounds, type Bounds } from './hodges-lehmann.js';
export { mannWhitney, type Alternative, type MannWhitneyResult } from './mann-whitney.js';
export { EXACT_MAX_SIZE } from './mann-whitney-distribution.js';
export { ratioMarginTest } from './ratio-margin.js';
export { fisherExact, type FisherResult } from './fisher.js';
export { wilsonInterval, proportionDiffCI, type ProportionInterval } from './proportion.js';
export { holm, type HolmResult } from './holm.js';
export { samplesToDecide, type SamplesToDecideInput, type SamplesToDecide } from './samples-to-decide.js';
export { normalCdf, normalQuantile } from './normal.js';
export { createRng, hashString, deriveSeed, normal, lognormal, exponential } from './rng.js';
export { combinedScale, shiftedU, stratifiedZ, stratifiedShift, type Stratum, type StratifiedShift } from './stratified-rank.js';
export { spentAlpha, lookAlpha, type SpendingFunction } from './alpha-spending.js';
export { binomialUpperTail, binomialCdf, quantileUpperBoundRank } from './binomial.js';
export { exceedancePmf, convolve, countTails, exceedanceLowerTail } from './precedence.js';
export { studentTUpper, studentTQuantile } from './student-t.js';
export { restrictedVariance, stratifiedRiseZ, stratifiedRiseInterval, type RateSide } from './farrington-manning.js';
export { runDriftLogSd } from './run-drift.js';
export { jointRunDrift, type CellDrift } from './joint-drift.js';
export { driftedBinomialTail, hitShareLogSd } from './drifted-binomial.js';
export { quantileLowerBoundRank, quantileBounds, missShareTest, clopperPearson, requestsToShowWithin } from './share-bounds.js';
export { tQuantile, tUpperTail, incompleteBeta } from './student-t.js';
export { newestShift, type NewestShift, type NewestShiftOptions } from './newest-segment.js';
export { eDivisiveChangePoints, studentTwoSided, trend, type ChangePoint, type ChangePointOptions, type Trend } from './change-point.js';
