import { describe, expect, it } from 'vitest';
import { evaluateSpeculative } from '../../src/gate/speculative/compare.js';
import type { SpeculativeAcceptance } from '../../src/gate/speculative/types.js';
import type { RunDecision } from '../../src/decision/index.js';
import { acceptanceText, cellAcceptance, speculativeFindingText, speculativeLines } from '../../src/report/text/speculative.js';

// Speculative decoding in words: each source's figures with what they were read from, the gate's comparison, and
// why a comparison was not made or is still open (docs/telemetry.md, "Speculative decoding").
const counters: SpeculativeAcceptance = {
  endpoint: 'ref',
  source: 'counters',
  read: 'vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total',
  requests: null,
  drafts: 1460,
  draftTokens: 5014,
  acceptedTokens: 3519,
  acceptanceRate: 0.7018,
  meanAcceptedLength: 3.4103,
};
const gauge: SpeculativeAcceptance = {
  endpoint: 'cand',
  source: 'gauge',
  read: 'sglang:spec_accept_length',
  requests: null,
  drafts: null,
  draftTokens: null,
  acceptedTokens: null,
  acceptanceRate: null,
  meanAcceptedLength: 2.9,
};
const timings: SpeculativeAcceptance = {
  endpoint: 'cand',
  source: 'timings',
  read: 'timings.draft_n_accepted / timings.draft_n',
  requests: 30,
  drafts: null,
  draftTokens: 1200,
  acceptedTokens: 300,
  acceptanceRate: 0.25,
  meanAcceptedLength: null,
};

const compare = (measured: SpeculativeAcceptance[], reference: string | null = 'ref', recorded: SpeculativeAcceptance[] = []) =>
  evaluateSpeculative({ candidates: ['cand'], measured, reference, recorded, minRatio: 0.95 })[0]!;

describe('acceptanceText', () => {
  it('says each figure its source gives, then where it came from', () => {
    expect(acceptanceText(counters)).toBe(
      'mean accepted length 3.41 · acceptance 70% of 5,014 drafted tokens (server counters: vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total)',
    );
    expect(acceptanceText(gauge)).toBe('mean accepted length 2.90 (server gauges: sglang:spec_accept_length)');
    expect(acceptanceText(timings)).toBe(
      'acceptance 25% of 1,200 drafted tokens (answers’ timings of 30 answers: timings.draft_n_accepted / timings.draft_n)',
    );
    expect(
      acceptanceText({ ...counters, drafts: 0, draftTokens: 0, acceptedTokens: 0, acceptanceRate: null, meanAcceptedLength: 1 }),
    ).toMatch(/^mean accepted length 1\.00 · nothing drafted \(/);
  });

  it('gives a cell’s acceptance from its answers’ timings', () => {
    expect(cellAcceptance(null)).toBeNull();
    expect(cellAcceptance({ speculative: { requests: 3, drafted: 90, accepted: 72 } } as never)).toBe('80%');
    expect(cellAcceptance({ speculative: { requests: 3, drafted: 0, accepted: 0 } } as never)).toBe('none drafted');
  });
});

describe('speculativeFindingText', () => {
  it('names the measure, both sides, the ratio asked and what was read', () => {
    const c = compare([
      counters,
      { ...counters, endpoint: 'cand', acceptedTokens: 1000, acceptanceRate: 0.1994, meanAcceptedLength: 1.6849 },
    ]);
    expect(speculativeFindingText(c)).toBe(
      "speculative decoding fell behind the reference's: mean accepted length 1.68 vs 3.41 (0.49×; at least 0.95× asked) · acceptance 20% vs 70% (server counters vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total, 5,014 vs 5,014 drafted tokens)",
    );
    const rate = compare([counters, timings]);
    expect(speculativeFindingText(rate)).toBe(
      "speculative decoding fell behind the reference's: acceptance 25% vs 70% (0.36×; at least 0.95× asked) (answers’ timings timings.draft_n_accepted / timings.draft_n; the reference's: server counters vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total, 1,200 vs 5,014 drafted tokens)",
    );
  });

  it('says why an endpoint is open, or was not compared', () => {
    expect(speculativeFindingText(compare([counters]))).toMatch(
      /^reports no speculative decoding while the reference does \(mean accepted length 3\.41 · .*\): asked for \(speculative\.minAcceptanceRatio 0\.95\), not measured; its server's metrics \(telemetry:\) or its answers' timings would say whether it still drafts$/,
    );
    expect(speculativeFindingText(compare([timings], null))).toBe(
      `speculative decoding not compared: the baseline reports none (its own: ${acceptanceText(timings)})`,
    );
    expect(speculativeFindingText(compare([], null))).toBe('speculative decoding not compared: neither it nor the baseline reports any');
    expect(speculativeFindingText(compare([timings, { ...gauge, endpoint: 'ref' }]))).toMatch(
      /^speculative decoding not compared: no measure both sides report \(acceptance 25% .*; the reference's: mean accepted length 2\.90 .*\)$/,
    );
  });
});

describe('speculativeLines', () => {
  const decision = (speculative: SpeculativeAcceptance[], gated: ReturnType<typeof compare>[] | null): RunDecision =>
    ({
      endpoints: [
        { name: 'ref', reference: true },
        { name: 'cand', reference: false },
      ],
      speculative,
      outcome: gated ? { speculative: gated } : null,
      views: [],
    }) as unknown as RunDecision;

  it('lists every endpoint that reports acceptance when nothing is gated, and a gated candidate’s comparison in place of both', () => {
    expect(speculativeLines(decision([counters, { ...gauge }], null))).toEqual([
      `ref: ${acceptanceText(counters)}`,
      `cand: ${acceptanceText(gauge)}`,
    ]);
    const c = compare([counters, { ...counters, endpoint: 'cand' }]);
    expect(speculativeLines(decision([counters, { ...counters, endpoint: 'cand' }], [c]))).toEqual([
      'cand: mean accepted length 3.41 vs 3.41 (1.00×; at least 0.95× asked) · acceptance 70% vs 70%',
    ]);
    expect(speculativeLines(decision([], null))).toEqual([]);
  });
});
