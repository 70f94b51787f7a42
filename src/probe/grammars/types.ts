/**
 * A streaming API's grammar: how its events become a sample's channels (content, reasoning, tool-call arguments,
 * usage, finish reason, in-stream errors). The attempt owns the socket, the stamps and the SSE framing; a grammar only
 * reads events. One grammar per API (a file beside this one, keyed by API in `index.ts`), so every metric, the delivery class, the gate and the report see
 * the same sample whatever API produced it.
 */
import type { SampleColumns } from '../columns.js';
import type { Sample } from '../sample.js';

/** What the stream should do after an event: go on, end (the API's last event), or stop on an error. */
export type EventOutcome = 'more' | 'done' | 'failed';

export interface StreamGrammar {
  /** One SSE event (`type` is the `event:` field, undefined for plain `message` events), stamped ms since t0. */
  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome;
  /** A whole non-streamed JSON body (the server ignored `stream: true`): one arrival, at its last read. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome;
  /** Called once when the request ends: assembled text and the server's own report go into the sample. */
  finalize(): void;
}

export interface GrammarDeps {
  sample: Sample;
  columns: SampleColumns;
  redact: (text: string) => string;
  /** Inspection hook (benchmarks): every event's data with its stamp, before it is read. */
  onEvent?: (data: string, stampMs: number) => void;
}
