import { describe, expect, it } from 'vitest';
import { endpointAcceptance, mergeAcceptance } from '../../src/gate/speculative/acceptance.js';
import { evaluateSpeculative, mergeSpeculative } from '../../src/gate/speculative/compare.js';
import type { SpeculativeAcceptance } from '../../src/gate/speculative/types.js';
import type { GateOutcome } from '../../src/gate/types.js';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import type { EndpointTelemetry, LookTelemetry } from '../../src/telemetry/index.js';

// The speculative-decoding gate (docs/telemetry.md, "Speculative decoding"): the candidate's mean accepted length
// against the comparison side's, else its acceptance rate, at least `minAcceptanceRatio` × it; a threshold on the
// measured figures, as vLLM's acceptance tests hold a draft to 0.95× a reference's acceptance length.
const counters = (endpoint: string, drafts: number, drafted: number, accepted: number): SpeculativeAcceptance => ({
  endpoint,
  source: 'counters',
  read: 'vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total',
  requests: null,
  drafts,
  draftTokens: drafted,
  acceptedTokens: accepted,
  acceptanceRate: accepted / drafted,
  meanAcceptedLength: 1 + accepted / drafts,
});

const timings = (endpoint: string, drafted: number, accepted: number): SpeculativeAcceptance => ({
  endpoint,
  source: 'timings',
  read: 'timings.draft_n_accepted / timings.draft_n',
  requests: 10,
  drafts: null,
  draftTokens: drafted,
  acceptedTokens: accepted,
  acceptanceRate: accepted / drafted,
  meanAcceptedLength: null,
});

const gate = (measured: SpeculativeAcceptance[], reference: string | null = 'ref', recorded: SpeculativeAcceptance[] = []) =>
  evaluateSpeculative({ candidates: ['cand'], measured, reference, recorded, minRatio: 0.95 })[0]!;

describe('evaluateSpeculative', () => {
  it('passes a mean accepted length at or above 0.95× the reference’s and fails one below', () => {
    // 1 + 300/100 = 4 against 1 + 280/100 = 3.8: 0.95× exactly passes.
    expect(gate([counters('ref', 100, 400, 300), counters('cand', 100, 400, 280)])).toMatchObject({
      measure: 'meanAcceptedLength',
      ratio: 0.95,
      verdict: 'pass',
      against: 'reference',
      id: 'cand:speculative',
    });
    const fail = gate([counters('ref', 100, 400, 300), counters('cand', 100, 400, 270)]);
    expect(fail).toMatchObject({ measure: 'meanAcceptedLength', ratio: 0.925, verdict: 'fail' });
    expect(fail.candidate!.endpoint).toBe('cand');
    expect(fail.comparison!.endpoint).toBe('ref');
  });

  it('compares acceptance rates where a side counts no drafts (llama.cpp’s timings)', () => {
    const c = gate([counters('ref', 100, 300, 240), timings('cand', 300, 120)]);
    expect(c).toMatchObject({ measure: 'acceptanceRate', ratio: 0.5, verdict: 'fail' });
  });

  it('compares with the same endpoint as the baseline recorded it, without a reference', () => {
    const c = gate([counters('cand', 100, 300, 240)], null, [counters('cand', 100, 300, 240), counters('other', 1, 3, 0)]);
    expect(c).toMatchObject({ against: 'baseline', ratio: 1, verdict: 'pass' });
  });

  it('holds the endpoint open when the candidate reports nothing the comparison side does, and says so otherwise', () => {
    expect(gate([counters('ref', 100, 300, 240)])).toMatchObject({ verdict: 'inconclusive', measure: null, candidate: null });
    expect(gate([counters('cand', 100, 300, 240)])).toMatchObject({ verdict: 'not-compared', comparison: null });
    expect(gate([])).toMatchObject({ verdict: 'not-compared', candidate: null, comparison: null });
    const gaugeOnly: SpeculativeAcceptance = { ...counters('ref', 1, 1, 1), source: 'gauge', acceptanceRate: null, meanAcceptedLength: 3 };
    expect(gate([gaugeOnly, timings('cand', 300, 120)])).toMatchObject({ verdict: 'not-compared', measure: null });
  });

  it('cannot fail against a comparison side that accepted nothing', () => {
    expect(gate([timings('ref', 300, 0), timings('cand', 300, 0)])).toMatchObject({
      measure: 'acceptanceRate',
      ratio: null,
      verdict: 'pass',
    });
  });
});

