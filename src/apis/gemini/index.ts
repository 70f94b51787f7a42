/**
 * Google Gemini `streamGenerateContent`: `POST {baseUrl}/models/{model}:streamGenerateContent?alt=sse` with the key in
 * `x-goog-api-key` (baseUrl ends in `/v1beta`). The conversation becomes `contents` of `user` and `model` turns made of
 * `parts` (text, `functionCall`, `functionResponse`), the system text `systemInstruction`; the limit, stop sequences,
 * temperature and thinking go nested in `generationConfig`, and fields written flat under those names are moved there.
 */
import { isRecord } from '../../util/index.js';
import { functionOf, parsedArguments, role, text, toolCallIdOf, toolCallsOf } from '../conversation.js';
import { COMMON_RESERVED_FIELDS } from '../shared.js';
import { PROBE_STOP_SEQUENCE, PROBE_THINKING_BUDGET, PROBE_TOKEN_LIMIT, repeatable, variant } from '../probe-words.js';
import type { StreamingApi } from '../types.js';

/** `GenerationConfig`'s fields: written flat in a scenario's `params` or a probe, they are sent inside `generationConfig`. */
export const GENERATION_CONFIG_FIELDS: readonly string[] = [
  'stopSequences',
  'responseMimeType',
  'responseSchema',
  'responseJsonSchema',
  'responseModalities',
  'candidateCount',
  'maxOutputTokens',
  'temperature',
  'topP',
  'topK',
  'seed',
  'presencePenalty',
  'frequencyPenalty',
  'responseLogprobs',
  'logprobs',
  'thinkingConfig',
  'mediaResolution',
  'speechConfig',
];

type Part = Record<string, unknown>;
type Content = { role: 'user' | 'model'; parts: Part[] };

/** Chat messages as Gemini turns: tool calls as `functionCall` parts, tool results as `functionResponse` parts of a
 * user turn (named after the call they answer), consecutive turns of one role joined. */
function geminiContents(messages: readonly unknown[]): Content[] {
  const names = new Map<string, string>();
  const turns: Content[] = [];
  for (const message of messages) {
    const r = role(message);
    const parts: Part[] = [];
    if (r === 'tool') {
      const name = names.get(toolCallIdOf(message)) ?? '';
      parts.push({ functionResponse: { name, response: { content: text(message) } } });
    } else {
      if (text(message) !== '') parts.push({ text: text(message) });
      for (const call of toolCallsOf(message)) {
        names.set(call.id, call.function.name);
        parts.push({ functionCall: { name: call.function.name, args: parsedArguments(call.function.arguments) } });
      }
    }
    const turnRole = r === 'assistant' ? 'model' : 'user';
    const last = turns.at(-1);
    if (last && last.role === turnRole) last.parts.push(...parts);
    else turns.push({ role: turnRole, parts });
  }
  return turns;
}

/** Chat tools as one `tools` entry of `functionDeclarations`; a tool of another shape is sent as written. */
function geminiTools(tools: readonly unknown[]): unknown[] {
  const declarations = tools.flatMap((tool) => {
    const fn = functionOf(tool);
    return fn
      ? [
          {
            name: fn.name,
            ...(fn.description !== undefined ? { description: fn.description } : {}),
            ...(fn.parameters !== undefined ? { parameters: fn.parameters } : {}),
          },
        ]
      : [];
  });
  const others = tools.filter((tool) => functionOf(tool) === null);
  return [...(declarations.length > 0 ? [{ functionDeclarations: declarations }] : []), ...others];
}

/**
 * Fields over a Gemini body: `GenerationConfig` names (and chat's `stop`, as `stopSequences`) go into
 * `generationConfig`, a given `generationConfig` (and its `thinkingConfig`) is merged field by field, the rest is
 * set at the top.
 */
