import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);

// src/util/redact.ts
var BEARER = /(authorization["']?\s*[:=]\s*["']?\s*)?bearer\s+[A-Za-z0-9._~+/=-]{6,}/gi;
var MASK = "***";
var MIN_FRAGMENT_CHARS = 12;
var MIN_SECRET_FOR_FRAGMENTS = 16;
function createRedactor(secrets) {
  const known = [...new Set([...secrets].filter((s) => typeof s === "string" && s.length >= 4))].sort(
    (a, b) => b.length - a.length
  );
  const fragments = new FragmentMasker(known.filter((s) => s.length >= MIN_SECRET_FOR_FRAGMENTS));
  return (text2) => {
    let out = text2;
    for (const secret of known) {
      if (out.includes(secret)) out = out.split(secret).join(MASK);
    }
    out = fragments.mask(out);
    return out.replace(BEARER, (_m, prefix) => `${prefix ?? ""}Bearer ${MASK}`);
  };
}
var FragmentMasker = class {
  constructor(secrets) {
    this.secrets = secrets;
    const grams = /* @__PURE__ */ new Set();
    for (const secret of secrets) {
      for (let i = 0; i + MIN_FRAGMENT_CHARS <= secret.length; i++) grams.add(secret.slice(i, i + MIN_FRAGMENT_CHARS));
    }
    this.gramSet = grams;
    this.grams = [...grams];
  }
  secrets;
  grams;
  gramSet;
  mask(text2) {
    if (this.grams.length === 0 || text2.length < MIN_FRAGMENT_CHARS || !this.grams.some((g) => text2.includes(g))) return text2;
    let out = "";
    let copiedTo = 0;
    let i = 0;
    while (i + MIN_FRAGMENT_CHARS <= text2.length) {
      if (!this.gramSet.has(text2.slice(i, i + MIN_FRAGMENT_CHARS))) {
        i++;
        continue;
      }
      let end = i + MIN_FRAGMENT_CHARS;
      while (end < text2.length && this.insideSecret(text2.slice(i, end + 1))) end++;
      out += `${text2.slice(copiedTo, i)}${MASK}`;
      copiedTo = end;
      i = end;
    }
    return out + text2.slice(copiedTo);
  }
  insideSecret(piece) {
    return this.secrets.some((s) => s.includes(piece));
  }
};
function redactDeep(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact));
  if (value !== null && typeof value === "object") {
    const out = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(value)) {
      const key = redact(k);
      const redacted = redactDeep(v, redact);
      const previous = out.get(key);
      out.set(key, typeof previous === "number" && typeof redacted === "number" ? previous + redacted : redacted);
    }
    return Object.fromEntries(out);
  }
  return value;
}

// src/util/values.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function roundToMicroseconds(ms) {
  return Math.round(ms * 1e3) / 1e3;
}

