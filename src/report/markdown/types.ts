import type { CellData, GateOutcome } from '../../gate/types.js';
import type { Results } from '../../results/types.js';
import type { ConformanceReportInput } from '../conformance/matrix.js';

/** GitHub rejects comments over 65,536 characters; the default leaves room for the sticky marker. */
export const DEFAULT_MAX_CHARS = 60_000;

export interface MarkdownReportInput {
  /** Shown under the verdict line, e.g. the workload name. */
  title: string;
  candidate: Results;
  /** The comparison side: a baseline file (cells) or a reference endpoint's results; null when there is none. */
  baseline: {
    label: string;
    results?: Results | null;
    cells?: CellData[];
    /** The comparison side is a reference endpoint measured in the same run (tables say `reference`, not `baseline`). */
    reference?: boolean;
  } | null;
  /** Null when there is nothing to compare (first run, record mode). */
  gate: GateOutcome | null;
  /** Observed false failures of an A/A check. */
  aa?: { runs: number; falseFailures: number } | null;
  notes?: string[];
  /** Character budget of the whole report (default 60,000). */
  maxChars?: number;
  links?: { summary?: string; artifact?: string };
  /** Conformance matrix and answer quality (rendered after the failures); pass the merged gate as `gate`. */
  conformance?: ConformanceReportInput | null;
}
