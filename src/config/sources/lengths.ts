import type { PathIssue } from '../read/path-issue.js';
import type { LengthDistribution } from './sources.js';
import { isRecord } from '../../util/index.js';

/** A length distribution as a workload writes it: a number (fixed) or `{ type, ... }` (the schema checks the shape). */
export type LengthDistributionFile =
  | number
  | { type: 'fixed'; value: number }
  | { type: 'normal'; mean: number; stdev: number; min?: number; max?: number }
  | { type: 'uniform'; min: number; max: number }
  | { type: 'histogram'; bins: [number, number][] };

/** Bounds of a normal without its own: 4 standard deviations either side, and never below one token. */
const NORMAL_SPAN = 4;

export function normalizeLength(file: LengthDistributionFile): LengthDistribution {
  if (typeof file === 'number') return { type: 'fixed', value: file };
  switch (file.type) {
    case 'fixed':
      return { type: 'fixed', value: file.value };
    case 'normal':
      return {
        type: 'normal',
        mean: file.mean,
        stdev: file.stdev,
        min: file.min ?? Math.max(1, Math.floor(file.mean - NORMAL_SPAN * file.stdev)),
        max: file.max ?? Math.ceil(file.mean + NORMAL_SPAN * file.stdev),
      };
    case 'uniform':
      return { type: 'uniform', min: file.min, max: file.max };
    case 'histogram':
      return { type: 'histogram', bins: file.bins.map(([tokens, weight]) => ({ tokens, weight })) };
  }
}

/** What the schema cannot say about a (schema-valid) distribution: bounds in order, a histogram with some weight. */
export function lengthIssues(value: unknown, path: PathIssue['path']): PathIssue[] {
  if (!isRecord(value)) return [];
  const { min, max } = value;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    return [{ path: [...path, 'min'], message: `is ${min}, above max ${max}` }];
  if (value.type === 'normal' && typeof value.mean === 'number' && typeof min === 'number' && value.mean < min)
    return [{ path: [...path, 'mean'], message: `is ${value.mean}, below min ${min}` }];
  if (value.type === 'histogram' && Array.isArray(value.bins)) {
    const weight = value.bins.reduce(
      (sum: number, bin: unknown) => sum + (Array.isArray(bin) && typeof bin[1] === 'number' ? bin[1] : 0),
      0,
    );
    if (weight <= 0) return [{ path: [...path, 'bins'], message: 'needs at least one bin with a weight above 0' }];
  }
  return [];
}

/** Mean of a distribution (a normal's before its bounds clamp it), for messages and summaries. */
export function describeLength(d: LengthDistribution): string {
  switch (d.type) {
    case 'fixed':
      return `${d.value}`;
    case 'normal':
      return `${d.mean}±${d.stdev} [${d.min}, ${d.max}]`;
    case 'uniform':
      return `uniform [${d.min}, ${d.max}]`;
    case 'histogram':
      return `histogram of ${d.bins.length} bins`;
  }
}