// src/apis/conversation.ts
var role = (message) => isRecord(message) && typeof message.role === "string" ? message.role : "user";
var text = (message) => isRecord(message) && typeof message.content === "string" ? message.content : "";
var toolCallsOf = (message) => isRecord(message) && Array.isArray(message.tool_calls) ? message.tool_calls : [];
var toolCallIdOf = (message) => isRecord(message) && typeof message.tool_call_id === "string" ? message.tool_call_id : "";
var functionOf = (tool) => isRecord(tool) && isRecord(tool.function) ? tool.function : null;
function parsedArguments(args) {
  try {
    const parsed = JSON.parse(args);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

// src/apis/shared.ts
var bearer = (apiKey) => `Bearer ${apiKey}`;
var flatMerge = (body, fields) => ({
  ...body,
  ...fields
});
var streamOnly = (body) => ({ ...body, stream: true });
function withUsageChunk(body) {
  const given = body.stream_options;
  return { ...body, stream: true, stream_options: { ...isRecord(given) ? given : {}, include_usage: true } };
}
var COMMON_RESERVED_FIELDS = {
  model: `set by the endpoint's "model"`,
  messages: `built from the scenario's "prompt" or "messages"`,
  stream: "streaming is always on; it is what streamgate measures",
  stream_options: "set by streamgate so that token usage is reported",
  max_tokens: `use the scenario's "maxTokens"`,
  tools: `use the scenario's "tools"`
};
var ignoreEos = (tokens) => ({ ignore_eos: true, min_tokens: tokens });

// src/apis/probe-words.ts
var DEFAULT_PROBE_PROMPT = "Count from 1 to 30, separated by spaces. Reply with the numbers only.";
var REPEATABILITY_PROMPT = "Write one sentence about the sea.";
var PROBE_STOP_SEQUENCE = "12";
var PROBE_TOKEN_LIMIT = 8;
var PROBE_THINKING_BUDGET = 1024;
function variant(id, family, params, check, prompt = null) {
  return { id, family, params, check, prompt };
}
var repeatable = (params = { temperature: 0 }) => variant("temperature=0", "repeatability", params, "repeatable", REPEATABILITY_PROMPT);

// src/apis/anthropic-messages/index.ts
var ANTHROPIC_VERSION = "2023-06-01";
function anthropicMessages(messages) {
  const turns = [];
  for (const message of messages) {
    const r = role(message);
    const blocks = [];
    if (r === "tool") {
      blocks.push({ type: "tool_result", tool_use_id: toolCallIdOf(message), content: text(message) });
    } else {
      if (text(message) !== "") blocks.push({ type: "text", text: text(message) });
      for (const call of toolCallsOf(message))
        blocks.push({ type: "tool_use", id: call.id, name: call.function.name, input: parsedArguments(call.function.arguments) });
    }
    const turnRole = r === "assistant" ? "assistant" : "user";
    const last = turns.at(-1);
    if (last && last.role === turnRole) last.content.push(...blocks);
    else turns.push({ role: turnRole, content: blocks });
  }
  return turns;
}
function anthropicTool(tool) {
  const fn = functionOf(tool);
  return fn ? {
    name: fn.name,
    ...fn.description !== void 0 ? { description: fn.description } : {},
    input_schema: fn.parameters ?? { type: "object" }
  } : tool;
}
var anthropicMessagesApi = {
  id: "anthropic-messages",
  meaning: "Anthropic Messages: POST {baseUrl}/messages, with x-api-key and anthropic-version headers",
  messages: true,
  tools: true,
  stop: true,
  path: () => "/messages",
  keyHeader: "x-api-key",
  keyValue: (apiKey) => apiKey,
  headers: { "anthropic-version": ANTHROPIC_VERSION },
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ["max_tokens"],
  stopFields: ["stop_sequences", "stop"],
  body: ({ model, messages, maxTokens, fields, tools }) => {
    const system = messages.filter((m) => role(m) === "system").map((m) => text(m)).join("\n\n");
    const { stop, ...params } = fields;
    return {
      model,
      ...system !== "" ? { system } : {},
      messages: anthropicMessages(messages.filter((m) => role(m) !== "system")),
      max_tokens: maxTokens,
      ...stop !== void 0 ? { stop_sequences: Array.isArray(stop) ? stop : [stop] } : {},
      ...params,
      ...tools.length > 0 ? { tools: tools.map(anthropicTool) } : {}
    };
  },
  merge: flatMerge,
  // Usage comes with `message_start` and `message_delta` anyway.
  streamingBody: streamOnly,
  usage: {
    prompt: "input_tokens + cache_read_input_tokens + cache_creation_input_tokens",
    completion: "message_delta.usage.output_tokens",
    reasoning: null,
    cached: "usage.cache_read_input_tokens"
  },
  probes: {
    // The Messages API requires `max_tokens`, above the thinking variant's budget.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // Extended thinking is off unless asked for: `thinking` switched off and on; `max_tokens` (always sent, the
    // variant's replaces the probe's), `stop_sequences`, usage (always in `message_start` / `message_delta`).
    variants: [
      variant("thinking.type=disabled", "reasoning-off", { thinking: { type: "disabled" } }, "reasoning-off"),
      variant(
        "thinking.type=enabled",
        "reasoning-on",
        { thinking: { type: "enabled", budget_tokens: PROBE_THINKING_BUDGET } },
        "reasoning-on"
      ),
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, "token-limit", { max_tokens: PROBE_TOKEN_LIMIT }, "max-tokens"),
      variant(`stop_sequences=${PROBE_STOP_SEQUENCE}`, "stop", { stop_sequences: [PROBE_STOP_SEQUENCE] }, "stop"),
      variant("usage (always reported)", "usage", {}, "usage"),
      repeatable()
    ]
  },
  // The Messages API returns no log-probs.
  logprobs: null,
  // No minimum length: the server stops where the model does.
  minTokens: null
};

// src/apis/logprobs.ts
function entryToken(entry) {
  if (!isRecord(entry) || typeof entry.token !== "string") return [];
  const top = Array.isArray(entry.top_logprobs) ? entry.top_logprobs.flatMap(
    (a) => isRecord(a) && typeof a.token === "string" && typeof a.logprob === "number" ? [[a.token, a.logprob]] : []
  ) : [];
  const lp = typeof entry.logprob === "number" && !(entry.logprob === 0 && top.length === 0) ? entry.logprob : null;
  return [{ t: entry.token, lp, top }];
}
function legacyTokens(lp) {
  if (!Array.isArray(lp.tokens)) return [];
  const values = Array.isArray(lp.token_logprobs) ? lp.token_logprobs : [];
  const tops = Array.isArray(lp.top_logprobs) ? lp.top_logprobs : [];
  return lp.tokens.flatMap((token, i) => {
    if (typeof token !== "string") return [];
    const alternatives = tops[i];
    const top = isRecord(alternatives) ? Object.entries(alternatives).flatMap(([t, v]) => typeof v === "number" ? [[t, v]] : []) : [];
    const value = values[i];
    return [{ t: token, lp: typeof value === "number" && !(value === 0 && top.length === 0) ? value : null, top }];
  });
}
function choiceTokens(event, textOf) {
  const choice = Array.isArray(event.choices) ? event.choices[0] : void 0;
  if (!isRecord(choice)) return [];
  const lp = choice.logprobs;
  const scored = isRecord(lp) ? Array.isArray(lp.content) ? lp.content.flatMap(entryToken) : legacyTokens(lp) : [];
  if (scored.length > 0) return scored;
  const text2 = textOf(choice);
  return typeof text2 === "string" && text2 !== "" ? [{ t: text2, lp: null, top: [] }] : [];
}

// src/apis/chat-completions/index.ts
var choiceText = (choice) => (isRecord(choice.delta) ? choice.delta.content : void 0) ?? (isRecord(choice.message) ? choice.message.content : void 0);
var chatCompletions = {
  id: "chat-completions",
  meaning: "OpenAI chat completions: POST {baseUrl}/chat/completions",
  messages: true,
  tools: true,
  stop: true,
  path: () => "/chat/completions",
  keyHeader: "authorization",
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ["max_tokens", "max_completion_tokens"],
  stopFields: ["stop"],
  body: ({ model, messages, maxTokens, fields, tools }) => ({
    model,
    messages,
    max_tokens: maxTokens,
    ...fields,
    ...tools.length > 0 ? { tools } : {}
  }),
  merge: flatMerge,
  streamingBody: withUsageChunk,
  usage: {
    prompt: "usage.prompt_tokens",
    completion: "usage.completion_tokens",
    reasoning: "usage.completion_tokens_details.reasoning_tokens",
    cached: "usage.prompt_tokens_details.cached_tokens"
  },
  probes: {
    // Chat completions gets no limit, as a client sending the bare prompt would (OpenAI's reasoning models refuse
    // `max_tokens` here).
    maxTokens: null,
    // The documented-looking ways to switch reasoning off (and to reduce it), both token-limit fields, `stop`, the
    // usage chunk and repeatability at temperature 0.
    variants: [
      variant("reasoning_effort=none", "reasoning-off", { reasoning_effort: "none" }, "reasoning-off"),
      variant("thinking.type=disabled", "reasoning-off", { thinking: { type: "disabled" } }, "reasoning-off"),
      variant("enable_thinking=false", "reasoning-off", { enable_thinking: false }, "reasoning-off"),
      variant(
        "chat_template_kwargs.enable_thinking=false",
        "reasoning-off",
        { chat_template_kwargs: { enable_thinking: false } },
        "reasoning-off"
      ),
      variant("reasoning.enabled=false", "reasoning-off", { reasoning: { enabled: false } }, "reasoning-off"),
      variant("reasoning_effort=minimal", "reasoning-reduce", { reasoning_effort: "minimal" }, "reasoning-reduced"),
      variant("reasoning_effort=low", "reasoning-reduce", { reasoning_effort: "low" }, "reasoning-reduced"),
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, "token-limit", { max_tokens: PROBE_TOKEN_LIMIT }, "max-tokens"),
      variant(`max_completion_tokens=${PROBE_TOKEN_LIMIT}`, "token-limit", { max_completion_tokens: PROBE_TOKEN_LIMIT }, "max-tokens"),
      variant(`stop=${PROBE_STOP_SEQUENCE}`, "stop", { stop: [PROBE_STOP_SEQUENCE] }, "stop"),
      variant("stream_options.include_usage=true", "usage", { stream_options: { include_usage: true } }, "usage"),
      repeatable()
    ]
  },
  // `logprobs: true` with `top_logprobs: k`; read from `choices[0].logprobs.content[]`, in each chunk or a whole
  // `chat.completion`.
  logprobs: {
    request: (body, topK) => ({ ...body, logprobs: true, top_logprobs: topK }),
    asked: (body) => body.logprobs === true,
    read: (event) => choiceTokens(event, choiceText)
  },
  minTokens: ignoreEos
};

