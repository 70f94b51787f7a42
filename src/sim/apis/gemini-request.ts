/** A Gemini `generateContent` body read into the engine's request, with errors as Google words them. */
import { isRecord } from '../../util/index.js';
import {
  parseLimit,
  parseStop,
  parseTemperature,
  toolsChars,
  SimRequestError,
  type EngineRequest,
  type SimMessage,
  type SimTool,
} from '../request.js';

/** The top-level fields of a `generateContent` request (what a strict server accepts). */
export const KNOWN_PARAMS: readonly string[] = Object.freeze(
  'contents systemInstruction generationConfig tools toolConfig safetySettings cachedContent labels'.split(' '),
);

/** A 400 in Google's terms (`INVALID_ARGUMENT`), naming the field. */
const invalid = (message: string, param?: string): SimRequestError => new SimRequestError(message, 'INVALID_ARGUMENT', param);

/** A content's parts as the engine's messages: text under the turn's role, each `functionResponse` as a `tool` message. */
function messagesOf(role: string, parts: unknown, where: string): SimMessage[] {
  if (!Array.isArray(parts)) throw invalid(`${where}.parts must be an array of parts`, 'contents');
  const out: SimMessage[] = [];
  let current: SimMessage | null = null;
  parts.forEach((part: unknown, index) => {
    if (!isRecord(part)) throw invalid(`${where}.parts[${index}] must be an object`, 'contents');
    if (isRecord(part['functionResponse'])) {
      out.push({ role: 'tool', content: JSON.stringify(part['functionResponse']['response'] ?? {}) });
      current = null;
      return;
    }
    // A functionCall part counts as no prompt text, as a chat assistant message's tool_calls do.
    const text = typeof part['text'] === 'string' ? part['text'] : '';
    if (current === null) {
      current = { role, content: '' };
      out.push(current);
    }
    current.content += text;
  });
  return out.length > 0 ? out : [{ role, content: '' }];
}

function parseContents(value: unknown): SimMessage[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('contents: must be a non-empty array', 'contents');
  return value.flatMap((content: unknown, index) => {
    const where = `contents[${index}]`;
    const role = isRecord(content) ? (content['role'] ?? 'user') : undefined;
    if (!isRecord(content) || (role !== 'user' && role !== 'model')) throw invalid(`${where}.role must be "user" or "model"`, 'contents');
    return messagesOf(role === 'model' ? 'assistant' : 'user', content['parts'], where);
  });
}

function parseSystem(value: unknown): SimMessage[] {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) throw invalid('systemInstruction: must be a content with parts', 'systemInstruction');
  const text = messagesOf('system', value['parts'], 'systemInstruction')
    .map((m) => m.content)
    .join('');
  return text === '' ? [] : [{ role: 'system', content: text }];
}

function parseTools(value: unknown): SimTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid('tools: must be an array', 'tools');
  return value.flatMap((tool: unknown, index) => {
    const declarations = isRecord(tool) ? tool['functionDeclarations'] : undefined;
    if (declarations === undefined) return [];
    if (!Array.isArray(declarations)) throw invalid(`tools[${index}].functionDeclarations must be an array`, 'tools');
    return declarations.map((fn: unknown, at) => {
      if (!isRecord(fn) || typeof fn['name'] !== 'string' || fn['name'] === '') {
        throw invalid(`tools[${index}].functionDeclarations[${at}].name must be a non-empty string`, 'tools');
      }
      return { name: fn['name'], parameters: fn['parameters'] ?? {} };
    });
  });
}

/**
 * `thinkingConfig.thinkingBudget: 0` is Gemini's reasoning off, judged as chat's `reasoning_effort: "none"` (the switch
 * every reasoning profile understands); any other budget leaves reasoning as the profile has it.
 */
function reasoningParams(config: Record<string, unknown>): Record<string, unknown> {
  const thinking = config['thinkingConfig'];
  return isRecord(thinking) && thinking['thinkingBudget'] === 0 ? { reasoning_effort: 'none' } : {};
}

/** The request of `POST …/models/{model}:{method}`: the model and whether it streams are the path's. */
export function parseGeminiRequest(body: unknown, model: string | null, stream: boolean): EngineRequest {
  if (!isRecord(body)) throw invalid('request body must be a JSON object');
  const config = body['generationConfig'] ?? {};
  if (!isRecord(config)) throw invalid('generationConfig: must be an object', 'generationConfig');
  const maxTokens = parseLimit(config, 'maxOutputTokens');
  return {
    model,
    messages: [...parseSystem(body['systemInstruction']), ...parseContents(body['contents'])],
    stream,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(config['stopSequences'], 'stopSequences'),
    temperature: parseTemperature(config),
    tools: parseTools(body['tools']),
    toolsChars: toolsChars(body['tools']),
    params: body,
    reasoningParams: reasoningParams(config),
  };
}
