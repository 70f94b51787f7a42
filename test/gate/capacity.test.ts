import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  capacityThreshold,
  compareCapacity,
  nextLevel,
  type LevelOutcome,
  type LevelState,
  type SearchSpec,
} from '../../src/gate/capacity.js';

const level = (load: number, state: LevelState, requestsPerSecond = load): LevelOutcome => ({
  load,
  state,
  estimateMeets: state === 'met' || state === 'none',
  requestsPerSecond,
});

const auto: SearchSpec = { load: 'concurrency', levels: null, start: 1, max: 64, resolution: 0.1, maxLevels: 12 };

/** Runs the search against a server whose SLO holds up to `knee` streams, returning the levels in the order measured. */
function search(spec: SearchSpec, knee: number, required: number[] = []): number[] {
  const measured: LevelOutcome[] = [];
  for (let load = nextLevel(measured, spec, required); load !== null; load = nextLevel(measured, spec, required)) {
    measured.push(level(load, load <= knee ? 'met' : 'violated'));
    if (measured.length > 40) throw new Error('search does not end');
  }
  return measured.map((l) => l.load);
}

describe('capacity from the levels of a sweep', () => {
  it('brackets the capacity between the highest level shown met and the lowest shown violated', () => {
    expect(
      capacityOf([level(1, 'met'), level(2, 'met'), level(4, 'met'), level(8, 'violated'), level(6, 'violated'), level(5, 'violated')]),
    ).toEqual({
      lower: 4,
      upper: 5,
      estimate: 4,
    });
  });

  it('leaves a side open when no level shows it, and ignores levels met above a violation', () => {
    expect(capacityOf([level(1, 'met'), level(2, 'undecided')])).toEqual({ lower: 1, upper: null, estimate: 1 });
    expect(capacityOf([level(1, 'violated'), level(2, 'met')])).toEqual({ lower: null, upper: 1, estimate: null });
    expect(capacityOf([level(2, 'met'), level(4, 'violated'), level(8, 'met')]).lower).toBe(2);
  });
});

describe('the automatic search', () => {
  it('doubles until the SLO breaks, then bisects down to one stream', () => {
    expect(search(auto, 4)).toEqual([1, 2, 4, 8, 6, 5]);
    expect(search(auto, 11)).toEqual([1, 2, 4, 8, 16, 12, 10, 11]);
    expect(search(auto, 0)).toEqual([1]);
  });

  it('finds the knee within one level for every knee up to the maximum', () => {
    for (let knee = 1; knee < 64; knee++) {
      const measured = search(auto, knee).map((load) => level(load, load <= knee ? 'met' : 'violated'));
      const { lower, upper } = capacityOf(measured);
      expect(lower).not.toBeNull();
      expect(knee - lower!).toBeLessThanOrEqual(Math.max(1, Math.floor(lower! * 0.1)));
      expect(upper! - knee).toBeGreaterThanOrEqual(1);
    }
  });

  it('stops at the maximum when nothing breaks, and at its level cap', () => {
    expect(search({ ...auto, max: 10 }, 100)).toEqual([1, 2, 4, 8, 10]);
    expect(search({ ...auto, maxLevels: 3 }, 100)).toEqual([1, 2, 4]);
  });

  it('measures a required level the search skipped, even past its cap', () => {
    expect(search(auto, 4, [3])).toEqual([1, 2, 4, 8, 6, 5, 3]);
    expect(search({ ...auto, maxLevels: 2 }, 100, [12])).toEqual([1, 2, 12]);
  });

  it('measures listed levels in order, with a required one among them', () => {
    expect(search({ ...auto, levels: [2, 8, 4] }, 4, [3])).toEqual([2, 3, 4, 8]);
  });

  it('stops at saturation when there is no SLO to break', () => {
    const measured: LevelOutcome[] = [];
    const throughput = (c: number): number => Math.min(c, 4) * 5;
    for (let load = nextLevel(measured, auto); load !== null; load = nextLevel(measured, auto))
      measured.push(level(load, 'none', throughput(load)));
    expect(measured.map((l) => l.load)).toEqual([1, 2, 4, 8]);
  });

  it('keeps rates to three significant digits', () => {
    const rate: SearchSpec = { load: 'rate', levels: null, start: 2.37, max: 1000, resolution: 0.1, maxLevels: 12 };
    const levels = search(rate, 7);
    expect(levels.slice(0, 3)).toEqual([2.37, 4.74, 9.48]);
    const { lower, upper } = capacityOf(levels.map((load) => level(load, load <= 7 ? 'met' : 'violated')));
    expect(upper! - lower!).toBeLessThanOrEqual(lower! * 0.1 + 1e-9);
  });
});

describe('the capacity gate', () => {
  const baseline = { lower: 16, upper: 18, estimate: 16 };
  it('fails a candidate that broke at or below the baseline capacity less the margin, naming the level', () => {
    expect(capacityThreshold(baseline, 0.25, 'concurrency')).toBe(12);
    const broke = compareCapacity(baseline, { lower: 8, upper: 11, estimate: 10 }, 0.25, 'concurrency', true);
    expect(broke).toMatchObject({ verdict: 'fail', brokeAt: 11, threshold: 12 });
  });

  it('passes a candidate shown to sustain the threshold, inconclusive when nothing near it is decided', () => {
    expect(compareCapacity(baseline, { lower: 12, upper: 13, estimate: 12 }, 0.25, 'concurrency', true).verdict).toBe('pass');
    expect(compareCapacity(baseline, { lower: 8, upper: null, estimate: 12 }, 0.25, 'concurrency', true).verdict).toBe('inconclusive');
    expect(compareCapacity(baseline, { lower: 8, upper: 13, estimate: 12 }, 0.25, 'concurrency', true).verdict).toBe('inconclusive');
  });

  it('does not gate without an SLO or when the baseline never met it', () => {
    expect(compareCapacity(baseline, { lower: null, upper: 1, estimate: null }, 0.25, 'concurrency', false)).toMatchObject({
      verdict: 'not-gated',
      reason: 'no-slo',
    });
    expect(compareCapacity({ lower: null, upper: 1, estimate: null }, baseline, 0.25, 'concurrency', true)).toMatchObject({
      verdict: 'not-gated',
      reason: 'baseline-not-met',
    });
  });

  it('holds at least one stream, and rates to three significant digits', () => {
    expect(capacityThreshold({ lower: 1, upper: 2, estimate: 1 }, 0.25, 'concurrency')).toBe(1);
    expect(capacityThreshold({ lower: 4, upper: 5, estimate: 4 }, 0.25, 'concurrency')).toBe(3);
    expect(capacityThreshold({ lower: 7.11, upper: 8, estimate: 7.11 }, 0.25, 'rate')).toBe(5.33);
  });
});