// src/apis/completions/index.ts
var completions = {
  id: "completions",
  meaning: "legacy completions: POST {baseUrl}/completions with one prompt string",
  messages: false,
  tools: false,
  stop: true,
  path: () => "/completions",
  keyHeader: "authorization",
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ["max_tokens"],
  stopFields: ["stop"],
  body: ({ model, messages, maxTokens, fields }) => ({
    model,
    prompt: messages.map((m) => text(m)).join("\n\n"),
    max_tokens: maxTokens,
    ...fields
  }),
  merge: flatMerge,
  // vLLM, SGLang and llama.cpp accept `stream_options.include_usage` on completions as on chat.
  streamingBody: withUsageChunk,
  usage: {
    prompt: "usage.prompt_tokens",
    completion: "usage.completion_tokens",
    reasoning: null,
    cached: "usage.prompt_tokens_details.cached_tokens"
  },
  probes: {
    // Without a limit legacy completions stop at 16 tokens, short of the stop sequence.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // No reasoning on legacy completions: limit, stop, the usage chunk and repeatability only.
    variants: [
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, "token-limit", { max_tokens: PROBE_TOKEN_LIMIT }, "max-tokens"),
      variant(`stop=${PROBE_STOP_SEQUENCE}`, "stop", { stop: [PROBE_STOP_SEQUENCE] }, "stop"),
      variant("stream_options.include_usage=true", "usage", { stream_options: { include_usage: true } }, "usage"),
      repeatable()
    ]
  },
  // `logprobs: k`; read from `choices[0].logprobs` as `tokens` / `token_logprobs` / `top_logprobs` (OpenAI, vLLM), or
  // in the chat form `content[]` (llama.cpp).
  logprobs: {
    request: (body, topK) => ({ ...body, logprobs: topK }),
    asked: (body) => typeof body.logprobs === "number",
    read: (event) => choiceTokens(event, (choice) => choice.text)
  },
  minTokens: ignoreEos
};

