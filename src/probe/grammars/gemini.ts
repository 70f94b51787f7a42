import { truncate } from '../attempt/classify-http.js';
import type { EventOutcome, StreamGrammar } from './types.js';
import type { Usage } from '../sample.js';
import { errorLabel, excerpt, nonEmpty, numberOrNull, SampleWriter } from '../sample-writer.js';
import { isRecord } from '../../util/index.js';

/**
 * Google Gemini `streamGenerateContent?alt=sse`: bare `data:` events, each a whole `GenerateContentResponse` whose
 * `candidates[0].content.parts` carry the new text. A part with `thought: true` is reasoning, a `functionCall` part is
 * a whole tool call (name and arguments at once); `usageMetadata` (cumulative, the last one stands) and the
 * candidate's `finishReason` come with the last chunk, which ends the answer (there is no `[DONE]`; one is accepted).
 * An `error` object in place of a response ends it as failed.
 */
export class GeminiEventHandler extends SampleWriter implements StreamGrammar {
  private functionCalls = 0;

  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.dataEvent(data, type, stampMs);
    if (typeof parsed === 'string') return parsed;
    const outcome = this.onResponse(parsed, stampMs, readIndex);
    return outcome === 'finished' ? this.done(stampMs) : outcome;
  }

  /** A whole non-streamed `GenerateContentResponse` (`:generateContent`): its parts at one arrival. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.parseBody(body);
    if (parsed === 'failed') return parsed;
    if (parsed.error == null && !Array.isArray(parsed.candidates)) {
      return this.fail('malformed_event', `JSON response is not a Gemini response: ${excerpt(body)}`);
    }
    const outcome = this.onResponse(parsed, stampMs, readIndex);
    return outcome === 'finished' ? 'more' : outcome;
  }

  /** One response: 'finished' once a candidate says why it stopped. */
  private onResponse(response: Record<string, unknown>, stampMs: number, readIndex: number): EventOutcome | 'finished' {
    this.noteModel(response);
    if (response.error != null) return this.fail('stream_error_event', `stream error: ${errorOf(response.error) ?? '(no message)'}`);
    if (isRecord(response.usageMetadata)) this.onUsage(response.usageMetadata);
    const candidate: unknown = Array.isArray(response.candidates) ? response.candidates[0] : undefined;
    if (!isRecord(candidate)) return 'more';
    const content = candidate.content;
    if (isRecord(content) && Array.isArray(content.parts)) for (const part of content.parts) this.onPart(part, stampMs, readIndex);
    const reason = nonEmpty(candidate.finishReason);
    if (reason === undefined) return 'more';
    this.setFinish(finishReason(reason, this.functionCalls > 0));
    return 'finished';
  }

  private onPart(part: unknown, stampMs: number, readIndex: number): void {
    if (!isRecord(part)) return;
    const text = nonEmpty(part.text);
    if (text !== undefined) {
      if (part.thought === true) this.addReasoning(text, stampMs, readIndex);
      else this.addContent(text, stampMs, readIndex);
      return;
    }
    const call = part.functionCall;
    if (!isRecord(call)) return;
    const tool = this.toolCall(this.functionCalls++);
    tool.id = nonEmpty(call.id) ?? tool.id;
    tool.name = nonEmpty(call.name) ?? '';
    tool.arguments = JSON.stringify(call.args ?? {});
    this.addToolChars(tool.name.length + tool.arguments.length, stampMs, readIndex);
  }

  /**
   * `candidatesTokenCount` leaves the thoughts out (`thoughtsTokenCount`, billed as output), so the output is their
   * sum, as OpenAI's `completion_tokens` counts reasoning; `promptTokenCount` includes the cached prompt tokens
   * (`cachedContentTokenCount`), which are the cache hits.
   */
  private onUsage(usage: Record<string, unknown>): void {
    const candidates = numberOrNull(usage.candidatesTokenCount);
    const thoughts = numberOrNull(usage.thoughtsTokenCount);
    const cached = numberOrNull(usage.cachedContentTokenCount);
    const parsed: Usage = {
      promptTokens: numberOrNull(usage.promptTokenCount),
      completionTokens: candidates === null && thoughts === null ? null : (candidates ?? 0) + (thoughts ?? 0),
      reasoningTokens: thoughts,
      cachedPromptTokens: cached,
    };
    if (cached !== null && Number.isInteger(cached) && cached >= 0) this.serverFields.cachedTokens = cached;
    this.setUsage(parsed);
  }
}

/** Gemini's finish reason in the chat vocabulary: `STOP` → `stop` (`tool_calls` after a function call), `MAX_TOKENS` → `length`. */
function finishReason(reason: string, calledTools: boolean): string {
  switch (reason) {
    case 'STOP':
      return calledTools ? 'tool_calls' : 'stop';
    case 'MAX_TOKENS':
      return 'length';
    default:
      // `SAFETY`, `RECITATION`, `MALFORMED_FUNCTION_CALL`, … in lower case.
      return reason.toLowerCase();
  }
}

/** `status: message` of Google's error object (`{ code, message, status }`). */
function errorOf(error: unknown): string | undefined {
  if (typeof error === 'string' && error !== '') return truncate(error);
  return isRecord(error) ? errorLabel(error.status, error.message) : undefined;
}
