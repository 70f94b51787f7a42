import type { RunDecision } from '../../decision/index.js';
import type { Results } from '../../results/index.js';
import type { ConformanceReportInput } from '../conformance/matrix.js';

/** GitHub rejects comments over 65,536 characters; the default leaves room for the sticky marker. */
export const DEFAULT_MAX_CHARS = 60_000;

export interface MarkdownReportInput {
  /** Shown under the verdict line, e.g. the workload name. */
  title: string;
  candidate: Results;
  /**
   * The run's one decision (src/decision/run.ts): verdict and exit policy, the cells paired with their comparison side,
   * the findings and the headline's facts. The report renders it and decides nothing again.
   */
  decision: RunDecision;
  notes?: string[];
  /** Character budget of the whole report (default 60,000). */
  maxChars?: number;
  links?: { summary?: string; artifact?: string };
  /** Conformance matrix and answer quality tables (rendered after the failures); their verdicts are in `decision`. */
  conformance?: ConformanceReportInput | null;
}