// src/apis/gemini/index.ts
var GENERATION_CONFIG_FIELDS = [
  "stopSequences",
  "responseMimeType",
  "responseSchema",
  "responseJsonSchema",
  "responseModalities",
  "candidateCount",
  "maxOutputTokens",
  "temperature",
  "topP",
  "topK",
  "seed",
  "presencePenalty",
  "frequencyPenalty",
  "responseLogprobs",
  "logprobs",
  "thinkingConfig",
  "mediaResolution",
  "speechConfig"
];
function geminiContents(messages) {
  const names = /* @__PURE__ */ new Map();
  const turns = [];
  for (const message of messages) {
    const r = role(message);
    const parts = [];
    if (r === "tool") {
      const name = names.get(toolCallIdOf(message)) ?? "";
      parts.push({ functionResponse: { name, response: { content: text(message) } } });
    } else {
      if (text(message) !== "") parts.push({ text: text(message) });
      for (const call of toolCallsOf(message)) {
        names.set(call.id, call.function.name);
        parts.push({ functionCall: { name: call.function.name, args: parsedArguments(call.function.arguments) } });
      }
    }
    const turnRole = r === "assistant" ? "model" : "user";
    const last = turns.at(-1);
    if (last && last.role === turnRole) last.parts.push(...parts);
    else turns.push({ role: turnRole, parts });
  }
  return turns;
}
function geminiTools(tools) {
  const declarations = tools.flatMap((tool) => {
    const fn = functionOf(tool);
    return fn ? [
      {
        name: fn.name,
        ...fn.description !== void 0 ? { description: fn.description } : {},
        ...fn.parameters !== void 0 ? { parameters: fn.parameters } : {}
      }
    ] : [];
  });
  const others = tools.filter((tool) => functionOf(tool) === null);
  return [...declarations.length > 0 ? [{ functionDeclarations: declarations }] : [], ...others];
}
function mergeGemini(body, fields) {
  const out = { ...body };
  const config = isRecord(body.generationConfig) ? { ...body.generationConfig } : {};
  const setConfig = (name, value) => {
    config[name] = name === "thinkingConfig" && isRecord(value) && isRecord(config.thinkingConfig) ? { ...config.thinkingConfig, ...value } : value;
  };
  for (const [name, value] of Object.entries(fields)) {
    if (name === "generationConfig" && isRecord(value)) for (const [inner, v] of Object.entries(value)) setConfig(inner, v);
    else if (name === "stop") setConfig("stopSequences", Array.isArray(value) ? value : [value]);
    else if (GENERATION_CONFIG_FIELDS.includes(name)) setConfig(name, value);
    else out[name] = value;
  }
  return Object.keys(config).length > 0 ? { ...out, generationConfig: config } : out;
}
var gemini = {
  id: "gemini",
  meaning: "Google Gemini: POST {baseUrl}/models/{model}:streamGenerateContent?alt=sse, with x-goog-api-key",
  messages: true,
  tools: true,
  stop: true,
  path: (model) => `/models/${model.replace(/^models\//, "")}:streamGenerateContent?alt=sse`,
  keyHeader: "x-goog-api-key",
  keyValue: (apiKey) => apiKey,
  headers: {},
  reservedBodyFields: {
    ...COMMON_RESERVED_FIELDS,
    contents: `built from the scenario's "prompt" or "messages"`,
    systemInstruction: "built from the scenario's system message",
    maxOutputTokens: `use the scenario's "maxTokens"`
  },
  limitFields: ["maxOutputTokens"],
  stopFields: ["stopSequences"],
  body: ({ messages, maxTokens, fields, tools }) => {
    const system = messages.filter((m) => role(m) === "system").map((m) => text(m)).join("\n\n");
    const declared = geminiTools(tools);
    const base = {
      contents: geminiContents(messages.filter((m) => role(m) !== "system")),
      ...system !== "" ? { systemInstruction: { parts: [{ text: system }] } } : {},
      generationConfig: { maxOutputTokens: maxTokens }
    };
    return { ...mergeGemini(base, fields), ...declared.length > 0 ? { tools: declared } : {} };
  },
  merge: mergeGemini,
  // Streaming is the method in the path (`:streamGenerateContent?alt=sse`); the body has no switch for it, and
  // `usageMetadata` comes with the chunks anyway.
  streamingBody: (body) => body,
  usage: {
    prompt: "usageMetadata.promptTokenCount",
    completion: "usageMetadata.candidatesTokenCount + thoughtsTokenCount",
    reasoning: "usageMetadata.thoughtsTokenCount",
    cached: "usageMetadata.cachedContentTokenCount"
  },
  probes: {
    // A thinking model spends its thoughts inside `maxOutputTokens`: the limit stays above a thinking budget.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // `thinkingBudget: 0` is the documented switch (2.5 Flash; 2.5 Pro cannot switch it off), a small budget reduces;
    // the limit and the stop sequences are `generationConfig` fields; usage always comes in `usageMetadata`.
    variants: [
      variant("thinkingConfig.thinkingBudget=0", "reasoning-off", { thinkingConfig: { thinkingBudget: 0 } }, "reasoning-off"),
      variant(
        `thinkingConfig.thinkingBudget=${PROBE_THINKING_BUDGET}`,
        "reasoning-on",
        { thinkingConfig: { thinkingBudget: PROBE_THINKING_BUDGET, includeThoughts: true } },
        "reasoning-on"
      ),
      variant(`maxOutputTokens=${PROBE_TOKEN_LIMIT}`, "token-limit", { maxOutputTokens: PROBE_TOKEN_LIMIT }, "max-tokens"),
      variant(`stopSequences=${PROBE_STOP_SEQUENCE}`, "stop", { stopSequences: [PROBE_STOP_SEQUENCE] }, "stop"),
      variant("usage (always reported)", "usage", {}, "usage"),
      repeatable()
    ]
  },
  // Gemini has `responseLogprobs` and `logprobs` in `generationConfig`, but streamgate does not read them: a workload
  // asking for log-probs of a Gemini endpoint is refused (src/config/sections/quality.ts).
  logprobs: null,
  minTokens: null
};

