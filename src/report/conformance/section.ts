/**
 * The conformance section of the Markdown report: heading with the gate's verdict, findings, the matrix, rejections
 * and the quality table. Pure.
 */
import {
  columnApis,
  endpointsOf,
  renderConformanceMatrix,
  renderProbeFindings,
  renderRejections,
  type ConformanceReportInput,
} from './matrix.js';
import { renderQualityTable } from './quality.js';

/** The whole conformance section as Markdown blocks (heading, findings, matrix, rejections, quality). */
export function renderConformanceSection(input: ConformanceReportInput): string[] {
  const blocks: string[] = [];
  const hasProbes = input.candidate.probes.length > 0;
  const verdict = input.gate
    ? ` — ${input.gate.verdict === 'fail' ? '**FAIL**' : input.gate.verdict === 'inconclusive' ? 'inconclusive' : 'pass'}`
    : '';
  blocks.push(`### Parameter conformance and answer quality${verdict}`);
  const findings = renderProbeFindings(input.gate);
  if (findings.length > 0) blocks.push(findings.join('\n'));
  if (hasProbes) {
    const several = columnApis(input, endpointsOf(input.candidate)) !== null;
    blocks.push(
      `Each variant sent ${input.candidate.repeat}× with the same prompt; cells: verdict · mean reasoning tokens (rt) · median time to the last token, changes against the endpoint's control (the prompt without the setting); a time's change only when its requests and the control's do not overlap, else within noise.` +
        (several ? ` Each endpoint gets its API's probe set: – marks a variant its API does not have (not sent).` : ''),
    );
    blocks.push(renderConformanceMatrix(input));
    const rejections = renderRejections(input.candidate);
    if (rejections.length > 0) blocks.push(['Rejections:', ...rejections].join('\n'));
  }
  const quality = renderQualityTable(input);
  if (quality) blocks.push(quality);
  return blocks;
}
