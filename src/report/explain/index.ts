/**
 * The one place the gate's evidence becomes sentences: the gate returns numbers and findings, the report words them.
 * Everything here is plain text; Markdown callers escape it (escape.ts). Names come from the metric vocabulary and
 * numbers from format.ts only.
 */
import type { ProbeChange } from '../../gate/index.js';
import { formatDifference } from '../format.js';

export { explainComparison, explainPooled } from './comparison.js';
export { explainNotGated, explainWarning, explainWarnings } from './warnings.js';

/**
 * A probe variant's change against the baseline, e.g. `was honoured, now ignored: +48 reasoning tokens, +800 ms to
 * the last token per request`.
 */
export function explainVariantChange(change: Pick<ProbeChange, 'kind' | 'was' | 'now' | 'cost'>): string {
  if (change.kind === 'new' || change.was === null) return `${change.now} (not in the baseline)`;
  if (change.kind === 'unchanged') return change.now;
  const costs: string[] = [];
  const tokens = change.cost?.reasoningTokens ?? null;
  const settle = change.cost?.settleMs ?? null;
  if (tokens !== null && Math.round(tokens) !== 0) costs.push(`${formatDifference('reasoningTokens', tokens)} reasoning tokens`);
  if (settle !== null && Math.round(settle) !== 0) costs.push(`${formatDifference('settleMs', settle)} to the last token`);
  return `was ${change.was}, now ${change.now}${costs.length > 0 ? `: ${costs.join(', ')} per request` : ''}`;
}
