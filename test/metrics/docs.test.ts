import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as bursts from '../../src/metrics/bursts.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import { FALLBACK_UPSTREAM_TIME_HEADER, UPSTREAM_TIME_HEADER } from '../../src/metrics/headers.js';
import { computeLoopMetrics } from '../../src/metrics/loop.js';
import { MIN_RATE_INTERVAL_MS } from '../../src/metrics/tokens.js';
import { buildSample } from './sample-factory.js';

const docs = readFileSync(new URL('../../docs/metrics.md', import.meta.url), 'utf8');
const docLines = docs.split('\n');

describe('docs/metrics.md agrees with the code', () => {
  it('documents every RequestMetrics field', () => {
    for (const field of Object.keys(computeMetrics(buildSample([])))) expect(docs).toContain(`| \`${field}\` |`);
  });

  it('documents every LoopMetrics field', () => {
    for (const field of Object.keys(computeLoopMetrics([]))) expect(docs).toContain(`| \`${field}\` |`);
  });

  it('states each threshold with its value in the constants table', () => {
    const constants: Record<string, number> = {
      BURST_JOIN_MIN_READ_BYTES: bursts.BURST_JOIN_MIN_READ_BYTES,
      BURST_JOIN_MAX_GAP_MS: bursts.BURST_JOIN_MAX_GAP_MS,
      DELIVERY_MIN_TOKENS: bursts.DELIVERY_MIN_TOKENS,
      BUFFERED_MAX_IDR: bursts.BUFFERED_MAX_IDR,
      COALESCED_MIN_MEDIAN_BURST_TOKENS: bursts.COALESCED_MIN_MEDIAN_BURST_TOKENS,
      MIN_RATE_INTERVAL_MS,
    };
    for (const [name, value] of Object.entries(constants)) {
      const row = docLines.find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row!.split('|')[2]!.trim().split(' ')[0], name).toBe(String(value));
    }
  });

  it('names the upstream time headers in their order of preference', () => {
    const upstreamRow = docLines.find((line) => line.startsWith('| `upstreamMs` |'))!;
    expect(upstreamRow.indexOf(UPSTREAM_TIME_HEADER)).toBeGreaterThan(0);
    expect(upstreamRow.indexOf(FALLBACK_UPSTREAM_TIME_HEADER)).toBeGreaterThan(upstreamRow.indexOf(UPSTREAM_TIME_HEADER));
  });
});