// src/apis/responses/logprobs.ts
var RESPONSES_LOGPROBS_INCLUDE = "message.output_text.logprobs";
function read(event, type) {
  const kind = typeof event.type === "string" ? event.type : type;
  if (kind === "response.output_text.delta") {
    const scored = Array.isArray(event.logprobs) ? event.logprobs.flatMap(entryToken) : [];
    if (scored.length > 0) return scored;
    return typeof event.delta === "string" && event.delta !== "" ? [{ t: event.delta, lp: null, top: [] }] : [];
  }
  if (kind === void 0 && Array.isArray(event.output)) {
    return event.output.flatMap(
      (item) => isRecord(item) && Array.isArray(item.content) ? item.content.flatMap((part) => isRecord(part) && Array.isArray(part.logprobs) ? part.logprobs.flatMap(entryToken) : []) : []
    );
  }
  return [];
}
var responsesLogprobs = {
  request: (body, topK) => {
    const include = Array.isArray(body.include) ? body.include : [];
    return {
      ...body,
      top_logprobs: topK,
      include: include.includes(RESPONSES_LOGPROBS_INCLUDE) ? include : [...include, RESPONSES_LOGPROBS_INCLUDE]
    };
  },
  asked: (body) => Array.isArray(body.include) && body.include.some((i) => typeof i === "string" && i.endsWith("logprobs")),
  read
};

