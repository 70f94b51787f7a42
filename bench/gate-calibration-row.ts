/** A row of the gate's calibration table: the scenario one seeded Monte Carlo simulates, and what it must show. */
import type { GateRulesOverrides } from '../src/gate/index.js';
import type { CellModel, Change } from './gate-model.js';
import type { Twist } from './gate-model-extra.js';

export interface Target {
  kind: 'max' | 'min';
  rate: number;
}

export interface Row {
  name: string;
  /** Requests per cell and side at each look (the last is the budget). */
  looks: number[];
  runs: number;
  /**
   * `reference`: both sides measured in the same run, growing look by look, no drift.
   * `baseline`: a baseline file of `baselineN` per cell from `recordedRuns` runs (spread stored when ≥ 2), the
   * candidate in a later run; each run drifts by exp(N(0, drift)).
   * `halves`: one run of 2 × budget split at random (the A/A mode), one look.
   */
  mode: 'reference' | 'baseline' | 'halves';
  drift?: number;
  recordedRuns?: number;
  /** `baseline`: requests per cell each recorded run holds (default: the last planned look's). */
  baselinePerRun?: number;
  change?: Change;
  /** Apply the change to this cell only (index into REALISTIC_CELLS). */
  onlyCell?: number;
  /** Apply the change to these cells only. */
  onlyCells?: number[];
  /** Cells other than REALISTIC_CELLS. */
  models?: readonly CellModel[];
  /** Another data model (bench/gate-model-extra.ts), on both sides; `candidateTwist` overrides it on the candidate. */
  twist?: Twist;
  candidateTwist?: Twist;
  /**
   * The warm hit share varies from run to run (each side, each recorded run) by this standard deviation; a share of 0
   * (a cache switched off) stays 0.
   */
  hitShareSd?: number;
  overrides?: GateRulesOverrides;
  fails?: Target;
  inconclusive?: Target;
}
