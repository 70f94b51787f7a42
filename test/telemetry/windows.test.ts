import { describe, expect, it } from 'vitest';
import { histogramQuantile, summarizeLook, type MetricSample, type ParsedScrape } from '../../src/telemetry/index.js';

const s = (name: string, value: number, labels: Record<string, string> = {}): MetricSample => ({ name, value, labels });
const scrape = (atMs: number, phase: ParsedScrape['phase'], samples: MetricSample[]): ParsedScrape => ({ atMs, phase, samples });

describe('histogramQuantile', () => {
  const buckets = [
    { upperBound: 0.1, count: 2 },
    { upperBound: 1, count: 6 },
    { upperBound: Number.POSITIVE_INFINITY, count: 8 },
  ];
  it('interpolates inside the bucket holding the rank, from 0 below the first bound', () => {
    expect(histogramQuantile(0.125, buckets)).toBeCloseTo(0.1 * (1 / 2), 12);
    expect(histogramQuantile(0.5, buckets)).toBeCloseTo(0.1 + 0.9 * (2 / 4), 12);
  });
  it('gives the highest finite bound for a rank in +Inf, and null with no observation or no +Inf bucket', () => {
    expect(histogramQuantile(0.99, buckets)).toBe(1);
    expect(
      histogramQuantile(
        0.5,
        buckets.map((b) => ({ ...b, count: 0 })),
      ),
    ).toBeNull();
    expect(histogramQuantile(0.5, buckets.slice(0, 2))).toBeNull();
  });
});

describe('summarizeLook', () => {
  const names = { promptTokens: ['p_total'], queueDepth: ['waiting'], kvCacheUsage: ['kv'] };

  it('detects a counter reset and counts from zero after it', () => {
    const look = summarizeLook(
      {
        look: 2,
        attempted: 4,
        sharedWith: [],
        scrapes: [
          scrape(0, 'before', [s('p_total', 100)]),
          scrape(10, 'during', [s('p_total', 130)]),
          scrape(20, 'during', [s('p_total', 5)]),
        ],
      },
      names,
    );
    expect(look.counters.promptTokens).toEqual({ metric: 'p_total', delta: 35, resets: 1 });
    expect(look.failedScrapes).toBe(1);
  });

  it('summarises gauges over the scrapes taken while requests ran, summing queues and taking the highest ratio', () => {
    const look = summarizeLook(
      {
        look: 1,
        attempted: 4,
        sharedWith: ['other'],
        scrapes: [
          scrape(0, 'before', [s('waiting', 0, { m: 'a' }), s('kv', 0)]),
          scrape(10, 'during', [
            s('waiting', 3, { m: 'a' }),
            s('waiting', 4, { m: 'b' }),
            s('kv', 0.5, { e: '0' }),
            s('kv', 0.9, { e: '1' }),
          ]),
          scrape(20, 'during', [s('waiting', 1, { m: 'a' }), s('kv', 0.2)]),
          scrape(30, 'after', [s('waiting', 0, { m: 'a' }), s('kv', 0)]),
        ],
      },
      names,
    );
    expect(look.gauges.queueDepth).toEqual({ metric: 'waiting', min: 1, median: 4, max: 7, scrapes: 2, during: true });
    expect(look.gauges.kvCacheUsage?.max).toBe(0.9);
    expect(look.sharedWith).toEqual(['other']);
    expect(look.windowMs).toBe(30);
  });
});
