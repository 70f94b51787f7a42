/** An OpenAI Responses request body read into the engine's request, with errors as the API words them. */
import {
  type EngineRequest,
  type SimMessage,
  type SimTool,
  contentText,
  isRecord,
  parseLimit,
  parseModel,
  parseTemperature,
  SimRequestError,
  toolsChars,
} from '../request.js';

export const KNOWN_PARAMS: readonly string[] = Object.freeze([
  'model',
  'input',
  'instructions',
  'max_output_tokens',
  'max_tool_calls',
  'reasoning',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'temperature',
  'top_p',
  'top_logprobs',
  'stream',
  'stream_options',
  'store',
  'metadata',
  'previous_response_id',
  'conversation',
  'prompt',
  'prompt_cache_key',
  'text',
  'truncation',
  'include',
  'background',
  'service_tier',
  'safety_identifier',
  'user',
]);

const MESSAGE_ROLES = ['user', 'assistant', 'system', 'developer'];

function parseInput(value: unknown): SimMessage[] {
  if (value === undefined || value === null)
    throw new SimRequestError("Missing required parameter: 'input'.", 'missing_required_parameter', 'input');
  if (typeof value === 'string') return [{ role: 'user', content: value }];
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"input" must be a string or a non-empty array of items', 'invalid_request', 'input');
  }
  const messages: SimMessage[] = [];
  value.forEach((item: unknown, index) => {
    const where = `input[${index}]`;
    if (!isRecord(item)) throw new SimRequestError(`${where} must be an object`, 'invalid_request', 'input');
    const type = item['type'];
    if (type === 'function_call') {
      if (typeof item['call_id'] !== 'string' || typeof item['name'] !== 'string') {
        throw new SimRequestError(`${where}: a function_call needs a string "call_id" and "name"`, 'invalid_request', 'input');
      }
      // As a chat assistant message with tool_calls: the call itself is not counted as prompt text.
      messages.push({ role: 'assistant', content: '' });
    } else if (type === 'function_call_output') {
      if (typeof item['call_id'] !== 'string') {
        throw new SimRequestError(`${where}: a function_call_output needs a string "call_id"`, 'invalid_request', 'input');
      }
      messages.push({ role: 'tool', content: contentText(item['output'], `${where}.output`) });
    } else if (type === 'reasoning') {
      // Reasoning items sent back by a client carry nothing the engine reads.
    } else if (type === undefined || type === 'message') {
      const role = item['role'];
      if (typeof role !== 'string' || !MESSAGE_ROLES.includes(role)) {
        throw new SimRequestError(`${where}.role must be one of ${MESSAGE_ROLES.join(', ')}`, 'invalid_request', 'input');
      }
      messages.push({ role: role === 'developer' ? 'system' : role, content: contentText(item['content'], `${where}.content`) });
    } else {
      throw new SimRequestError(`${where}.type ${JSON.stringify(type)} is not served by the simulator`, 'invalid_request', 'input');
    }
  });
  return messages;
}

function parseTools(value: unknown): SimTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SimRequestError('"tools" must be an array', 'invalid_request', 'tools');
  return value.map((tool: unknown, index) => {
    if (!isRecord(tool) || tool['type'] !== 'function' || typeof tool['name'] !== 'string' || tool['name'] === '') {
      throw new SimRequestError(`tools[${index}] must be a function tool with a non-empty "name"`, 'invalid_request', 'tools');
    }
    return { name: tool['name'], parameters: tool['parameters'] };
  });
}

export function parseResponsesRequest(body: unknown): EngineRequest {
  if (!isRecord(body)) throw new SimRequestError('request body must be a JSON object');
  // The Responses API has no stop sequences, and OpenAI refuses the parameter rather than ignore it.
  if (body['stop'] !== undefined) throw new SimRequestError("Unknown parameter: 'stop'.", 'unknown_parameter', 'stop');
  const instructions = body['instructions'];
  if (instructions !== undefined && instructions !== null && typeof instructions !== 'string') {
    throw new SimRequestError('"instructions" must be a string', 'invalid_request', 'instructions');
  }
  const reasoning = body['reasoning'];
  if (reasoning !== undefined && reasoning !== null && !isRecord(reasoning)) {
    throw new SimRequestError('"reasoning" must be an object', 'invalid_request', 'reasoning');
  }
  const input = parseInput(body['input']);
  const maxTokens = parseLimit(body, 'max_output_tokens');
  return {
    model: parseModel(body),
    messages: typeof instructions === 'string' && instructions !== '' ? [{ role: 'system', content: instructions }, ...input] : input,
    stream: body['stream'] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: [],
    temperature: parseTemperature(body),
    tools: parseTools(body['tools']),
    toolsChars: toolsChars(body['tools']),
    params: body,
    // `reasoning.effort` is judged as chat's `reasoning` parameter: "none" off, "minimal" and "low" shorter.
    reasoningParams: isRecord(reasoning) ? { reasoning } : {},
  };
}
