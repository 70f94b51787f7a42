/**
 * What a request's prompt should count when there is nothing to compare the server's count with (no comparison side,
 * a baseline recorded before prompt tokens were, a reference serving another model): an estimate from the text the
 * workload sends, a token per 4 characters, held to a wide tolerance. Pure.
 */
import type { ScenarioConfig } from '../../config/index.js';
import type { PromptEvidence } from '../evidence.js';
import type { CellData, Comparison } from '../types.js';
import { promptComparison } from './integrity.js';

/** Characters per token of the estimate: about what current tokenizers give for English prose and code. */
export const ESTIMATE_CHARS_PER_TOKEN = 4;

/**
 * The estimate is rough: English prose runs about 4–5 characters per token in current tokenizers, code and JSON 3–4,
 * other scripts fewer; only text full of long whitespace runs or repeated characters packs more than 8 into a token.
 * So a count is flagged only below half the estimate (and more than 64 tokens below it): a prompt cut by less is seen
 * against a comparison side only.
 */
export const ESTIMATE_TOLERANCE: PromptEvidence['tolerance'] = { share: 0.5, tokens: 64 };

/**
 * The estimated prompt tokens of a scenario's first request: its messages and the tool definitions it sends (as JSON),
 * a token per ESTIMATE_CHARS_PER_TOKEN characters. The cold nonce or warm prefix (a few characters) is left out.
 */
export function estimatePromptTokens(scenario: Pick<ScenarioConfig, 'messages' | 'params' | 'agent'>): number {
  const text = scenario.messages.reduce((sum, m) => sum + m.content.length, 0);
  const tools = [...(scenario.agent?.tools ?? []), ...(Array.isArray(scenario.params['tools']) ? scenario.params['tools'] : [])];
  const toolChars = tools.length > 0 ? JSON.stringify(tools).length : 0;
  return Math.ceil((text + toolChars) / ESTIMATE_CHARS_PER_TOKEN);
}

/** Estimates by scenario name, for the gate (`GateOptions.promptEstimates`). */
export function promptEstimates(scenarios: readonly ScenarioConfig[]): Record<string, number> {
  return Object.fromEntries(scenarios.map((s) => [s.name, estimatePromptTokens(s)]));
}

/** A first-request cell's counts against its scenario's estimate; null when either is missing. */
export function estimateCheck(cell: CellData, estimates: Readonly<Record<string, number>>, look: number): Comparison | null {
  if (cell.turn !== null && cell.turn > 0) return null;
  const expected = Object.hasOwn(estimates, cell.scenario) ? estimates[cell.scenario] : undefined;
  const counts = cell.values.promptTokens ?? [];
  if (expected === undefined || expected <= 0 || counts.length === 0) return null;
  return promptComparison(cell, expected, 0, counts, 'estimate', ESTIMATE_TOLERANCE, look);
}