export function mergeGemini(body: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  const config: Record<string, unknown> = isRecord(body.generationConfig) ? { ...body.generationConfig } : {};
  const setConfig = (name: string, value: unknown): void => {
    config[name] =
      name === 'thinkingConfig' && isRecord(value) && isRecord(config.thinkingConfig) ? { ...config.thinkingConfig, ...value } : value;
  };
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'generationConfig' && isRecord(value)) for (const [inner, v] of Object.entries(value)) setConfig(inner, v);
    else if (name === 'stop') setConfig('stopSequences', Array.isArray(value) ? value : [value]);
    else if (GENERATION_CONFIG_FIELDS.includes(name)) setConfig(name, value);
    else out[name] = value;
  }
  return Object.keys(config).length > 0 ? { ...out, generationConfig: config } : out;
}

export const gemini: StreamingApi<'gemini'> = {
  id: 'gemini',
  meaning: 'Google Gemini: POST {baseUrl}/models/{model}:streamGenerateContent?alt=sse, with x-goog-api-key',
  messages: true,
  tools: true,
  stop: true,
  path: (model) => `/models/${model.replace(/^models\//, '')}:streamGenerateContent?alt=sse`,
  keyHeader: 'x-goog-api-key',
  keyValue: (apiKey) => apiKey,
  headers: {},
  reservedBodyFields: {
    ...COMMON_RESERVED_FIELDS,
    contents: 'built from the scenario\'s "prompt" or "messages"',
    systemInstruction: "built from the scenario's system message",
    maxOutputTokens: 'use the scenario\'s "maxTokens"',
  },
  limitFields: ['maxOutputTokens'],
  stopFields: ['stopSequences'],
  body: ({ messages, maxTokens, fields, tools }) => {
    const system = messages
      .filter((m) => role(m) === 'system')
      .map((m) => text(m))
      .join('\n\n');
    const declared = geminiTools(tools);
    const base = {
      contents: geminiContents(messages.filter((m) => role(m) !== 'system')),
      ...(system !== '' ? { systemInstruction: { parts: [{ text: system }] } } : {}),
      generationConfig: { maxOutputTokens: maxTokens },
    };
    return { ...mergeGemini(base, fields), ...(declared.length > 0 ? { tools: declared } : {}) };
  },
  merge: mergeGemini,
  // Streaming is the method in the path (`:streamGenerateContent?alt=sse`); the body has no switch for it, and
  // `usageMetadata` comes with the chunks anyway.
  streamingBody: (body) => body,
  usage: {
    prompt: 'usageMetadata.promptTokenCount',
    completion: 'usageMetadata.candidatesTokenCount + thoughtsTokenCount',
    reasoning: 'usageMetadata.thoughtsTokenCount',
    cached: 'usageMetadata.cachedContentTokenCount',
  },
  probes: {
    // A thinking model spends its thoughts inside `maxOutputTokens`: the limit stays above a thinking budget.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // `thinkingBudget: 0` is the documented switch (2.5 Flash; 2.5 Pro cannot switch it off), a small budget reduces;
    // the limit and the stop sequences are `generationConfig` fields; usage always comes in `usageMetadata`.
    variants: [
      variant('thinkingConfig.thinkingBudget=0', 'reasoning-off', { thinkingConfig: { thinkingBudget: 0 } }, 'reasoning-off'),
      variant(
        `thinkingConfig.thinkingBudget=${PROBE_THINKING_BUDGET}`,
        'reasoning-on',
        { thinkingConfig: { thinkingBudget: PROBE_THINKING_BUDGET, includeThoughts: true } },
        'reasoning-on',
      ),
      variant(`maxOutputTokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { maxOutputTokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
      variant(`stopSequences=${PROBE_STOP_SEQUENCE}`, 'stop', { stopSequences: [PROBE_STOP_SEQUENCE] }, 'stop'),
      variant('usage (always reported)', 'usage', {}, 'usage'),
      repeatable(),
    ],
  },
  // Gemini has `responseLogprobs` and `logprobs` in `generationConfig`, but streamgate does not read them: a workload
  // asking for log-probs of a Gemini endpoint is refused (src/config/sections/quality.ts).
  logprobs: null,
  minTokens: null,
};
