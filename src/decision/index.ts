/** The run's one decision (src/decision/run.ts), and what other layers need of it. */
export {
  decideRun,
  failureCount,
  type RunDecision,
  type RunDecisionInput,
  type EndpointDecision,
  type AnswerParity,
  type RuleResolution,
  type RequestCount,
} from './run.js';
export {
  EXIT_ERROR,
  EXIT_INTERRUPTED,
  EXIT_OK,
  EXIT_REGRESSION,
  RUN_VERDICTS,
  exitCodeFor,
  gateVerdictOf,
  type ExitCode,
  type FailOn,
  type RunVerdict,
} from './verdict.js';
export type { CellView, CellVerdict, ComparisonSide } from './cell-views.js';
export type { Finding, FindingKind, MetricPart } from './findings.js';
export type { HeadlineFacts, HeldRule, AtLook } from './headline.js';
