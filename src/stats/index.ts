// Public surface of the statistics library. It imports nothing from the rest of the project.
export { quantile, summarize, type Summary } from './summary.js';
export { sortedFinite } from './finite.js';
export {
  bootstrapQuantileCI,
  bootstrapQuantileRatioCI,
  countedResampleQuantile,
  type BootstrapOptions,
  type BootstrapInterval,
} from './bootstrap.js';
export { hodgesLehmannShift, shiftBounds, ratioBounds, type Bounds } from './rank/hodges-lehmann.js';
export { mannWhitney, type Alternative, type MannWhitneyResult } from './rank/mann-whitney.js';
export { EXACT_MAX_SIZE } from './rank/mann-whitney-distribution.js';
export { ratioMarginTest } from './ratio-margin.js';
export { fisherExact, type FisherResult } from './proportion/fisher.js';
export { wilsonInterval, proportionDiffCI, type ProportionInterval } from './proportion/proportion.js';
export { holm, type HolmResult } from './holm.js';
export { samplesToDecide, type SamplesToDecideInput, type SamplesToDecide } from './samples-to-decide.js';
export { normalCdf, normalQuantile } from './normal.js';
export { createRng, hashString, deriveSeed, normal, lognormal, exponential } from './rng.js';
export { combinedScale, shiftedU, stratifiedZ, stratifiedShift, type Stratum, type StratifiedShift } from './rank/stratified-rank.js';
export { spentAlpha, lookAlpha, type SpendingFunction } from './alpha-spending.js';
export { binomialUpperTail, binomialCdf, quantileUpperBoundRank } from './proportion/binomial.js';
export { exceedancePmf, convolve, countTails, exceedanceLowerTail } from './precedence.js';
export { studentTUpper, studentTQuantile, tQuantile, tUpperTail, incompleteBeta } from './student-t.js';
export { restrictedVariance, stratifiedRiseZ, stratifiedRiseInterval, type RateSide } from './proportion/farrington-manning.js';
export { runDriftLogSd } from './drift/run-drift.js';
export { runTrendOffset } from './drift/run-trend.js';
export { jointRunDrift, type CellDrift } from './drift/joint-drift.js';
export { driftedBinomialTail, hitShareLogSd } from './proportion/drifted-binomial.js';
export { quantileLowerBoundRank, quantileBounds, missShareTest, clopperPearson, requestsToShowWithin } from './proportion/share-bounds.js';
export { newestShift, type NewestShift, type NewestShiftOptions } from './drift/newest-segment.js';
export {
  eDivisiveChangePoints,
  studentTwoSided,
  trend,
  type ChangePoint,
  type ChangePointOptions,
  type Trend,
} from './drift/change-point.js';
export { digamma, fitVariancePrior, trigamma, trigammaInverse, type VarianceEstimate, type VariancePrior } from './drift/prior-fit.js';
