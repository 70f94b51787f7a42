/** The parts of an OpenAI chat-completions request body the simulator acts on. */

/** A malformed request body; the server answers 400 with this message. */
export class SimRequestError extends Error {
  override readonly name = 'SimRequestError';
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

export interface ChatRequest {
  model: string | null;
  messages: SimMessage[];
  stream: boolean;
  includeUsage: boolean;
  /** Smallest of `max_tokens` / `max_completion_tokens`, or null when neither is set. */
  maxTokens: number | null;
  /** Each limit as sent, for profiles that honour only one of them. */
  limits: { maxTokens: number | null; maxCompletionTokens: number | null };
  /** `stop` as a list (a single string becomes one entry); empty when absent. */
  stop: string[];
  /** `temperature` when it is a number, else null. */
  temperature: number | null;
  tools: SimTool[];
  /** Characters of the tools array as sent; it is part of the prompt an agent pays for. */
  toolsChars: number;
  /** The whole body, for parameters such as `reasoning_effort` that are judged by name. */
  params: Record<string, unknown>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function contentText(content: unknown, index: number): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (isRecord(part) && typeof part['text'] === 'string' ? part['text'] : '')).join('');
  }
  throw new SimRequestError(`messages[${index}].content must be a string, an array of parts or null`);
}

function parseMessages(value: unknown): SimMessage[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"messages" must be a non-empty array');
  }
  return value.map((message: unknown, index) => {
    if (!isRecord(message) || typeof message['role'] !== 'string') {
      throw new SimRequestError(`messages[${index}] must be an object with a string "role"`);
    }
    return { role: message['role'], content: contentText(message['content'], index) };
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

function parseLimit(body: Record<string, unknown>, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 1) {
    throw new SimRequestError(`"${field}" must be an integer >= 1`);
  }
  return value as number;
}

function parseStop(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.filter((v) => v !== '');
  throw new SimRequestError('"stop" must be a string or an array of strings');
}

/** Body fields outside `known`, in body order (what a strict server names in its 400). */
export function unknownParams(body: Record<string, unknown>, known: readonly string[]): string[] {
  return Object.keys(body).filter((key) => !known.includes(key));
}

/** Validates the request body loosely (like a permissive server) and extracts what drives the answer. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isRecord(body)) throw new SimRequestError('request body must be a JSON object');
  const maxTokens = parseLimit(body, 'max_tokens');
  const maxCompletionTokens = parseLimit(body, 'max_completion_tokens');
  const limits = [maxTokens, maxCompletionTokens].filter((n): n is number => n !== null);
  const streamOptions = body['stream_options'];
  return {
    model: typeof body['model'] === 'string' ? body['model'] : null,
    messages: parseMessages(body['messages']),
    stream: body['stream'] === true,
    includeUsage: isRecord(streamOptions) && streamOptions['include_usage'] === true,
    maxTokens: limits.length > 0 ? Math.min(...limits) : null,
    limits: { maxTokens, maxCompletionTokens },
    stop: parseStop(body['stop']),
    temperature: typeof body['temperature'] === 'number' ? body['temperature'] : null,
    tools: parseTools(body['tools']),
    toolsChars: Array.isArray(body['tools']) && body['tools'].length > 0 ? JSON.stringify(body['tools']).length : 0,
    params: body,
  };
}
