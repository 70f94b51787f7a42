/**
 * What passed, in one line, for the comment and the terminal: each passed endpoint's rules with their stated
 * resolutions (text/resolution.ts), the SLOs met, the parameter probes that behave as before, the checks and the
 * declared expectations that held. Plain text; renderers escape it.
 */
import type { Comparison, GateOutcome, ConformanceGateOutcome } from '../gate/index.js';
import { CHECK_PREFIX } from '../vocabulary/index.js';
import { ANSWER_ASSERTIONS, ANSWER_CORRECT } from '../conformance/index.js';
import { resolutionText } from './text/resolution.js';
import { sloMetText } from './text/slo.js';
import { imperfectContracts, keptContractText } from './conformance/contract-text.js';

/** An assertion's cell, the same for its drop comparison and its contract. */
function contractCell(c: { endpoint: string; scenario: string; cache: string; metric?: string; assertion?: string }): string {
  const assertion = c.assertion ?? c.metric?.slice(CHECK_PREFIX.length) ?? '';
  return [c.endpoint, c.scenario, c.cache, assertion].join('\u0000');
}

/** What passed, in one line: each passed endpoint's rules (but the one the headline states), with their stated resolutions, and the conformance checks. */
export function passedLine(
  gate: GateOutcome | null,
  conformance: ConformanceGateOutcome | null | undefined,
  saidInHeadline: string | null = null,
): string | null {
  const parts: string[] = [];
  const passed = gate?.endpoints.filter((e) => e.verdict === 'pass') ?? [];
  // The headline already states this endpoint's resolution (headline.ts resolutionInHeadline): said once.
  const ruled = passed.filter((e) => e.endpoint !== saidInHeadline && gate?.pooled.some((p) => p.endpoint === e.endpoint));
  // Each passed endpoint with what it was shown within and would have caught (text/resolution.ts).
  for (const e of ruled)
    parts.push(`${e.endpoint} (look ${e.look} of ${e.looks}): ${resolutionText(gate!, e.endpoint) ?? 'primaries passed'}`);
  for (const e of passed) {
    const met = (gate?.slo ?? []).filter((v) => v.endpoint === e.endpoint && v.verdict === 'met');
    if (met.length > 0) parts.push(`${e.endpoint} (look ${e.look} of ${e.looks}): ${sloMetText(met)}`);
  }
  if (conformance) {
    const heldProbes = conformance.probes.filter((p) => p.kind === 'unchanged' || p.kind === 'improvement');
    const endpoints = new Set(heldProbes.map((p) => p.endpoint)).size;
    if (heldProbes.length > 0)
      parts.push(
        `${heldProbes.length} parameter probe${heldProbes.length === 1 ? '' : 's'} on ${endpoints} endpoint${endpoints === 1 ? '' : 's'} behave as before`,
      );
    // Answer checks (is the answer right) and response checks (non-empty, within max tokens, usage present) are counted
    // apart, as the quality table shows them apart ("Answers correct", "Other checks").
    // A drop that passed is not a check that held when its contract broke (both sides may fail it alike).
    const brokenIds = new Set((conformance.contracts ?? []).filter((c) => c.verdict === 'fail').map((c) => contractCell(c)));
    const held = conformance.assertions.filter((c) => c.verdict === 'pass' && !brokenIds.has(contractCell(c)));
    const isAnswer = (c: Comparison): boolean => {
      const name = c.metric.slice(CHECK_PREFIX.length);
      return name === ANSWER_CORRECT || (ANSWER_ASSERTIONS as readonly string[]).includes(name);
    };
    const answers = held.filter(isAnswer).length;
    const responses = held.length - answers;
    if (answers > 0) parts.push(`${answers} answer check${answers === 1 ? '' : 's'} held`);
    if (responses > 0) parts.push(`${responses} response check${responses === 1 ? '' : 's'} held`);
    const kept = (conformance.contracts ?? []).filter((c) => c.verdict === 'pass');
    const whole = kept.length - imperfectContracts(kept).length;
    if (conformance.assertions.length === 0 && whole > 0)
      parts.push(`${whole} declared expectation${whole === 1 ? '' : 's'} held on every request`);
    parts.push(...imperfectContracts(kept).map(keptContractText));
  }
  return parts.length > 0 ? parts.join('; ') : null;
}
