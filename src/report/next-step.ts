/**
 * What to do after a FAIL: where to read more, and how to accept the change when it was intended, worded for how
 * the user runs streamgate (the record command comes from src/vocabulary/invocation.ts). Plain text.
 */
import { docsUrl } from '../vocabulary/index.js';

export interface NextStepInput {
  /** The comparison side the run had. */
  comparison: 'baseline' | 'reference' | 'none';
  /** A declared expectation (`expect:`) was broken. */
  contractsBroken: boolean;
  /** Something other than a broken expectation or answer parity failed (speed, delivery, errors, parameters, a pass-rate drop). */
  othersFailed: boolean;
  /**
   * Output parity with `expect: identical` failed: `changed`, answers whose content differs; `length`, answers that
   * ended early or ran on (a server that lost tokens). Absent or empty: none.
   */
  answersFailed?: readonly ('changed' | 'length')[];
  /** Where the report was written (`.streamgate/report.md`), or null when this text is part of it. */
  reportPath: string | null;
  /** The command that records a baseline (`npx streamgate baseline:update --workload w.yaml`), or `mode: record`. */
  record: string;
  workloadFile: string;
  /**
   * When the comparison side was pooled from a run history: how to accept an intended change there (the runs after the
   * step are then pooled, the ones before it no longer), e.g. `npx streamgate history accept --workload w.yaml`, or
   * "set `accept-change: 'true'` on the `mode: history` job". Absent or null: the baseline file was the side.
   */
  historyAccept?: string | null;
}

export function nextStepLines(input: NextStepInput): string[] {
  const sections = [
    ...(input.othersFailed ? ['"Details" (every percentile of each cell)'] : []),
    ...(input.contractsBroken ? ['"Parameter conformance and answer quality" (each assertion\'s pass count)'] : []),
  ];
  const where = input.reportPath === null ? 'below' : `in ${input.reportPath}`;
  const lines = [
    sections.length > 0
      ? `next: the findings say what failed; read ${sections.join(' and ')} ${where}`
      : `next: the findings say what failed ${where}`,
  ];
  const answers = input.answersFailed ?? [];
  if (answers.includes('changed'))
    lines.push(
      `answers changed? at temperature 0 a changed model and a non-deterministic stack (GPU kernels flip near-ties with what a request is batched with) look alike; the self-agreement measure tells them apart: with quality.repeat (30 requests per cell by default) each side is asked again, and expect: identical fails only when the candidate agrees with the comparison side less often than that side agrees with itself (the finding gives both); ask for log-probs (quality.logprobs: 5) so a flip at a near-tie counts as no change, or compare the token distribution with expect: distribution (${docsUrl('quality.md')}, "Self-agreement")`,
    );
  if (answers.includes('length'))
    lines.push(
      `answers ended early or ran on? that is the server, not the model: an answer shorter than its own usage lost tokens on the way; check the serving build (speculative decoding, a proxy) before the model (${docsUrl('quality.md')}, "What kind of difference")`,
    );
  if (input.othersFailed) {
    if (input.comparison === 'reference')
      lines.push(
        `an intended difference from the reference endpoint? it is measured in the same run, so there is no baseline to re-record: change the reference or the rule in the workload's gate: section (${docsUrl('design/gate.md')})`,
      );
    else if (input.historyAccept) {
      lines.push(
        `an intended change? the comparison side is the run history: accept it with ${input.historyAccept}; the gate then pools only the runs recorded after it (${docsUrl('history.md')}, "Intended changes and segments")`,
      );
    } else {
      const how = input.record === 'mode: record' ? 'a run of the action with `mode: record`' : `\`${input.record}\``;
      lines.push(`an intended change? accept it by recording a new baseline with ${how}, and commit the baseline with the change`);
    }
  }
  if (input.contractsBroken)
    lines.push(
      `an intended change of behaviour? change the scenario's expect: (or expect.minPassRate) in ${input.workloadFile} (${docsUrl('conformance.md')}, "Expectations are contracts")`,
    );
  return lines;
}
