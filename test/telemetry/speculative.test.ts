import { describe, expect, it } from 'vitest';
import {
  PRESET_METRICS,
  parseExposition,
  serverAcceptance,
  summarizeLook,
  type LookTelemetry,
  type ParsedScrape,
} from '../../src/telemetry/index.js';
import { SimMetrics, type ScheduledRequest } from '../../src/sim/metrics.js';

// Speculative decoding from a server's /metrics, in vLLM's definitions (vllm/v1/spec_decode/metrics.py): acceptance
// rate = accepted / drafted tokens; mean accepted length = 1 + accepted tokens / drafts (the bonus token included).
// vLLM exports the three counters (`vllm:spec_decode_num_drafts_total`, `…_num_draft_tokens_total`,
// `…_num_accepted_tokens_total`); SGLang the mean accepted length as a gauge (`sglang:spec_accept_length`, its
// definition is the same) and, in newer versions, `sglang:spec_accept_rate`, one series per data-parallel rank.
const scrape = (atMs: number, phase: ParsedScrape['phase'], text: string): ParsedScrape => {
  const parsed = parseExposition(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { atMs, phase, samples: parsed.samples };
};

const vllm = (drafts: number, drafted: number, accepted: number): string =>
  [
    '# TYPE vllm:spec_decode_num_drafts counter',
    `vllm:spec_decode_num_drafts_total{engine="0",model_name="m"} ${drafts}`,
    '# TYPE vllm:spec_decode_num_draft_tokens counter',
    `vllm:spec_decode_num_draft_tokens_total{engine="0",model_name="m"} ${drafted}`,
    '# TYPE vllm:spec_decode_num_accepted_tokens counter',
    `vllm:spec_decode_num_accepted_tokens_total{engine="0",model_name="m"} ${accepted}`,
    '',
  ].join('\n');

function look(n: number, scrapes: ParsedScrape[], preset: 'vllm' | 'sglang', sharedWith: string[] = []): LookTelemetry {
  return summarizeLook({ look: n, scrapes, attempted: scrapes.length, sharedWith }, PRESET_METRICS[preset]);
}

describe('speculative decoding from vLLM’s counters', () => {
  it('adds up the looks’ increases: acceptance = accepted / drafted, mean accepted length = 1 + accepted / drafts', () => {
    const looks = [
      look(
        1,
        [scrape(0, 'before', vllm(100, 300, 200)), scrape(50, 'during', vllm(150, 450, 330)), scrape(90, 'after', vllm(200, 600, 440))],
        'vllm',
      ),
      look(2, [scrape(0, 'before', vllm(200, 600, 440)), scrape(90, 'after', vllm(300, 900, 640))], 'vllm'),
    ];
    expect(looks[0]!.counters.specDrafts).toEqual({ metric: 'vllm:spec_decode_num_drafts_total', delta: 100, resets: 0 });
    // drafts 100 + 100, drafted 300 + 300, accepted 240 + 200
    expect(serverAcceptance(looks)).toEqual({
      source: 'counters',
      metrics: 'vllm:spec_decode_num_accepted_tokens_total, vllm:spec_decode_num_draft_tokens_total, vllm:spec_decode_num_drafts_total',
      drafts: 200,
      draftTokens: 600,
      acceptedTokens: 440,
      acceptanceRate: 440 / 600,
      meanAcceptedLength: 1 + 440 / 200,
    });
  });

  it('has no mean accepted length without the drafts counter, and a length of 1 when nothing was drafted', () => {
    const noDrafts = (drafted: number, accepted: number): string =>
      vllm(0, drafted, accepted)
        .split('\n')
        .filter((l) => !l.includes('num_drafts'))
        .join('\n');
    const partial = serverAcceptance([look(1, [scrape(0, 'before', noDrafts(0, 0)), scrape(9, 'after', noDrafts(40, 30))], 'vllm')])!;
    expect(partial).toMatchObject({ drafts: null, acceptanceRate: 0.75, meanAcceptedLength: null });
    const idle = serverAcceptance([look(1, [scrape(0, 'before', vllm(10, 30, 20)), scrape(9, 'after', vllm(10, 30, 20))], 'vllm')])!;
    expect(idle).toMatchObject({ drafts: 0, draftTokens: 0, acceptanceRate: null, meanAcceptedLength: 1 });
  });

  it('says nothing when the counters also counted another endpoint’s requests, or are not exported at all', () => {
    const both = [scrape(0, 'before', vllm(0, 0, 0)), scrape(9, 'after', vllm(10, 30, 20))];
    expect(serverAcceptance([look(1, both, 'vllm', ['other'])])).toBeNull();
    expect(
      serverAcceptance([
        look(1, [scrape(0, 'before', 'vllm:num_requests_running 0\n'), scrape(9, 'after', 'vllm:num_requests_running 1\n')], 'vllm'),
      ]),
    ).toBeNull();
    expect(serverAcceptance([])).toBeNull();
  });
});

describe('speculative decoding from SGLang’s gauges', () => {
  const sglang = (rank0: number, rank1: number, rate?: number): string =>
    [
      `sglang:spec_accept_length{dp_rank="0",model_name="m"} ${rank0}`,
      `sglang:spec_accept_length{dp_rank="1",model_name="m"} ${rank1}`,
      ...(rate === undefined ? [] : [`sglang:spec_accept_rate{dp_rank="0",model_name="m"} ${rate}`]),
      '',
    ].join('\n');

  it('averages the ranks, takes the scrapes while requests ran and the median over looks', () => {
    const looks = [
      look(
        1,
        [scrape(0, 'before', sglang(0, 0)), scrape(10, 'during', sglang(3, 3.4, 0.6)), scrape(20, 'after', sglang(3.2, 3.2, 0.6))],
        'sglang',
      ),
      look(2, [scrape(0, 'before', sglang(3, 3)), scrape(10, 'during', sglang(2.8, 3, 0.55)), scrape(20, 'after', sglang(3, 3))], 'sglang'),
      look(
        3,
        [scrape(0, 'before', sglang(3, 3)), scrape(10, 'during', sglang(3.4, 3.6, 0.7)), scrape(20, 'after', sglang(3, 3))],
        'sglang',
      ),
    ];
    expect(looks[0]!.gauges.specAcceptLength).toMatchObject({ metric: 'sglang:spec_accept_length', median: 3.2, during: true });
    const a = serverAcceptance(looks)!;
    expect(a).toMatchObject({
      source: 'gauge',
      metrics: 'sglang:spec_accept_length, sglang:spec_accept_rate',
      drafts: null,
      draftTokens: null,
    });
    expect(a.meanAcceptedLength).toBeCloseTo(3.2, 9);
    expect(a.acceptanceRate).toBeCloseTo(0.6, 9);
  });

  it('reads a gauge at 0 as a server without speculative decoding', () => {
    expect(serverAcceptance([look(1, [scrape(0, 'before', sglang(0, 0)), scrape(10, 'during', sglang(0, 0))], 'sglang')])).toBeNull();
  });
});

describe('the simulator’s /metrics', () => {
  const request = (draft: ScheduledRequest['draft']): ScheduledRequest => ({
    arrivedMs: 0,
    startMs: 0,
    endMs: 10,
    promptTokens: 10,
    completionTokens: 20,
    cacheHit: false,
    prefixCache: true,
    serverTtftMs: 5,
    prefillEndMs: 5,
    serverE2eMs: 10,
    kvCapacityTokens: 4096,
    draft,
  });

  it('exports vLLM’s counters and SGLang’s gauges for a profile that drafts, and none for one that does not', () => {
    const metrics = new SimMetrics();
    metrics.scheduled('spec', request({ drafts: 6, drafted: 18, accepted: 14 }));
    metrics.scheduled('spec', request({ drafts: 4, drafted: 12, accepted: 6 }));
    metrics.scheduled('plain', request(null));
    const samples = (text: string): Record<string, number> => {
      const parsed = parseExposition(text);
      if (!parsed.ok) throw new Error(parsed.reason);
      return Object.fromEntries(parsed.samples.map((s) => [s.name, s.value]));
    };
    const v = samples(metrics.render('spec', 'vllm', 20, 'sim'));
    expect(v['vllm:spec_decode_num_drafts_total']).toBe(10);
    expect(v['vllm:spec_decode_num_draft_tokens_total']).toBe(30);
    expect(v['vllm:spec_decode_num_accepted_tokens_total']).toBe(20);
    const s = samples(metrics.render('spec', 'sglang', 20, 'sim'));
    expect(s['sglang:spec_accept_length']).toBe(3);
    expect(s['sglang:spec_accept_rate']).toBeCloseTo(20 / 30, 6);
    expect(Object.keys(samples(metrics.render('plain', 'vllm', 20, 'sim'))).some((n) => n.includes('spec_decode'))).toBe(false);
    expect(Object.keys(samples(metrics.render('spec', 'llama.cpp', 20, 'sim'))).some((n) => n.includes('spec'))).toBe(false);
  });
});
