/** A completed request → its output record (docs/quality.md), for the scenarios that declare `quality:`. */
import { createHash } from 'node:crypto';
import type { ChatMessage, ScenarioConfig } from '../config/index.js';
import { answerCorrect } from '../conformance/index.js';
import type { Sample } from '../probe/index.js';
import { RECORDED_LEAD_CHARS, RECORDED_LOGPROB_TOKENS, type OutputRecord, type RecordedOutput } from './types.js';

/** The plan item fields a record needs (a `PlannedItem` has them). */
export interface ItemPrompt {
  messages: readonly ChatMessage[];
  maxTokens?: number;
}

/** Short stable hash of a text (16 hex digits of SHA-256). */
export function outputHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The answer as compared: content, then tool calls (name and arguments) after a NUL when there are any. */
export function answerText(sample: Pick<Sample, 'content' | 'toolCalls'>): string {
  if (sample.toolCalls.length === 0) return sample.content;
  return `${sample.content}\u0000${JSON.stringify(sample.toolCalls.map((c) => [c.name, c.arguments]))}`;
}

/**
 * The record of a first-turn request that completed; null for an error, a later turn, or a scenario without `quality:`.
 * `repeat`: the request was sent again after the measured ones (1), to measure self-agreement.
 */
export function outputRecord(sample: Sample, item: ItemPrompt, scenario: ScenarioConfig, repeat?: number): OutputRecord | null {
  if (!scenario.quality || sample.error !== null || sample.turn !== 0) return null;
  const text = answerText(sample);
  const limit = item.maxTokens ?? scenario.maxTokens;
  // A labelled dataset record's own answer, else the scenario's: the item's label.
  const answer = sample.target?.answer ?? scenario.expect?.answer ?? null;
  const correct = answer === null ? null : answerCorrect(sample.content, answer);
  return {
    endpoint: sample.endpoint,
    scenario: sample.scenario,
    cache: sample.cache,
    item: sample.item,
    prompt: outputHash(JSON.stringify([item.messages, limit])),
    text,
    hash: outputHash(text),
    cuts: contentCuts(sample),
    ...(sample.logprobs && sample.logprobs.length > 0 ? { logprobs: sample.logprobs } : {}),
    finishReason: sample.finishReason,
    usageTokens: sample.usage?.completionTokens ?? null,
    arrivedTokens: sample.eventChars.length,
    correct,
    ...(repeat !== undefined ? { repeat } : {}),
  };
}

/** Cumulative character offsets of the content events. */
function contentCuts(sample: Sample): number[] {
  const cuts: number[] = [];
  let at = 0;
  for (let i = 0; i < sample.eventChars.length; i++) {
    if (sample.eventChannel[i] !== 'c') continue;
    at += sample.eventChars[i]!;
    cuts.push(at);
  }
  return cuts;
}

/** The record a baseline keeps of an answer. */
export function recordedOutput(o: OutputRecord): RecordedOutput {
  return {
    endpoint: o.endpoint,
    scenario: o.scenario,
    cache: o.cache,
    item: o.item,
    prompt: o.prompt,
    hash: o.hash,
    length: o.text.length,
    lead: o.text.slice(0, RECORDED_LEAD_CHARS),
    cuts: o.cuts.filter((c) => c <= RECORDED_LEAD_CHARS),
    ...(o.logprobs ? { logprobs: o.logprobs.slice(0, RECORDED_LOGPROB_TOKENS) } : {}),
    ...lengthFacts(o),
    correct: o.correct,
  };
}

/** What says how long an answer was, as the server counted it and as it arrived (absent in older records). */
export function lengthFacts(o: Pick<OutputRecord, 'finishReason' | 'usageTokens' | 'arrivedTokens'>): LengthFacts {
  return {
    ...(o.finishReason !== undefined ? { finishReason: o.finishReason } : {}),
    ...(o.usageTokens !== undefined ? { usageTokens: o.usageTokens } : {}),
    ...(o.arrivedTokens !== undefined ? { arrivedTokens: o.arrivedTokens } : {}),
  };
}

type LengthFacts = Pick<OutputRecord, 'finishReason' | 'usageTokens' | 'arrivedTokens'>;
