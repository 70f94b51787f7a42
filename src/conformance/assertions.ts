import { STOP_FIELDS } from '../apis/index.js';
import type { AnswerExpectation, ScenarioConfig, ScenarioExpectations } from '../config/index.js';
import type { Sample } from '../probe/index.js';
import { matchesSchema, parseJsonAnswer } from './json-schema.js';
import { ANSWER_ASSERTIONS, ANSWER_CORRECT, type SampleChecks } from './types.js';

/** Output tokens of a response: usage when reported, else one per token-bearing event (the estimate metrics use). */
export function outputTokens(sample: Sample): number {
  return sample.usage?.completionTokens ?? sample.eventMs.length;
}

/** Reasoning tokens reported, else 0; reasoning text is judged separately through `reasoningChars`. */
function reportedReasoningTokens(sample: Sample): number {
  return sample.usage?.reasoningTokens ?? 0;
}

export function hasReasoning(sample: Sample): boolean {
  return sample.reasoningChars > 0 || reportedReasoningTokens(sample) > 0;
}

/** The stop sequences of `params.stop` (or of an API's own field: Anthropic's `stop_sequences`, Gemini's `stopSequences`), as a list of non-empty strings. */
export function stopSequences(params: Record<string, unknown>): string[] {
  const stop = STOP_FIELDS.map((field) => params[field]).find((v) => v !== undefined);
  if (typeof stop === 'string') return stop === '' ? [] : [stop];
  if (Array.isArray(stop)) return stop.filter((s): s is string => typeof s === 'string' && s !== '');
  return [];
}

const NUMBER = /[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?/i;

/** The first number written in the text (thousands separators are not read). */
export function firstNumber(text: string): number | null {
  const match = NUMBER.exec(text);
  return match ? Number(match[0]) : null;
}

/**
 * Output tokens within the limit. Reaching the limit should end with finish_reason `length`; `stop` exactly at the
 * limit is accepted because a natural end there cannot be told apart from a cut.
 */
export function withinLimit(sample: Sample, limit: number): boolean {
  const tokens = outputTokens(sample);
  if (tokens > limit) return false;
  return tokens < limit || sample.finishReason === 'length' || sample.finishReason === 'stop';
}

/** The stop sequence is not in the text and the answer ended on it. */
export function stopHonoured(sample: Sample, sequences: readonly string[]): boolean {
  return sequences.every((s) => !sample.content.includes(s)) && sample.finishReason === 'stop';
}

/** Whether the text is the expected answer: every kind the expectation gives passes. */
export function answerCorrect(text: string, answer: AnswerExpectation): boolean {
  const checks: SampleChecks = {};
  answerChecks(text, answer, checks);
  return checks[ANSWER_CORRECT] === true;
}

function answerChecks(text: string, answer: AnswerExpectation, checks: SampleChecks): void {
  if (answer.exact !== undefined) checks['answer-exact'] = text.trim() === answer.exact.trim();
  if (answer.contains !== undefined) checks['answer-contains'] = text.includes(answer.contains);
  if (answer.regex !== undefined) checks['answer-regex'] = new RegExp(answer.regex, answer.regexFlags ?? '').test(text);
  if (answer.number !== undefined) {
    const found = firstNumber(text);
    checks['answer-number'] = found !== null && Math.abs(found - answer.number.value) <= answer.number.tolerance;
  }
  if (answer.jsonSchema !== undefined) checks['answer-schema'] = matchesSchema(text, answer.jsonSchema);
  const given = ANSWER_ASSERTIONS.filter((name) => checks[name] !== undefined);
  if (given.length > 0) checks[ANSWER_CORRECT] = given.every((name) => checks[name] === true);
}

/**
 * Pass/fail of every assertion the scenario declares, judged on the response's effect (not on what was asked).
 * Null for a failed request or a scenario without expectations: errors are gated as the error rate, and counting
 * them here too would fail the same request twice.
 */
export function checkSample(sample: Sample, scenario: Pick<ScenarioConfig, 'maxTokens' | 'params' | 'expect'>): SampleChecks | null {
  const expect: ScenarioExpectations | null | undefined = scenario.expect;
  if (!expect || sample.error !== null) return null;
  const checks: SampleChecks = {};
  if (expect.reasoning === 'absent') checks['reasoning-absent'] = !hasReasoning(sample);
  if (expect.reasoning === 'present') checks['reasoning-present'] = hasReasoning(sample);
  // A source's request carries its own max_tokens (recorded as its target), else the scenario's applies.
  if (expect.withinMaxTokens) checks['within-max-tokens'] = withinLimit(sample, sample.target?.outputTokens ?? scenario.maxTokens);
  if (expect.stopHonoured) checks['stop-honoured'] = stopHonoured(sample, stopSequences(scenario.params));
  if (expect.nonEmpty) checks['non-empty'] = sample.content.trim() !== '' || sample.toolCalls.length > 0;
  if (expect.json) checks['json-parses'] = parseJsonAnswer(sample.content) !== undefined;
  if (expect.jsonSchema) checks['json-schema'] = matchesSchema(sample.content, expect.jsonSchema);
  if (expect.usage) checks['usage-present'] = sample.usage !== null && sample.usage.completionTokens !== null;
  if (expect.answer) answerChecks(sample.content, expect.answer, checks);
  return checks;
}
