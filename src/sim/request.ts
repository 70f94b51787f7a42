/**
 * The request the engine acts on, whichever API it came through, and the parts of request bodies every API reads the
 * same way. The engine's request is shaped after OpenAI chat completions, whose body parser is here too; the other
 * APIs (src/sim/apis/) translate their bodies into it.
 */
import { isRecord } from '../util/index.js';

/** A malformed request body; the server answers 400 with this message, in the API's error shape. */
export class SimRequestError extends Error {
  override readonly name = 'SimRequestError';

  constructor(
    message: string,
    /** Machine-readable code of the 400 (OpenAI's `code`). */
    readonly code = 'invalid_request',
    /** The offending body field, for APIs whose errors name it. */
    readonly param?: string,
  ) {
    super(message);
  }
}

export interface SimMessage {
  role: string;
  /** Text content; content-part arrays are joined, null/absent content is ''. */
  content: string;
}

export interface SimTool {
  name: string;
  /** JSON Schema of the arguments, as sent (may be anything). */
  parameters: unknown;
}

/** What the engine needs from a request, in the same terms for every API. */
export interface EngineRequest {
  model: string | null;
  /** The prompt as messages: system text first, then the conversation (a tool result has the role `tool`). */
  messages: SimMessage[];
  stream: boolean;
  /** The limit that caps the answer (the smaller one where an API has two), or null when none is set. */
  maxTokens: number | null;
  /**
   * Each limit as sent, for profiles that honour only one of them: `maxTokens` is the one `ignoresMaxTokens` ignores
   * (chat's `max_tokens`, and the only limit of every other API), `maxCompletionTokens` is chat's other one.
   */
  limits: { maxTokens: number | null; maxCompletionTokens: number | null };
  /** Stop sequences; empty when absent. */
  stop: string[];
  /** `temperature` when it is a number, else null. */
  temperature: number | null;
  tools: SimTool[];
  /** Characters of the tools array as sent; it is part of the prompt an agent pays for. */
  toolsChars: number;
  /** The whole body: at `temperature: 0` it seeds the words, so the same body repeats the same answer. */
  params: Record<string, unknown>;
  /**
   * The request's reasoning switches under the chat-completions names the profile knobs use (`reasoning_effort`,
   * `thinking`, `chat_template_kwargs`, `enable_thinking`, `reasoning`; see `reasoningScale`), or null where the API has
   * no reasoning at all (legacy completions).
   */
  reasoningParams: Record<string, unknown> | null;
}

/** A parsed chat-completions request: the engine's request plus its one framing option. */
export interface ChatRequest extends EngineRequest {
  includeUsage: boolean;
}

export { isRecord };

/** Text of string content or of an array of parts with `text` (other parts count as ''); null/absent is ''. */
export function contentText(content: unknown, where: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (isRecord(part) && typeof part['text'] === 'string' ? part['text'] : '')).join('');
  }
  throw new SimRequestError(`${where} must be a string, an array of parts or null`);
}

function parseMessages(value: unknown): SimMessage[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"messages" must be a non-empty array');
  }
  return value.map((message: unknown, index) => {
    if (!isRecord(message) || typeof message['role'] !== 'string') {
      throw new SimRequestError(`messages[${index}] must be an object with a string "role"`);
    }
    return { role: message['role'], content: contentText(message['content'], `messages[${index}].content`) };
  });
}

function parseTools(value: unknown): SimTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SimRequestError('"tools" must be an array');
  return value.map((tool: unknown, index) => {
    const fn = isRecord(tool) ? tool['function'] : undefined;
    if (!isRecord(fn) || typeof fn['name'] !== 'string' || fn['name'] === '') {
      throw new SimRequestError(`tools[${index}].function.name must be a non-empty string`);
    }
    return { name: fn['name'], parameters: fn['parameters'] };
  });
}

/** Characters of a tools array as sent (0 when absent or empty). */
export function toolsChars(value: unknown): number {
  return Array.isArray(value) && value.length > 0 ? JSON.stringify(value).length : 0;
}

/** An integer limit ≥ 1, or null when absent. */
export function parseLimit(body: Record<string, unknown>, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 1) {
    throw new SimRequestError(`"${field}" must be an integer >= 1`);
  }
  return value as number;
}

/** Stop sequences as a list (a single string becomes one entry, empty strings are dropped). */
export function parseStop(value: unknown, field = 'stop'): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.filter((v) => v !== '');
  throw new SimRequestError(`"${field}" must be a string or an array of strings`);
}

export function parseModel(body: Record<string, unknown>): string | null {
  return typeof body['model'] === 'string' ? body['model'] : null;
}

export function parseTemperature(body: Record<string, unknown>): number | null {
  return typeof body['temperature'] === 'number' ? body['temperature'] : null;
}

/** Body fields outside `known`, in body order (what a strict server names in its 400). */
export function unknownParams(body: Record<string, unknown>, known: readonly string[]): string[] {
  return Object.keys(body).filter((key) => !known.includes(key));
}

/** Validates a chat-completions body loosely (like a permissive server) and extracts what drives the answer. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isRecord(body)) throw new SimRequestError('request body must be a JSON object');
  const maxTokens = parseLimit(body, 'max_tokens');
  const maxCompletionTokens = parseLimit(body, 'max_completion_tokens');
  const limits = [maxTokens, maxCompletionTokens].filter((n): n is number => n !== null);
  const streamOptions = body['stream_options'];
  return {
    model: parseModel(body),
    messages: parseMessages(body['messages']),
    stream: body['stream'] === true,
    includeUsage: isRecord(streamOptions) && streamOptions['include_usage'] === true,
    maxTokens: limits.length > 0 ? Math.min(...limits) : null,
    limits: { maxTokens, maxCompletionTokens },
    stop: parseStop(body['stop']),
    temperature: parseTemperature(body),
    tools: parseTools(body['tools']),
    toolsChars: toolsChars(body['tools']),
    params: body,
    // Every switch is judged by its chat name, straight from the body.
    reasoningParams: body,
  };
}
