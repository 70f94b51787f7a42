import type { MetricSample } from './types.js';

/** A series' identity within a metric: its labels, sorted, without the ones named in `without` (a bucket's `le`). */
export function seriesKey(labels: Readonly<Record<string, string>>, without: readonly string[] = []): string {
  return JSON.stringify(
    Object.entries(labels)
      .filter(([name]) => !without.includes(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The first of `names` that any scrape carries, or null. */
export function firstPresent(scrapes: readonly (readonly MetricSample[])[], names: readonly string[], suffix = ''): string | null {
  for (const name of names) if (scrapes.some((samples) => samples.some((s) => s.name === `${name}${suffix}`))) return name;
  return null;
}

/** One metric's series in one scrape: series key → value. */
export function seriesOf(samples: readonly MetricSample[], name: string, without: readonly string[] = []): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of samples) if (s.name === name) out.set(seriesKey(s.labels, without), s.value);
  return out;
}

/**
 * A counter's increase from the first scrape to the last, series by series, as Prometheus' increase() counts it
 * without extrapolation: a value below the one before is a reset (the process restarted), after which the counter
 * counts from zero. A series missing from the first scrape was created during the window and counts from zero.
 */
export function increase(values: readonly Map<string, number>[]): { delta: number; resets: number } {
  const previous = new Map<string, number>();
  const first = values[0] ?? new Map<string, number>();
  let delta = 0;
  let resets = 0;
  values.forEach((scrape, index) => {
    for (const [key, value] of scrape) {
      if (!Number.isFinite(value)) continue;
      const before = previous.get(key) ?? (index === 0 || first.has(key) ? null : 0);
      if (before !== null) {
        if (value >= before) delta += value - before;
        else {
          resets += 1;
          delta += value;
        }
      }
      previous.set(key, value);
    }
  });
  return { delta, resets };
}