describe('mergeSpeculative', () => {
  const outcome = (verdict: 'pass' | 'fail'): GateOutcome => ({
    verdict,
    counts: { fail: verdict === 'fail' ? 1 : 0, inconclusive: 0, pass: 3, notGated: 0 },
    comparisons: [],
    pooled: [],
    endpoints: [
      {
        endpoint: 'cand',
        verdict,
        look: 1,
        looks: 3,
        requests: { baseline: [10, 10], candidate: [10, 10] },
        decidedBy: verdict === 'fail' ? ['cand:ttftMs:p50'] : [],
      },
    ],
    warnings: [],
    rules: DEFAULT_RULES,
  });

  it('fails the endpoint and the run on a failed comparison, holds a pass open on an open one, and keeps the rest', () => {
    const failed = mergeSpeculative(outcome('pass'), [gate([counters('ref', 100, 400, 300), counters('cand', 100, 400, 100)])]);
    expect(failed.verdict).toBe('fail');
    expect(failed.endpoints[0]).toMatchObject({ verdict: 'fail', decidedBy: ['cand:speculative'] });
    expect(failed.counts).toMatchObject({ fail: 1, pass: 3 });
    expect(failed.speculative).toHaveLength(1);
    const already = mergeSpeculative(outcome('fail'), [gate([counters('ref', 100, 400, 300), counters('cand', 100, 400, 100)])]);
    expect(already.endpoints[0]!.decidedBy).toEqual(['cand:ttftMs:p50', 'cand:speculative']);
    const open = mergeSpeculative(outcome('pass'), [gate([counters('ref', 100, 400, 300)])]);
    expect(open.verdict).toBe('inconclusive');
    expect(open.endpoints[0]).toMatchObject({ verdict: 'inconclusive', decidedBy: ['cand:speculative'] });
    const said = mergeSpeculative(outcome('pass'), [gate([counters('cand', 100, 400, 300)])]);
    expect(said.verdict).toBe('pass');
    expect(said.counts.notGated).toBe(1);
  });
});

describe('endpointAcceptance and mergeAcceptance', () => {
  const lookWith = (sharedWith: string[] = []): LookTelemetry => ({
    look: 1,
    scrapes: 2,
    failedScrapes: 0,
    windowMs: 100,
    sharedWith,
    gauges: {},
    counters: {
      specDrafts: { metric: 'd', delta: 10, resets: 0 },
      specDraftTokens: { metric: 't', delta: 30, resets: 0 },
      specAcceptedTokens: { metric: 'a', delta: 24, resets: 0 },
    },
    histograms: {},
  });
  const telemetry = (looks: LookTelemetry[]): EndpointTelemetry => ({
    endpoint: 'cand',
    preset: 'vllm',
    url: 'u',
    intervalMs: 1000,
    looks,
    warnings: [],
  });
  const cells = [{ endpoint: 'cand', speculative: { requests: 4, drafted: 40, accepted: 10 } }];

  it('prefers the server’s counters (they give the length) and falls back to the answers’ timings', () => {
    expect(endpointAcceptance('cand', cells, telemetry([lookWith()]))).toMatchObject({
      source: 'counters',
      acceptanceRate: 0.8,
      meanAcceptedLength: 3.4,
    });
    // Counters shared with another endpoint are not this one's: its answers say it.
    expect(endpointAcceptance('cand', cells, telemetry([lookWith(['other'])]))).toMatchObject({
      source: 'timings',
      acceptanceRate: 0.25,
      requests: 4,
    });
    expect(endpointAcceptance('other', cells, undefined)).toBeNull();
  });

  it('adds up parts of a run of the best source they share, and averages gauges', () => {
    const merged = mergeAcceptance([counters('cand', 10, 30, 24), counters('cand', 30, 90, 36), timings('cand', 5, 5)])!;
    expect(merged).toMatchObject({
      source: 'counters',
      drafts: 40,
      draftTokens: 120,
      acceptedTokens: 60,
      acceptanceRate: 0.5,
      meanAcceptedLength: 2.5,
    });
    const gauge = (length: number): SpeculativeAcceptance => ({
      ...timings('cand', 1, 1),
      source: 'gauge',
      requests: null,
      draftTokens: null,
      acceptedTokens: null,
      acceptanceRate: null,
      meanAcceptedLength: length,
    });
    expect(mergeAcceptance([gauge(3), gauge(4)])).toMatchObject({ source: 'gauge', meanAcceptedLength: 3.5 });
    expect(mergeAcceptance([])).toBeNull();
  });
});