// src/apis/responses/index.ts
var RESPONSES_PROBE_TOKEN_LIMIT = 16;
function responsesItems(message) {
  const r = role(message);
  if (r === "tool") return [{ type: "function_call_output", call_id: toolCallIdOf(message), output: text(message) }];
  const calls = toolCallsOf(message).map((c) => ({
    type: "function_call",
    call_id: c.id,
    name: c.function.name,
    arguments: c.function.arguments
  }));
  const content = text(message);
  return [...content !== "" || calls.length === 0 ? [{ role: r, content }] : [], ...calls];
}
function responsesTool(tool) {
  const fn = functionOf(tool);
  return fn ? {
    type: "function",
    name: fn.name,
    ...fn.description !== void 0 ? { description: fn.description } : {},
    parameters: fn.parameters ?? {}
  } : tool;
}
var responses = {
  id: "responses",
  meaning: "OpenAI Responses: POST {baseUrl}/responses",
  messages: true,
  tools: true,
  stop: false,
  path: () => "/responses",
  keyHeader: "authorization",
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ["max_output_tokens"],
  stopFields: [],
  body: ({ model, messages, maxTokens, fields, tools }) => ({
    model,
    input: messages.flatMap(responsesItems),
    max_output_tokens: maxTokens,
    ...fields,
    ...tools.length > 0 ? { tools: tools.map(responsesTool) } : {}
  }),
  merge: flatMerge,
  // The Responses API rejects `stream_options`; its usage comes with `response.completed` anyway.
  streamingBody: streamOnly,
  usage: {
    prompt: "response.usage.input_tokens",
    completion: "response.usage.output_tokens",
    reasoning: "response.usage.output_tokens_details.reasoning_tokens",
    cached: "response.usage.input_tokens_details.cached_tokens"
  },
  probes: {
    maxTokens: null,
    // `reasoning.effort` is the one switch; no stop sequences (the API has none); usage always comes with
    // `response.completed`, so its variant is the control's body and checks that usage arrives.
    variants: [
      variant("reasoning.effort=none", "reasoning-off", { reasoning: { effort: "none" } }, "reasoning-off"),
      variant("reasoning.effort=minimal", "reasoning-reduce", { reasoning: { effort: "minimal" } }, "reasoning-reduced"),
      variant("reasoning.effort=low", "reasoning-reduce", { reasoning: { effort: "low" } }, "reasoning-reduced"),
      variant(
        `max_output_tokens=${RESPONSES_PROBE_TOKEN_LIMIT}`,
        "token-limit",
        { max_output_tokens: RESPONSES_PROBE_TOKEN_LIMIT },
        "max-tokens"
      ),
      variant("usage (always reported)", "usage", {}, "usage"),
      repeatable()
    ]
  },
  logprobs: responsesLogprobs,
  // No minimum length on the Responses API.
  minTokens: null
};

