import { parseUsage } from './chat-completions.js';
import type { EventOutcome, StreamGrammar } from './types.js';
import { excerpt, nonEmpty, SampleWriter } from '../sample-writer.js';

/**
 * Legacy completions (`/completions`, as served by OpenAI, vLLM, SGLang and llama.cpp): `data:` chunks with
 * `choices[0].text` and `finish_reason`, a usage chunk with empty `choices` when asked for, `[DONE]`. Every chunk with
 * text is a token event on the content channel; chunks without text (the finish chunk, the usage chunk) never are.
 * llama.cpp's `timings` and the usage details go to the server report.
 */
export class CompletionsEventHandler extends SampleWriter implements StreamGrammar {
  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.dataEvent(data, type, stampMs);
    if (typeof parsed === 'string') return parsed;
    return this.onChunk(parsed, stampMs, readIndex);
  }

  /** A whole non-streamed `text_completion`: one arrival, at its last read. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.parseBody(body);
    if (parsed === 'failed') return parsed;
    if (parsed.error == null && !Array.isArray(parsed.choices)) {
      return this.fail('malformed_event', `JSON response is not a completion: ${excerpt(body)}`);
    }
    return this.onChunk(parsed, stampMs, readIndex);
  }

  private onChunk(chunk: Record<string, unknown>, stampMs: number, readIndex: number): EventOutcome {
    const choice = this.firstChoice(chunk, parseUsage);
    if (choice === 'failed') return choice;
    if (choice === null) return 'more';
    const text = nonEmpty(choice.text);
    if (text !== undefined) this.addContent(text, stampMs, readIndex);
    this.setFinish(choice.finish_reason);
    return 'more';
  }
}
