/** An Anthropic Messages request body read into the engine's request, with errors as the API words them. */
import {
  contentText,
  isRecord,
  parseLimit,
  parseModel,
  parseStop,
  parseTemperature,
  SimRequestError,
  toolsChars,
  type EngineRequest,
  type SimMessage,
  type SimTool,
} from '../request.js';

export const KNOWN_PARAMS: readonly string[] = Object.freeze([
  'model',
  'messages',
  'system',
  'max_tokens',
  'stop_sequences',
  'temperature',
  'top_p',
  'top_k',
  'stream',
  'thinking',
  'tools',
  'tool_choice',
  'metadata',
  'service_tier',
  'container',
  'mcp_servers',
  'context_management',
]);

const invalid = (message: string, param?: string): SimRequestError => new SimRequestError(message, 'invalid_request', param);

/**
 * A message's blocks as the engine's messages: text (and blocks without text, as '') under the message's role, each
 * `tool_result` as a message of its own with the role `tool`, so a conversation that ends with one is answered in words.
 */
function messagesOf(role: string, content: unknown, where: string): SimMessage[] {
  if (typeof content === 'string') return [{ role, content }];
  if (!Array.isArray(content)) throw invalid(`${where}.content must be a string or an array of content blocks`, 'messages');
  const out: SimMessage[] = [];
  let current: SimMessage | null = null;
  content.forEach((block: unknown, index) => {
    if (!isRecord(block) || typeof block['type'] !== 'string') {
      throw invalid(`${where}.content[${index}] must be a content block with a string "type"`, 'messages');
    }
    if (block['type'] === 'tool_result') {
      if (typeof block['tool_use_id'] !== 'string') throw invalid(`${where}.content[${index}].tool_use_id must be a string`, 'messages');
      out.push({ role: 'tool', content: contentText(block['content'], `${where}.content[${index}].content`) });
      current = null;
      return;
    }
    if (block['type'] === 'tool_use' && (typeof block['id'] !== 'string' || typeof block['name'] !== 'string')) {
      throw invalid(`${where}.content[${index}]: a tool_use block needs a string "id" and "name"`, 'messages');
    }
    // A tool_use block counts as no prompt text, as a chat assistant message's tool_calls do.
    const text = block['type'] === 'text' && typeof block['text'] === 'string' ? block['text'] : '';
    if (current === null) {
      current = { role, content: '' };
      out.push(current);
    }
    current.content += text;
  });
  return out.length > 0 ? out : [{ role, content: '' }];
}

function parseMessages(value: unknown): SimMessage[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('messages: must be a non-empty array', 'messages');
  return value.flatMap((message: unknown, index) => {
    const where = `messages[${index}]`;
    if (!isRecord(message) || (message['role'] !== 'user' && message['role'] !== 'assistant')) {
      throw invalid(`${where}.role must be "user" or "assistant"`, 'messages');
    }
    return messagesOf(message['role'], message['content'], where);
  });
}

function parseSystem(value: unknown): SimMessage[] {
  if (value === undefined || value === null) return [];
  const text = contentText(value, 'system');
  return text === '' ? [] : [{ role: 'system', content: text }];
}

function parseTools(value: unknown): SimTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid('tools: must be an array', 'tools');
  return value.map((tool: unknown, index) => {
    if (!isRecord(tool) || typeof tool['name'] !== 'string' || tool['name'] === '' || !isRecord(tool['input_schema'])) {
      throw invalid(`tools.${index}: a client tool needs a non-empty "name" and an "input_schema" object`, 'tools');
    }
    return { name: tool['name'], parameters: tool['input_schema'] };
  });
}

export function parseMessagesRequest(body: unknown): EngineRequest {
  if (!isRecord(body)) throw invalid('request body must be a JSON object');
  if (body['max_tokens'] === undefined || body['max_tokens'] === null) throw invalid('max_tokens: Field required', 'max_tokens');
  const maxTokens = parseLimit(body, 'max_tokens');
  const thinking = body['thinking'];
  if (thinking !== undefined && !(isRecord(thinking) && (thinking['type'] === 'enabled' || thinking['type'] === 'disabled'))) {
    throw invalid('thinking: must be {"type": "enabled", "budget_tokens": N} or {"type": "disabled"}', 'thinking');
  }
  return {
    model: parseModel(body),
    messages: [...parseSystem(body['system']), ...parseMessages(body['messages'])],
    stream: body['stream'] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(body['stop_sequences'], 'stop_sequences'),
    temperature: parseTemperature(body),
    tools: parseTools(body['tools']),
    toolsChars: toolsChars(body['tools']),
    params: body,
    // Judged as chat's `thinking` parameter: `{type: "disabled"}` switches reasoning off where the profile honours it.
    reasoningParams: thinking === undefined ? {} : { thinking },
  };
}
