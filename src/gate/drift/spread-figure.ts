import type { RunSpread } from '../types.js';

/** The per-metric figures a side's run-to-run spread records. */
export type SpreadFigure = 'logSd' | 'driftDf' | 'trend';

/**
 * One metric's recorded figure of a side's spread (its drift, the drift's joint degrees of freedom, or its trend),
 * or undefined when the side recorded none or a value that is not a finite number (a metric the spread may name
 * under any summarised metric's key, so the lookup takes a plain string).
 */
export function spreadFigure(spread: RunSpread | undefined, figure: SpreadFigure, metric: string): number | undefined {
  const value = (spread?.[figure] as Record<string, number | undefined> | undefined)?.[metric];
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}