// src/apis/index.ts
var LIST = [chatCompletions, responses, anthropicMessagesApi, completions, gemini];
var API_IDS = LIST.map((api) => api.id);
var DEFAULT_API = "chat-completions";
var BY_ID = new Map(LIST.map((api) => [api.id, api]));
function isApiId(value) {
  return typeof value === "string" && BY_ID.has(value);
}
function apiOf(id) {
  return BY_ID.get(id);
}
var union = (pick) => [...new Set(LIST.flatMap(pick))];
var KEY_HEADERS = new Set(LIST.map((api) => api.keyHeader));
var RESERVED_BODY_FIELDS = Object.fromEntries(
  [...LIST].reverse().flatMap((api) => Object.entries(api.reservedBodyFields))
);
var TOKEN_LIMIT_FIELDS = union((api) => api.limitFields);
var STOP_FIELDS = union((api) => api.stopFields);

// src/probe/server-report.ts
function emptyServerFields() {
  return {
    cachedTokens: null,
    cacheHitTokens: null,
    cacheMissTokens: null,
    cacheN: null,
    promptN: null,
    promptMs: null,
    predictedMs: null,
    predictedPerSecond: null,
    draftN: null,
    draftNAccepted: null,
    model: null
  };
}
function collectServerFields(chunk, fields) {
  const usage = chunk.usage;
  if (isRecord(usage)) {
    const details = usage.prompt_tokens_details;
    if (isRecord(details)) fields.cachedTokens = count(details.cached_tokens) ?? fields.cachedTokens;
    fields.cacheHitTokens = count(usage.prompt_cache_hit_tokens) ?? fields.cacheHitTokens;
    fields.cacheMissTokens = count(usage.prompt_cache_miss_tokens) ?? fields.cacheMissTokens;
  }
  const timings = chunk.timings;
  if (isRecord(timings)) {
    fields.cacheN = count(timings.cache_n) ?? fields.cacheN;
    fields.promptN = count(timings.prompt_n) ?? fields.promptN;
    fields.promptMs = amount(timings.prompt_ms) ?? fields.promptMs;
    fields.predictedMs = amount(timings.predicted_ms) ?? fields.predictedMs;
    fields.predictedPerSecond = amount(timings.predicted_per_second) ?? fields.predictedPerSecond;
    fields.draftN = count(timings.draft_n) ?? fields.draftN;
    fields.draftNAccepted = count(timings.draft_n_accepted) ?? fields.draftNAccepted;
  }
}
function resolveServerReport(fields, promptTokens, serverTiming) {
  const derived = promptTokens !== null && fields.promptN !== null && promptTokens >= fields.promptN ? promptTokens - fields.promptN : null;
  const report = {
    cachedTokens: fields.cachedTokens ?? fields.cacheHitTokens ?? fields.cacheN ?? derived,
    promptEvaluated: fields.promptN ?? fields.cacheMissTokens,
    prefillMs: fields.promptMs ?? (serverTiming === void 0 ? null : prefillFromServerTiming(parseServerTimingEntries(serverTiming))),
    decodeMs: fields.predictedMs,
    decodeTokensPerSecond: fields.predictedPerSecond
  };
  const draft = draftCounts(fields);
  if (draft) report.draft = draft;
  const said = draft !== null || report.cachedTokens !== null || report.promptEvaluated !== null || report.prefillMs !== null || report.decodeMs !== null || report.decodeTokensPerSecond !== null;
  return said ? report : null;
}
function draftCounts(fields) {
  const { draftN: drafted, draftNAccepted: accepted } = fields;
  if (drafted === null || accepted === null || accepted > drafted) return null;
  return { drafted, accepted };
}
function parseServerTimingEntries(value) {
  const entries = [];
  for (const part of splitOutsideQuotes(value, ",")) {
    const [rawName, ...params] = splitOutsideQuotes(part, ";").map((p) => p.trim());
    if (!rawName) continue;
    const entry = { name: rawName.toLowerCase(), durMs: null, desc: null };
    let durSeen = false;
    let descSeen = false;
    for (const param of params) {
      const eq = param.indexOf("=");
      const key = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
      const raw = eq < 0 ? "" : unquote(param.slice(eq + 1).trim());
      if (key === "dur" && !durSeen) {
        durSeen = true;
        entry.durMs = decimal(raw);
      } else if (key === "desc" && !descSeen) {
        descSeen = true;
        entry.desc = raw;
      }
    }
    entries.push(entry);
  }
  return entries;
}
var PREFILL_TIMING_NAME = /^(?:prefill|prompt)(?:[-_.].*)?$/;
function prefillFromServerTiming(entries) {
  for (const entry of entries) if (entry.durMs !== null && PREFILL_TIMING_NAME.test(entry.name)) return entry.durMs;
  return null;
}
var DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
function decimal(text2) {
  if (!DECIMAL.test(text2)) return null;
  const value = Number(text2);
  return Number.isFinite(value) ? value : null;
}
function splitOutsideQuotes(text2, separator) {
  const parts = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (c === "\\" && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      parts.push(text2.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text2.slice(start));
  return parts;
}
function unquote(text2) {
  if (text2.length < 2 || !text2.startsWith('"') || !text2.endsWith('"')) return text2;
  return text2.slice(1, -1).replace(/\\(.)/g, "$1");
}
function count(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}
function amount(value) {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}
function answeredModel(chunk) {
  const nested = (key) => {
    const value = chunk[key];
    return isRecord(value) ? value.model : void 0;
  };
  for (const value of [chunk.model, nested("response"), nested("message"), chunk.modelVersion])
    if (typeof value === "string" && value.trim() !== "") return value.trim().slice(0, 200);
  return null;
}

export {
  isRecord,
  roundToMicroseconds,
  DEFAULT_PROBE_PROMPT,
  API_IDS,
  DEFAULT_API,
  isApiId,
  apiOf,
  KEY_HEADERS,
  RESERVED_BODY_FIELDS,
  TOKEN_LIMIT_FIELDS,
  STOP_FIELDS,
  emptyServerFields,
  collectServerFields,
  resolveServerReport,
  parseServerTimingEntries,
  answeredModel,
  createRedactor,
  redactDeep
};
//# sourceMappingURL=chunk-IYJUIQMU.js.map
