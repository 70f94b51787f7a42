import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/baseline/index.js';
import { openStore, storeDriftPrior } from '../../src/history/index.js';
import { driftVariance } from '../../src/gate/drift/between-runs.js';
import { DEFAULT_RULES } from '../../src/gate/index.js';
import { workloadHistory } from './drift-histories.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function storeOf(histories: HistoryEntry[][]): Promise<ReturnType<typeof openStore>> {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-prior-'));
  dirs.push(dir);
  const store = openStore(dir);
  for (const entries of histories) for (const entry of entries) await store.append(entry, 100);
  return store;
}

describe('the drift prior from everything a history store holds', () => {
  it('fits each metric from every workload’s endpoints, near the drift the runs were drawn with', async () => {
    const store = await storeOf(Array.from({ length: 5 }, (_, w) => workloadHistory(`w${w}`, 6, 0.06, 100 + w)));
    const prior = storeDriftPrior(await store.readAll())!;
    // Five workloads × two endpoints: ten series a metric.
    expect(prior.series).toEqual({ ttftMs: 10, tokensPerSecond: 10 });
    for (const metric of ['ttftMs', 'tokensPerSecond']) {
      const p = prior.priors[metric]!;
      expect(p.logSd).toBeGreaterThan(0.035);
      expect(p.logSd).toBeLessThan(0.1);
      expect(p.df).toBeGreaterThanOrEqual(4);
      expect(p.df).toBeLessThanOrEqual(50);
    }
  });

  it('gives none from fewer than five series, or from runs too few to measure a drift', async () => {
    const few = await storeOf([workloadHistory('a', 6, 0.05, 1), workloadHistory('b', 6, 0.05, 2)]);
    expect(storeDriftPrior(await few.readAll())).toBeNull();
    const young = await storeOf(Array.from({ length: 6 }, (_, w) => workloadHistory(`y${w}`, 2, 0.05, 10 + w)));
    expect(storeDriftPrior(await young.readAll())).toBeNull();
  });

  it('is what the gate allows for against a baseline: a store of still runs narrows the drift of a 3-run baseline, one of wandering runs widens it', async () => {
    const still = storeDriftPrior(
      await (await storeOf(Array.from({ length: 6 }, (_, w) => workloadHistory(`s${w}`, 8, 0.025, 200 + w)))).readAll(),
    )!;
    const wandering = storeDriftPrior(
      await (await storeOf(Array.from({ length: 6 }, (_, w) => workloadHistory(`v${w}`, 8, 0.2, 300 + w)))).readAll(),
    )!;
    const cell = {
      endpoint: 'api',
      scenario: 'chat',
      cache: 'cold' as const,
      turn: null,
      n: 60,
      errors: 0,
      classes: { streamed: 60, coalesced: 0, buffered: 0, undefined: 0 },
      values: {},
      spread: { runs: 3, logSd: { ttftMs: 0 } },
    };
    const assumed = driftVariance(cell, 'ttftMs', DEFAULT_RULES);
    expect(driftVariance(cell, 'ttftMs', { ...DEFAULT_RULES, driftPrior: still.priors })).toBeLessThan(assumed);
    expect(driftVariance(cell, 'ttftMs', { ...DEFAULT_RULES, driftPrior: wandering.priors })).toBeGreaterThan(assumed);
  });
});
