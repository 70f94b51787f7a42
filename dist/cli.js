#!/usr/bin/env node
import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  createLogger,
  stderrSink
} from "./chunk-RI7OXQS3.js";
import {
  BaselineError,
  DEFAULT_AA_RUNS,
  MergeError,
  TOOL_VERSION,
  baselineFromResults,
  baselinePathFor,
  colourEnabled,
  createRng,
  deriveSeed,
  describeRunSpread,
  evaluateRun,
  failedEndpoints,
  failedEndpointsText,
  gateExitCode,
  hashString,
  loadWorkload,
  lognormal,
  mergeRuns,
  normal,
  planGate,
  readResultsOf,
  renderRunReport,
  renderRunTerminal,
  renderTerminalReport,
  resolveApiKeys,
  runWorkload,
  sequentialRun,
  unrecordableCells,
  unrecordableText,
  workloadIdentity,
  writeBaseline
} from "./chunk-CD3RH7SL.js";
import {
  EXIT_USER_ERROR,
  UserError,
  parseShard
} from "./chunk-IDKX4DYR.js";
import "./chunk-TSJRQSC7.js";
import {
  createRedactor
} from "./chunk-5S4CFHJD.js";
import "./chunk-2N7ZWRDK.js";
import "./chunk-P77VIRFP.js";

// src/cli.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

// src/runner/progress.ts
function createProgressWriter(stream, intervalMs = 5e3) {
  let lastLineAt = -Infinity;
  let lastPhase = "";
  let live = false;
  const format = (p) => {
    const pct = p.total > 0 ? Math.floor(100 * p.done / p.total) : 100;
    return `${p.phase} ${p.done}/${p.total} (${pct}%) \xB7 ${p.errors} errors \xB7 ${p.inFlight} in flight \xB7 ${(p.elapsedMs / 1e3).toFixed(1)} s`;
  };
  return {
    update(p) {
      if (stream.isTTY) {
        stream.write(`\r\x1B[2K${format(p)}`);
        live = true;
        return;
      }
      const phaseChanged = p.phase !== lastPhase;
      if (phaseChanged || p.done === p.total || p.elapsedMs - lastLineAt >= intervalMs) {
        stream.write(`${format(p)}
`);
        lastLineAt = p.elapsedMs;
        lastPhase = p.phase;
      }
    },
    finish() {
      if (live) stream.write("\n");
      live = false;
    }
  };
}

// src/sim/server.ts
import { createServer } from "node:http";

// src/sim/delivery.ts
var Delivery = class {
  constructor(res, status, headers, mode) {
    this.res = res;
    this.status = status;
    this.headers = headers;
    this.mode = mode;
  }
  res;
  status;
  headers;
  mode;
  pending = [];
  pendingBytes = 0;
  headersWritten = false;
  /** Sends status and headers now, unless they are held until the end. */
  sendHeaders() {
    if (this.mode.bufferHeaders) return;
    this.writeHeaders();
    this.res.flushHeaders();
  }
  write(text) {
    const bytes = Buffer.from(text, "utf8");
    if (this.mode.bufferBody || this.mode.bufferHeaders) {
      this.hold(bytes);
      return;
    }
    const size = this.mode.chunkBytes;
    if (size > 0) {
      this.hold(bytes);
      while (this.pendingBytes >= size) this.writeBody(this.take(size));
      return;
    }
    this.writeBody(bytes);
  }
  /** Flushes whatever is held and ends the response (headers and body in one write if both were held). */
  end() {
    this.writeHeaders();
    this.res.end(this.take(this.pendingBytes));
  }
  writeHeaders() {
    if (this.headersWritten) return;
    this.headersWritten = true;
    this.res.writeHead(this.status, this.headers);
  }
  writeBody(bytes) {
    this.writeHeaders();
    this.res.write(bytes);
  }
  hold(bytes) {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
  }
  take(count) {
    const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    const head = all.subarray(0, count);
    const rest = all.subarray(count);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return head;
  }
};

// src/sim/sse.ts
function chunk(meta, choices) {
  return { id: meta.id, object: "chat.completion.chunk", created: meta.created, model: meta.model, choices };
}
function deltaChunk(meta, delta, finishReason) {
  return chunk(meta, [{ index: 0, delta, finish_reason: finishReason }]);
}
function roleChunk(meta) {
  return deltaChunk(meta, { role: "assistant", content: "" }, null);
}
function tokenDelta(token, toolCallId2) {
  switch (token.kind) {
    case "content":
      return { content: token.text };
    case "reasoning":
      return { reasoning_content: token.text };
    case "toolName":
      return {
        tool_calls: [{ index: 0, id: toolCallId2, type: "function", function: { name: token.text, arguments: "" } }]
      };
    case "toolArgs":
      return { tool_calls: [{ index: 0, function: { arguments: token.text } }] };
  }
}
function tokenChunk(meta, token, toolCallId2) {
  return deltaChunk(meta, tokenDelta(token, toolCallId2), null);
}
function finishChunk(meta, finishReason, timings = null) {
  const finish = deltaChunk(meta, {}, finishReason);
  return timings ? { ...finish, timings: timingsJson(timings) } : finish;
}
function timingsJson(t) {
  return {
    cache_n: t.cacheN,
    prompt_n: t.promptN,
    prompt_ms: t.promptMs,
    predicted_n: t.predictedN,
    predicted_ms: t.predictedMs,
    predicted_per_second: t.predictedPerSecond
  };
}
function usageJson(usage) {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    prompt_tokens_details: { cached_tokens: usage.cachedTokens }
  };
}
function usageChunk(meta, usage, timings = null) {
  const last = { ...chunk(meta, []), usage: usageJson(usage) };
  return timings ? { ...last, timings: timingsJson(timings) } : last;
}
function sseFrame(payload, stampNs) {
  const body = stampNs === null ? payload : { ...payload, sim_t_ns: stampNs };
  return `data: ${JSON.stringify(body)}

`;
}
var DONE_FRAME = "data: [DONE]\n\n";
function toolCallJson(call) {
  return { id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } };
}
function completionBody(meta, script) {
  const text = (kind) => script.tokens.filter((t) => t.kind === kind).map((t) => t.text).join("");
  const message = { role: "assistant", content: script.toolCall ? null : text("content") };
  if (script.usage.reasoningTokens > 0) message["reasoning_content"] = text("reasoning");
  if (script.toolCall) message["tool_calls"] = [toolCallJson(script.toolCall)];
  return {
    id: meta.id,
    object: "chat.completion",
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message, finish_reason: script.finishReason }],
    usage: usageJson(script.usage),
    ...script.timings ? { timings: timingsJson(script.timings) } : {}
  };
}
function errorBody(message, type, code) {
  return JSON.stringify({ error: { message, type, code } });
}

// src/sim/http.ts
var MAX_BODY_BYTES = 32 * 1024 * 1024;
var BodyTooLargeError = class extends Error {
  name = "BodyTooLargeError";
};
async function readBody(req) {
  const chunks = [];
  let total = 0;
  for await (const chunk2 of req) {
    const bytes = chunk2;
    total += bytes.length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLargeError(`request body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
function sendJson(res, status, body, headers = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
}
function sendError(res, status, error, headers = {}) {
  sendJson(res, status, errorBody(error.message, error.type, error.code), headers);
}
function flatHeaders(req) {
  const out = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

// src/sim/chat-actions.ts
function commonHeaders(input) {
  const headers = { "x-request-id": input.meta.id };
  if (input.script.upstreamMs !== null) headers["x-envoy-upstream-service-time"] = String(input.script.upstreamMs);
  return headers;
}
function errorActions(input) {
  const { res, script } = input;
  const run = script.outcome === "rate_limited" ? () => sendError(
    res,
    429,
    { message: "Rate limit reached (simulated). Please retry after 1 s.", type: "requests", code: "rate_limit_exceeded" },
    { ...commonHeaders(input), "retry-after": "1" }
  ) : () => sendError(
    res,
    500,
    { message: "The server had an error while processing your request (simulated).", type: "server_error", code: "internal_error" },
    commonHeaders(input)
  );
  return [{ atMs: script.headersAtMs, run }];
}
function streamActions(input) {
  const { res, script, meta, settings, request } = input;
  const delivery = new Delivery(
    res,
    200,
    { "content-type": "text/event-stream", "cache-control": "no-cache", ...commonHeaders(input) },
    settings
  );
  const emit = (payload) => delivery.write(sseFrame(payload, settings.stampEvents ? process.hrtime.bigint().toString() : null));
  const toolCallId2 = script.toolCall?.id ?? "";
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const actions = [
    { atMs: script.headersAtMs, run: () => delivery.sendHeaders() },
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    { atMs: firstMs, run: () => emit(roleChunk(meta)) }
  ];
  for (const token of script.tokens) actions.push({ atMs: token.atMs, run: () => emit(tokenChunk(meta, token, toolCallId2)) });
  actions.push({
    atMs: script.endMs,
    run: () => {
      emit(finishChunk(meta, script.finishReason, request.includeUsage ? null : script.timings));
      if (request.includeUsage) emit(usageChunk(meta, script.usage, script.timings));
      delivery.write(DONE_FRAME);
    }
  });
  actions.push({ atMs: Math.max(script.endMs, script.headersAtMs), run: () => delivery.end() });
  return actions;
}
function jsonActions(input) {
  const { res, script, meta } = input;
  return [
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    {
      // A non-streaming server answers when generation is done.
      atMs: Math.max(script.endMs, script.headersAtMs),
      run: () => sendJson(res, 200, completionBody(meta, script), commonHeaders(input))
    }
  ];
}
function chatResponseActions(input) {
  if (input.script.outcome !== "ok") return errorActions(input);
  return input.request.stream ? streamActions(input) : jsonActions(input);
}

// src/sim/request.ts
var SimRequestError = class extends Error {
  name = "SimRequestError";
};
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function contentText(content, index) {
  if (content === void 0 || content === null) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((part) => isRecord(part) && typeof part["text"] === "string" ? part["text"] : "").join("");
  }
  throw new SimRequestError(`messages[${index}].content must be a string, an array of parts or null`);
}
function parseMessages(value) {
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"messages" must be a non-empty array');
  }
  return value.map((message, index) => {
    if (!isRecord(message) || typeof message["role"] !== "string") {
      throw new SimRequestError(`messages[${index}] must be an object with a string "role"`);
    }
    return { role: message["role"], content: contentText(message["content"], index) };
  });
}
function parseTools(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw new SimRequestError('"tools" must be an array');
  return value.map((tool, index) => {
    const fn = isRecord(tool) ? tool["function"] : void 0;
    if (!isRecord(fn) || typeof fn["name"] !== "string" || fn["name"] === "") {
      throw new SimRequestError(`tools[${index}].function.name must be a non-empty string`);
    }
    return { name: fn["name"], parameters: fn["parameters"] };
  });
}
function parseLimit(body, field) {
  const value = body[field];
  if (value === void 0 || value === null) return null;
  if (!Number.isInteger(value) || value < 1) {
    throw new SimRequestError(`"${field}" must be an integer >= 1`);
  }
  return value;
}
function parseStop(value) {
  if (value === void 0 || value === null) return [];
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.filter((v) => v !== "");
  throw new SimRequestError('"stop" must be a string or an array of strings');
}
function unknownParams(body, known) {
  return Object.keys(body).filter((key) => !known.includes(key));
}
function parseChatRequest(body) {
  if (!isRecord(body)) throw new SimRequestError("request body must be a JSON object");
  const maxTokens = parseLimit(body, "max_tokens");
  const maxCompletionTokens = parseLimit(body, "max_completion_tokens");
  const limits = [maxTokens, maxCompletionTokens].filter((n) => n !== null);
  const streamOptions = body["stream_options"];
  return {
    model: typeof body["model"] === "string" ? body["model"] : null,
    messages: parseMessages(body["messages"]),
    stream: body["stream"] === true,
    includeUsage: isRecord(streamOptions) && streamOptions["include_usage"] === true,
    maxTokens: limits.length > 0 ? Math.min(...limits) : null,
    limits: { maxTokens, maxCompletionTokens },
    stop: parseStop(body["stop"]),
    temperature: typeof body["temperature"] === "number" ? body["temperature"] : null,
    tools: parseTools(body["tools"]),
    toolsChars: Array.isArray(body["tools"]) && body["tools"].length > 0 ? JSON.stringify(body["tools"]).length : 0,
    params: body
  };
}

// src/sim/vocabulary.ts
var VOCABULARY = Object.freeze(
  "the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will more what up out can only other new some could time these two may first then do any like my now over such our man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three stream token latency buffer cache model request response server client proxy gateway header event chunk delay signal measure budget window sample median tail percentile rate queue batch prefill decode reason answer simple clear steady quick slow river mountain garden window morning evening light water stone paper letter music story question number system process value result method design pattern detail balance moment careful gentle bright".split(" ")
);

// src/sim/answer.ts
var DEFAULT_CONTENT_TOKENS = 96;
var SHORT_PROMPT_CHARS = 20;
var TOKENS_PER_WORD = 1.33;
var WORD_COUNT_PATTERN = /\b(\d{1,6})(?:\s*-\s*|\s+)words?\b/i;
var EFFORT_SCALE = { none: 0, minimal: 0.25, low: 0.5 };
function effortScale(value) {
  return typeof value === "string" && value in EFFORT_SCALE ? EFFORT_SCALE[value] : 1;
}
function reasoningScale(params, ignored) {
  const honoured = (name) => ignored.includes(name) ? void 0 : params[name];
  const thinking = honoured("thinking");
  const kwargs = honoured("chat_template_kwargs");
  const reasoning = honoured("reasoning");
  const scales = [
    effortScale(honoured("reasoning_effort")),
    isRecord(thinking) && thinking["type"] === "disabled" ? 0 : 1,
    isRecord(kwargs) && kwargs["enable_thinking"] === false ? 0 : 1,
    honoured("enable_thinking") === false ? 0 : 1,
    isRecord(reasoning) ? reasoning["enabled"] === false ? 0 : effortScale(reasoning["effort"]) : 1
  ];
  return Math.min(...scales);
}
function contentTokenTarget(request, settings, rng) {
  const shortCount = 8 + Math.floor(rng() * 9);
  if (settings.outputTokens !== null) return settings.outputTokens;
  const lastUser = [...request.messages].reverse().find((m) => m.role === "user");
  const asked = WORD_COUNT_PATTERN.exec(lastUser?.content ?? "") ?? WORD_COUNT_PATTERN.exec(request.messages.map((m) => m.content).join("\n"));
  if (asked) return Math.max(1, Math.round(Number(asked[1]) * TOKENS_PER_WORD));
  if (lastUser && lastUser.content.trim().length <= SHORT_PROMPT_CHARS) return shortCount;
  return DEFAULT_CONTENT_TOKENS;
}
var ARITHMETIC_PATTERN = /what is\s+(-?\d{1,9})\s*([+*-])\s*(-?\d{1,9})\s*\?/i;
var COUNT_PATTERN = /count from\s+(\d{1,4})\s+to\s+(\d{1,4})/i;
var MAX_COUNT_TOKENS = 1e3;
function scriptedAnswer(text, settings, rng) {
  const question = ARITHMETIC_PATTERN.exec(text);
  if (question) {
    const a = Number(question[1]);
    const b = Number(question[3]);
    const right = question[2] === "+" ? a + b : question[2] === "-" ? a - b : a * b;
    const wrong = rng() < settings.wrongAnswerRate;
    return [` ${wrong ? right + 1 + Math.floor(rng() * 9) : right}`];
  }
  const count = COUNT_PATTERN.exec(text);
  if (count) {
    const from = Number(count[1]);
    const to = Math.min(Number(count[2]), from + MAX_COUNT_TOKENS - 1);
    const numbers = [];
    for (let n = from; n <= to; n++) numbers.push(` ${n}`);
    return numbers.length > 0 ? numbers : null;
  }
  return null;
}
function cutAtStop(tokens, stop) {
  if (stop.length === 0) return null;
  let text = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== "content") continue;
    const before = text.length;
    text += token.text;
    const hits = stop.map((s) => text.indexOf(s)).filter((at) => at >= 0);
    if (hits.length === 0) continue;
    const keep = Math.min(...hits) - before;
    const kept = tokens.slice(0, i);
    if (keep > 0) kept.push({ kind: "content", text: token.text.slice(0, keep) });
    return kept;
  }
  return null;
}
function word(rng) {
  return VOCABULARY[Math.floor(rng() * VOCABULARY.length)];
}
function argumentValue(schema, rng) {
  if (!isRecord(schema)) return word(rng);
  const choices = schema["enum"];
  if (Array.isArray(choices) && choices.length > 0) return choices[Math.floor(rng() * choices.length)];
  switch (schema["type"]) {
    case "integer":
      return 1 + Math.floor(rng() * 100);
    case "number":
      return Math.round(rng() * 1e3) / 10;
    case "boolean":
      return rng() < 0.5;
    case "array":
      return [word(rng)];
    case "object":
      return {};
    default:
      return `${word(rng)} ${word(rng)}`;
  }
}
function toolArguments(tool, rng) {
  const properties = isRecord(tool.parameters) ? tool.parameters["properties"] : void 0;
  const args = {};
  if (isRecord(properties)) {
    for (const [name, schema] of Object.entries(properties)) args[name] = argumentValue(schema, rng);
  }
  return JSON.stringify(args);
}
function pieces(text, rng) {
  const out = [];
  for (let at = 0; at < text.length; ) {
    const size = 3 + Math.floor(rng() * 6);
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}
var ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
function toolCallId(rng) {
  let id = "call_";
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[Math.floor(rng() * ID_ALPHABET.length)];
  return id;
}
function composeAnswer(request, settings, rng) {
  const tokens = [];
  const reasoningCount = Math.round(settings.reasoningTokens * reasoningScale(request.params, settings.ignoresReasoningOff));
  for (let i = 0; i < reasoningCount; i++) tokens.push({ kind: "reasoning", text: ` ${word(rng)}` });
  const lastRole = request.messages[request.messages.length - 1]?.role;
  const tool = lastRole === "user" ? request.tools[0] : void 0;
  let call = null;
  if (tool) {
    const args = toolArguments(tool, rng);
    call = { id: toolCallId(rng), name: tool.name, arguments: args };
    tokens.push({ kind: "toolName", text: tool.name });
    for (const piece of pieces(args, rng)) tokens.push({ kind: "toolArgs", text: piece });
  } else {
    const lastUser = [...request.messages].reverse().find((m) => m.role === "user");
    const scripted = lastUser && settings.outputTokens === null ? scriptedAnswer(lastUser.content, settings, rng) : null;
    if (scripted) {
      for (const text of scripted) tokens.push({ kind: "content", text });
    } else {
      const count = contentTokenTarget(request, settings, rng);
      for (let i = 0; i < count; i++) tokens.push({ kind: "content", text: ` ${word(rng)}` });
    }
  }
  const natural = call ? "tool_calls" : "stop";
  const stopped = settings.ignoresStop ? null : cutAtStop(tokens, request.stop);
  if (stopped) tokens.splice(0, tokens.length, ...stopped);
  const cap = settings.ignoresMaxTokens ? request.limits.maxCompletionTokens : request.maxTokens;
  if (cap === null || tokens.length <= cap) return { tokens, finishReason: natural, toolCall: call };
  const kept = tokens.slice(0, cap);
  const named = kept.some((t) => t.kind === "toolName");
  return {
    tokens: kept,
    finishReason: "length",
    toolCall: call && named ? {
      ...call,
      arguments: kept.filter((t) => t.kind === "toolArgs").map((t) => t.text).join("")
    } : null
  };
}

// src/sim/profiles.ts
var REASONING_OFF_PARAMS = ["reasoning_effort", "thinking", "chat_template_kwargs", "enable_thinking", "reasoning"];
var KNOWN_PARAMS = Object.freeze([
  "model",
  "messages",
  "stream",
  "stream_options",
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "n",
  "stop",
  "presence_penalty",
  "frequency_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "user",
  "seed",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "response_format",
  "reasoning_effort",
  "metadata",
  "store",
  "service_tier"
]);
var CLEAN = {
  ttftMs: 300,
  ttftSigma: 0.25,
  tokensPerSecond: 60,
  jitter: 0.25,
  outputTokens: null,
  headerDelayMs: 0,
  bufferBody: false,
  bufferHeaders: false,
  chunkBytes: 0,
  stallProbability: 0,
  stallMs: 0,
  errorRate: 0,
  rate429: 0,
  upstreamHeader: false,
  gatewayOverheadMs: 0,
  reasoningTokens: 0,
  ignoresReasoningOff: [],
  prefixCache: true,
  slots: 0,
  coldPrefillMsPer1kChars: 400,
  warmTtftMs: 80,
  stampEvents: false,
  rejectsUnknownParams: false,
  ignoresMaxTokens: false,
  ignoresStop: false,
  wrongAnswerRate: 0,
  reasoningOffIgnoredRate: 0,
  variesAtTemperatureZero: false
};
function profile(overrides) {
  const settings = { ...CLEAN, ...overrides };
  Object.freeze(settings.ignoresReasoningOff);
  return Object.freeze(settings);
}
var REGISTRY = {
  clean: {
    description: "a healthy streaming server: TTFT ~300 ms, ~60 tok/s, one event per token, prefix cache (warm TTFT ~80 ms)",
    settings: profile({})
  },
  buffered: {
    description: "clean generation, but the body is held and written at once at the end (a buffering proxy)",
    settings: profile({ bufferBody: true })
  },
  coalesced: {
    description: "clean generation behind a 4 KiB proxy buffer: tokens arrive in bursts",
    settings: profile({ chunkBytes: 4096 })
  },
  stalls: {
    description: "clean, plus ~800 ms pauses at 2 % of tokens",
    settings: profile({ stallProbability: 0.02, stallMs: 800 })
  },
  fast: {
    description: "~2,500 tok/s, TTFT ~40 ms (warm ~15 ms)",
    settings: profile({ ttftMs: 40, ttftSigma: 0.2, tokensPerSecond: 2500, coldPrefillMsPer1kChars: 100, warmTtftMs: 15 })
  },
  slow: {
    description: "clean with 1.5\xD7 every TTFT component",
    settings: profile({ ttftMs: 450, coldPrefillMsPer1kChars: 600, warmTtftMs: 120 })
  },
  reasoning: {
    description: '48 reasoning tokens first; honours reasoning_effort "none", thinking disabled and chat_template_kwargs, ignores enable_thinking and reasoning.enabled',
    settings: profile({ reasoningTokens: 48, ignoresReasoningOff: ["enable_thinking", "reasoning"] })
  },
  gateway: {
    description: "heavy-tailed TTFT (\u03C3 0.8) behind a gateway: x-envoy-upstream-service-time and 40 ms overhead",
    settings: profile({
      ttftMs: 350,
      ttftSigma: 0.8,
      tokensPerSecond: 80,
      jitter: 0.4,
      upstreamHeader: true,
      gatewayOverheadMs: 40,
      warmTtftMs: 100
    })
  },
  flaky: {
    description: "clean with 10 % 429s and 5 % 500s",
    settings: profile({ rate429: 0.1, errorRate: 0.05 })
  },
  "reasoning-compliant": {
    description: "like reasoning, but every reasoning-off parameter works",
    settings: profile({ reasoningTokens: 48 })
  },
  strict: {
    description: "like reasoning, only reasoning_effort understood; body fields outside the OpenAI set get a 400",
    settings: profile({ reasoningTokens: 48, rejectsUnknownParams: true })
  },
  overrun: {
    description: "ignores max_tokens (honours max_completion_tokens): answers run past the limit",
    settings: profile({ ignoresMaxTokens: true })
  },
  "ignores-stop": {
    description: "ignores stop sequences",
    settings: profile({ ignoresStop: true })
  },
  degraded: {
    description: "answers scripted arithmetic wrongly 40 % of the time",
    settings: profile({ wrongAnswerRate: 0.4 })
  },
  nondeterministic: {
    description: "new words at temperature 0 too: identical requests give different text",
    settings: profile({ variesAtTemperatureZero: true })
  },
  "mixed-backends": {
    description: "like reasoning-compliant, but half the requests ignore every reasoning-off parameter",
    settings: profile({ reasoningTokens: 48, reasoningOffIgnoredRate: 0.5 })
  },
  "llama-slots": {
    description: "clean, served by 2 llama.cpp-style slots that keep only their last request's context: about half the warm requests miss the cache",
    settings: profile({ slots: 2 })
  }
};
var PROFILES = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.settings]))
);
var PROFILE_NAMES = Object.freeze(Object.keys(PROFILES));
var PROFILE_DESCRIPTIONS = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.description]))
);

// src/sim/generate.ts
var STREAM_OUTCOME = 0;
var STREAM_TIMING = 1;
var STREAM_TEXT = 2;
function meanOneFactor(rng, sigma) {
  return Math.exp(sigma * normal(rng) - sigma * sigma / 2);
}
function promptChars(request) {
  return request.messages.reduce((sum, m) => sum + m.content.length, 0) + request.toolsChars;
}
function drawOutcome(settings, rng) {
  const u = rng();
  if (u < settings.rate429) return "rate_limited";
  if (u < settings.rate429 + settings.errorRate) return "server_error";
  return "ok";
}
function tokenTimes(count, firstMs, settings, rng) {
  const meanGapMs = 1e3 / settings.tokensPerSecond;
  const times = [];
  let t = firstMs;
  for (let k = 0; k < count; k++) {
    if (k > 0) {
      const gapMs = meanGapMs * meanOneFactor(rng, settings.jitter);
      const stalled = rng() < settings.stallProbability;
      const stallMs = settings.stallMs * meanOneFactor(rng, settings.jitter);
      t += gapMs + (stalled ? stallMs : 0);
    }
    times.push(t);
  }
  return times;
}
function textSeed(input, settings) {
  if (input.request.temperature !== 0 || settings.variesAtTemperatureZero) return deriveSeed(input.seed, STREAM_TEXT);
  const { stream: _stream, stream_options: _options, ...rest } = input.request.params;
  return deriveSeed(hashString(JSON.stringify(rest)), STREAM_TEXT);
}
function generateScript(input) {
  const { settings, request, cacheHit } = input;
  const outcomeRng = createRng(deriveSeed(input.seed, STREAM_OUTCOME));
  const outcome = drawOutcome(settings, outcomeRng);
  const mixedIgnore = outcomeRng() < settings.reasoningOffIgnoredRate;
  const timing = createRng(deriveSeed(input.seed, STREAM_TIMING));
  const chars = promptChars(request);
  const promptTokens = Math.max(1, Math.ceil(chars / 4));
  const usage = {
    promptTokens,
    completionTokens: 0,
    reasoningTokens: 0,
    // The whole prompt is treated as cached on a hit: the simulator keys only the prefix, but its
    // TTFT model (warmTtftMs) is that of a fully cached prompt, and the two should agree.
    cachedTokens: cacheHit ? promptTokens : 0
  };
  const offsetMs = settings.upstreamHeader ? settings.gatewayOverheadMs : 0;
  if (outcome !== "ok") {
    const atMs = settings.headerDelayMs + offsetMs;
    return {
      outcome,
      headersAtMs: atMs,
      prefillDoneMs: atMs,
      upstreamMs: null,
      tokens: [],
      endMs: atMs,
      finishReason: "stop",
      toolCall: null,
      usage,
      timings: null
    };
  }
  const medianTtftMs = cacheHit ? settings.warmTtftMs : settings.ttftMs + settings.coldPrefillMsPer1kChars * chars / 1e3;
  const ttftMs = lognormal(timing, medianTtftMs, settings.ttftSigma);
  const firstMs = offsetMs + (input.queueMs ?? 0) + ttftMs;
  const answerSettings = mixedIgnore ? { ...settings, ignoresReasoningOff: [...REASONING_OFF_PARAMS] } : settings;
  const answer = composeAnswer(request, answerSettings, createRng(textSeed(input, settings)));
  const times = tokenTimes(answer.tokens.length, firstMs, settings, timing);
  const lastMs = times.length > 0 ? times[times.length - 1] : firstMs;
  let headersAtMs;
  if (settings.bufferHeaders) headersAtMs = Math.max(lastMs, settings.headerDelayMs);
  else if (settings.upstreamHeader) headersAtMs = Math.max(firstMs, settings.headerDelayMs);
  else headersAtMs = settings.headerDelayMs;
  const holdUntilMs = settings.bufferHeaders ? 0 : headersAtMs;
  const tokens = answer.tokens.map((token, k) => ({ ...token, atMs: Math.max(times[k], holdUntilMs) }));
  const predictedMs = lastMs - firstMs;
  return {
    outcome,
    headersAtMs,
    prefillDoneMs: firstMs,
    upstreamMs: settings.upstreamHeader ? Math.round(ttftMs) : null,
    tokens,
    endMs: Math.max(lastMs, holdUntilMs),
    finishReason: answer.finishReason,
    toolCall: answer.toolCall,
    usage: {
      ...usage,
      completionTokens: tokens.length,
      reasoningTokens: tokens.filter((t) => t.kind === "reasoning").length
    },
    timings: {
      cacheN: usage.cachedTokens,
      promptN: usage.promptTokens - usage.cachedTokens,
      promptMs: roundMs(ttftMs),
      predictedN: tokens.length,
      predictedMs: roundMs(predictedMs),
      predictedPerSecond: tokens.length >= 2 && predictedMs > 0 ? roundMs((tokens.length - 1) * 1e3 / predictedMs) : null
    }
  };
}
function roundMs(v) {
  return Math.round(v * 1e3) / 1e3;
}

// src/sim/overrides.ts
var SimOverrideError = class extends Error {
  name = "SimOverrideError";
};
var MAX_MS = 6e5;
var MAX_COUNT = 1e6;
var MAX_SIGMA = 3;
var MAX_SLOTS = 256;
var FIELD_KINDS = {
  ttftMs: "ms",
  ttftSigma: "sigma",
  tokensPerSecond: "positive",
  jitter: "sigma",
  outputTokens: "countOrNull",
  headerDelayMs: "ms",
  bufferBody: "boolean",
  bufferHeaders: "boolean",
  chunkBytes: "count",
  stallProbability: "probability",
  stallMs: "ms",
  errorRate: "probability",
  rate429: "probability",
  upstreamHeader: "boolean",
  gatewayOverheadMs: "ms",
  reasoningTokens: "count",
  ignoresReasoningOff: "reasoningParams",
  prefixCache: "boolean",
  slots: "slots",
  coldPrefillMsPer1kChars: "ms",
  warmTtftMs: "ms",
  stampEvents: "boolean",
  rejectsUnknownParams: "boolean",
  ignoresMaxTokens: "boolean",
  ignoresStop: "boolean",
  wrongAnswerRate: "probability",
  reasoningOffIgnoredRate: "probability",
  variesAtTemperatureZero: "boolean"
};
var KIND_TEXT = {
  ms: `a number of milliseconds between 0 and ${MAX_MS}`,
  sigma: `a number between 0 and ${MAX_SIGMA}`,
  probability: "a number between 0 and 1",
  positive: "a finite number > 0",
  count: `an integer between 0 and ${MAX_COUNT}`,
  countOrNull: `an integer between 0 and ${MAX_COUNT}, or null`,
  boolean: "true or false",
  reasoningParams: `an array of parameter names from ${REASONING_OFF_PARAMS.join(", ")}`,
  slots: `an integer between 0 and ${MAX_SLOTS}`
};
function isValid(kind, value) {
  const isNumber = typeof value === "number" && Number.isFinite(value);
  switch (kind) {
    case "ms":
      return isNumber && value >= 0 && value <= MAX_MS;
    case "sigma":
      return isNumber && value >= 0 && value <= MAX_SIGMA;
    case "probability":
      return isNumber && value >= 0 && value <= 1;
    case "positive":
      return isNumber && value > 0;
    case "count":
      return Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
    case "countOrNull":
      return value === null || isValid("count", value);
    case "slots":
      return Number.isInteger(value) && value >= 0 && value <= MAX_SLOTS;
    case "boolean":
      return typeof value === "boolean";
    case "reasoningParams":
      return Array.isArray(value) && value.every((v) => typeof v === "string" && REASONING_OFF_PARAMS.includes(v));
  }
}
function isSettingsField(key) {
  return Object.prototype.hasOwnProperty.call(FIELD_KINDS, key);
}
function parseSimHeader(raw) {
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SimOverrideError(`x-sim header is not valid JSON: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new SimOverrideError("x-sim header must be a JSON object of profile settings");
  }
  const overrides = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isSettingsField(key)) {
      throw new SimOverrideError(`x-sim: unknown field "${key}"; known fields: ${Object.keys(FIELD_KINDS).join(", ")}`);
    }
    const kind = FIELD_KINDS[key];
    if (!isValid(kind, value)) {
      throw new SimOverrideError(`x-sim: field "${key}" must be ${KIND_TEXT[kind]} (got ${JSON.stringify(value)})`);
    }
    overrides[key] = kind === "reasoningParams" ? [...value] : value;
  }
  return overrides;
}
function applyOverrides(base, overrides) {
  return { ...base, ...overrides };
}

// src/sim/prefix-cache.ts
var PREFIX_KEY_CHARS = 512;
function prefixKey(messages) {
  return hashString(
    messages.map((m) => m.content).join("").slice(0, PREFIX_KEY_CHARS)
  );
}
var PrefixCache = class {
  constructor(capacity = 1e4) {
    this.capacity = capacity;
  }
  capacity;
  entries = /* @__PURE__ */ new Map();
  has(key) {
    if (!this.entries.has(key)) return false;
    this.entries.delete(key);
    this.entries.set(key, true);
    return true;
  }
  remember(key) {
    this.entries.delete(key);
    this.entries.set(key, true);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
  get size() {
    return this.entries.size;
  }
};

// src/sim/slots.ts
var SlotPool = class {
  slots;
  constructor(count) {
    if (!(Number.isInteger(count) && count >= 1)) throw new RangeError(`a slot pool needs at least one slot, got ${count}`);
    this.slots = Array.from({ length: count }, () => ({
      prefix: null,
      busyUntilMs: Number.NEGATIVE_INFINITY,
      releasedMs: Number.NEGATIVE_INFINITY,
      ticket: 0
    }));
  }
  get size() {
    return this.slots.length;
  }
  /**
   * Assigns a request with prompt prefix `prefix` arriving at `nowMs`; the slot then holds that prefix. Call `occupy`
   * with the request's end once it is known, and `release` if it ends early.
   */
  assign(prefix, nowMs) {
    let chosen = -1;
    for (let i = 0; i < this.slots.length; i++) {
      const slot2 = this.slots[i];
      if (slot2.busyUntilMs > nowMs) continue;
      if (chosen < 0 || slot2.releasedMs < this.slots[chosen].releasedMs) chosen = i;
    }
    let queueMs = 0;
    if (chosen < 0) {
      chosen = 0;
      for (let i = 1; i < this.slots.length; i++) if (this.slots[i].busyUntilMs < this.slots[chosen].busyUntilMs) chosen = i;
      queueMs = this.slots[chosen].busyUntilMs - nowMs;
    }
    const slot = this.slots[chosen];
    const hit = slot.prefix === prefix;
    slot.prefix = prefix;
    slot.busyUntilMs = Number.POSITIVE_INFINITY;
    slot.ticket++;
    return { slot: chosen, ticket: slot.ticket, hit, queueMs };
  }
  /** The assigned request ends at `endMs`; the slot is released then. */
  occupy(assignment, endMs) {
    const s = this.slots[assignment.slot];
    if (s.ticket !== assignment.ticket) return;
    s.busyUntilMs = endMs;
    s.releasedMs = endMs;
  }
  /** The request ended at `nowMs`, before its scheduled end (its client went away, say); later assignments are kept. */
  release(assignment, nowMs) {
    const s = this.slots[assignment.slot];
    if (s.ticket !== assignment.ticket || s.busyUntilMs <= nowMs) return;
    s.busyUntilMs = nowMs;
    s.releasedMs = nowMs;
  }
};

// src/sim/timeline.ts
function startTimeline(actions, startMs, onDone, now = () => performance.now()) {
  const ordered = [...actions].sort((a, b) => a.atMs - b.atMs);
  let next = 0;
  let timer = null;
  let stopped = false;
  const tick = () => {
    timer = null;
    while (next < ordered.length) {
      const action = ordered[next];
      const waitMs = startMs + action.atMs - now();
      if (waitMs >= 1) {
        timer = setTimeout(tick, waitMs);
        return;
      }
      next += 1;
      action.run();
      if (stopped) return;
    }
    stopped = true;
    onDone();
  };
  tick();
  return {
    cancel() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    get active() {
      return !stopped;
    }
  };
}

// src/sim/server.ts
var CHAT_ROUTE = /^\/([^/]+)\/v1\/chat\/completions\/?$/;
var MODELS_ROUTE = /^\/([^/]+)\/v1\/models\/?$/;
function parseBodyForRecord(raw) {
  if (raw.length === 0) return null;
  const text = raw.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function knownProfile(name) {
  return Object.prototype.hasOwnProperty.call(PROFILES, name) ? PROFILES[name] : void 0;
}
function unknownProfile(res, name) {
  sendError(res, 404, {
    message: `unknown profile "${name}"; known profiles: ${PROFILE_NAMES.join(", ")}`,
    type: "invalid_request_error",
    code: "unknown_profile"
  });
}
function methodNotAllowed(res, allowed) {
  sendError(
    res,
    405,
    { message: `method not allowed; use ${allowed}`, type: "invalid_request_error", code: "method_not_allowed" },
    { allow: allowed }
  );
}
async function startSimulator(opts = {}) {
  const host = opts.host ?? "127.0.0.1";
  const seed = opts.seed ?? 1;
  const requests = [];
  const errors = [];
  const cache = new PrefixCache();
  const slotPools = /* @__PURE__ */ new Map();
  const timelines = /* @__PURE__ */ new Set();
  let requestCounter = 0;
  function handleChat(req, res, profile2, base, record, arrivedMs) {
    const rawOverrides = req.headers["x-sim"];
    let settings;
    let request;
    try {
      const serverBase = opts.slots === void 0 ? base : { ...base, slots: opts.slots };
      settings = applyOverrides(serverBase, typeof rawOverrides === "string" ? parseSimHeader(rawOverrides) : {});
      if (typeof record.body === "string") throw new SimRequestError("request body is not valid JSON");
      request = parseChatRequest(record.body);
      const unknown = settings.rejectsUnknownParams ? unknownParams(request.params, KNOWN_PARAMS) : [];
      if (unknown.length > 0) throw new SimRequestError(`Unrecognized request argument supplied: ${unknown.join(", ")}`);
    } catch (error) {
      if (error instanceof SimOverrideError || error instanceof SimRequestError) {
        sendError(res, 400, {
          message: error.message,
          type: "invalid_request_error",
          code: error instanceof SimOverrideError ? "invalid_x_sim" : "invalid_request"
        });
        return;
      }
      throw error;
    }
    requestCounter += 1;
    const number = requestCounter;
    const prefix = prefixKey(request.messages);
    const key = `${profile2}:${prefix}`;
    const pool = settings.slots > 0 ? slotPool(profile2, settings.slots) : null;
    const assignment = pool ? pool.assign(prefix, arrivedMs) : null;
    const cacheHit = settings.prefixCache && (assignment ? assignment.hit : cache.has(key));
    record.cacheHit = cacheHit;
    record.slot = assignment?.slot ?? null;
    const script = generateScript({ settings, request, cacheHit, seed: deriveSeed(seed, number), queueMs: assignment?.queueMs ?? 0 });
    if (pool && assignment) pool.occupy(assignment, arrivedMs + script.endMs);
    const actions = chatResponseActions({
      res,
      script,
      settings,
      request,
      meta: { id: `chatcmpl-sim-${number}`, created: Math.floor(Date.now() / 1e3), model: request.model ?? `sim-${profile2}` },
      onPrefillDone: () => {
        if (settings.prefixCache && !pool) cache.remember(key);
      }
    });
    let started = null;
    const timeline = startTimeline(actions, arrivedMs, () => {
      if (started) timelines.delete(started);
    });
    started = timeline;
    if (timeline.active) timelines.add(timeline);
    res.once("close", () => {
      timeline.cancel();
      if (pool && assignment) pool.release(assignment, performance.now());
    });
    if (req.socket.destroyed) timeline.cancel();
  }
  function slotPool(profile2, slots) {
    const poolKey = `${profile2}:${slots}`;
    let pool = slotPools.get(poolKey);
    if (!pool) {
      pool = new SlotPool(slots);
      slotPools.set(poolKey, pool);
    }
    return pool;
  }
  async function handle(req, res) {
    const arrivedMs = performance.now();
    req.socket.setNoDelay(true);
    const path = new URL(req.url ?? "/", "http://sim.invalid").pathname;
    const raw = await readBody(req);
    const chat = CHAT_ROUTE.exec(path);
    const models = MODELS_ROUTE.exec(path);
    const profile2 = chat?.[1] ?? models?.[1] ?? (path === "/health" ? "" : path.split("/")[1] ?? "");
    const record = {
      profile: profile2,
      path,
      headers: flatHeaders(req),
      body: parseBodyForRecord(raw),
      cacheHit: false,
      slot: null,
      at: arrivedMs
    };
    requests.push(record);
    if (path === "/health") {
      if (req.method !== "GET") return methodNotAllowed(res, "GET");
      return sendJson(res, 200, { status: "ok", profiles: PROFILE_NAMES });
    }
    if (chat || models) {
      const settings = knownProfile(profile2);
      if (!settings) return unknownProfile(res, profile2);
      if (models) {
        if (req.method !== "GET") return methodNotAllowed(res, "GET");
        return sendJson(res, 200, {
          object: "list",
          data: [{ id: `sim-${profile2}`, object: "model", created: 0, owned_by: "streamgate-sim" }]
        });
      }
      if (req.method !== "POST") return methodNotAllowed(res, "POST");
      return handleChat(req, res, profile2, settings, record, arrivedMs);
    }
    sendError(res, 404, {
      message: `no route for ${req.method ?? ""} ${path}; use POST /<profile>/v1/chat/completions with a profile from: ${PROFILE_NAMES.join(", ")}`,
      type: "invalid_request_error",
      code: "not_found"
    });
  }
  const server = createServer({ noDelay: true }, (req, res) => {
    handle(req, res).catch((error) => {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        sendError(res, 413, { message: error.message, type: "invalid_request_error", code: "body_too_large" }, { connection: "close" });
        return;
      }
      const clientGone = req.socket.destroyed;
      if (!clientGone) errors.push(error instanceof Error ? error : new Error(String(error)));
      if (!res.headersSent && !clientGone) {
        sendError(res, 500, { message: `simulator error: ${error.message}`, type: "server_error", code: "simulator_error" });
      } else {
        res.destroy();
      }
    });
  });
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve2();
    });
  });
  const port = server.address().port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  let closing = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    errors,
    activeStreams: () => {
      for (const timeline of timelines) if (!timeline.active) timelines.delete(timeline);
      return timelines.size;
    },
    close() {
      closing ??= new Promise((resolve2, reject) => {
        for (const timeline of timelines) timeline.cancel();
        timelines.clear();
        server.close((error) => error ? reject(error) : resolve2());
        server.closeAllConnections();
      });
      return closing;
    }
  };
}

// src/sim/profile-list.ts
function profileListText() {
  const width = Math.max(...PROFILE_NAMES.map((n) => n.length));
  return PROFILE_NAMES.map((name) => `${name.padEnd(width)}  ${PROFILE_DESCRIPTIONS[name] ?? ""}`).join("\n");
}

// src/cli.ts
var USAGE = `streamgate ${TOOL_VERSION}: measure and gate the streaming behaviour of OpenAI-compatible endpoints

usage:
  streamgate gate --workload <file> [--baseline <file>] [--from-results <results.json>] [--aa [runs]]
                  [--fail-on regression|inconclusive|never] [--results-dir <dir>] [--shard i/n] [--seed <n>]
      run the workload (or read a results file) and compare it with the baseline, or with the workload's
      reference endpoint; prints tables and the verdict, writes report.md to the results folder
  streamgate baseline:update --workload <file> [--baseline <file>] [--runs <k>] [--from-results <a.json>[,<b.json>\u2026]]
                             [--allow-errors]
      record the baseline from a fresh run (or from existing results files); with --runs k (each run in
      <results-dir>/run-<i>) or several results files the runs are pooled and each cell's run-to-run
      spread is recorded, which the gate then allows for. A cell with more than 5 % failed requests makes
      no baseline (nothing is written, exit 2) unless --allow-errors
  streamgate demo [--results-dir <dir>]
      start the bundled simulator and run examples/demo.yaml against a clean and a buffered endpoint
  streamgate sim [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>] [--list]
      run the bundled OpenAI-compatible simulator (profiles by path: /<profile>/v1/chat/completions);
      --list prints every profile with what it does (docs/simulator.md)

exit codes: 0 ok, 1 regression, 2 usage or configuration error`;
var EXIT_OK = 0;
var EXIT_REGRESSION = 1;
var EXIT_USAGE = EXIT_USER_ERROR;
var EXIT_INTERRUPTED = 130;
var UsageError = class extends UserError {
  name = "UsageError";
  code = "STREAMGATE_USAGE";
  exitStatus = EXIT_USAGE;
};
function withAaRuns(args) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--aa=")) out.push(`--aa-runs=${arg.slice("--aa=".length)}`);
    else if (arg === "--aa" && i + 1 < args.length && /^\d+$/.test(args[i + 1])) out.push("--aa-runs", args[++i]);
    else out.push(arg);
  }
  return out;
}
function parseFlags(args) {
  try {
    return parseArgs({
      args: withAaRuns(args),
      options: {
        workload: { type: "string", short: "w" },
        baseline: { type: "string" },
        "from-results": { type: "string" },
        aa: { type: "boolean" },
        "aa-runs": { type: "string" },
        runs: { type: "string" },
        "fail-on": { type: "string" },
        "allow-errors": { type: "boolean" },
        "results-dir": { type: "string" },
        shard: { type: "string" },
        seed: { type: "string" },
        port: { type: "string" },
        slots: { type: "string" },
        list: { type: "boolean" },
        host: { type: "string" },
        verbose: { type: "boolean", short: "v" },
        help: { type: "boolean", short: "h" }
      },
      strict: true
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
async function main(argv) {
  const [command, ...rest] = argv;
  const flags = parseFlags(rest);
  if (!command || command === "help" || command === "--help" || command === "-h" || flags.help) {
    process.stdout.write(`${USAGE}
`);
    return command ? EXIT_OK : EXIT_USAGE;
  }
  switch (command) {
    case "gate":
      return gateCommand(requireWorkload(flags, "gate"), flags, process.env);
    case "baseline:update":
      return baselineUpdate(requireWorkload(flags, "baseline:update"), flags);
    case "demo":
      return demo(flags);
    case "sim":
      return sim(flags);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
function requireWorkload(flags, command) {
  if (!flags.workload) throw new UsageError(`${command} needs --workload <file>`);
  return flags.workload;
}
function load(workloadPath, flags, env, needKeys) {
  const workload = loadWorkload(workloadPath, { env, requireApiKeys: needKeys });
  if (flags.seed !== void 0) workload.run.seed = parseInteger(flags.seed, "--seed");
  const apiKeys = needKeys ? resolveApiKeys(workload, env) : /* @__PURE__ */ new Map();
  const redact = createRedactor(apiKeys.values());
  return { workload, apiKeys, redact, logger: createLogger(stderrSink(flags.verbose ?? false), redact) };
}
async function measure(loaded, flags, sequential = null) {
  const { workload, apiKeys, redact, logger } = loaded;
  const progress = createProgressWriter(process.stderr);
  const controller = new AbortController();
  const onSignal = (signal) => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    logger.warn(`${signal}: stopping; in-flight requests are aborted and what was measured is kept`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const outcome = await runWorkload({
      workload,
      apiKeys,
      resultsDir: resultsDir(flags),
      identity: workloadIdentity(workload),
      redact,
      logger,
      shard: flags.shard ? parseShard(flags.shard) : null,
      signal: controller.signal,
      onProgress: (p) => progress.update(p),
      sequential
    });
    progress.finish();
    logger.info(`results: ${outcome.resultsPath}
samples: ${outcome.samplesPath}`);
    return outcome.results;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
function resultsDir(flags) {
  return flags["results-dir"] ?? ".streamgate";
}
async function gateCommand(workloadPath, flags, env) {
  const fromResults = flags["from-results"];
  const loaded = load(workloadPath, flags, env, !fromResults);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags["fail-on"]);
  const aaRuns = flags["aa-runs"] !== void 0 ? parseInteger(flags["aa-runs"], "--aa-runs") : flags.aa ? DEFAULT_AA_RUNS : workload.gate.aaRuns;
  const plan = planGate(workload, { baseline: flags.baseline ?? null, workloadFile: workloadPath, aaRuns, cwd: process.cwd() });
  const sequential = fromResults || flags.shard ? null : sequentialRun(plan, (line) => logger.info(line));
  const results = fromResults ? readResultsOf(fromResults, workload) : await measure(loaded, flags, sequential?.hook ?? null);
  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  const { comparand, outcome } = evaluation;
  process.stdout.write(`
${workload.name}
${renderTerminalReport(results)}

`);
  if (!comparand) {
    process.stdout.write(
      `no baseline at ${relative(process.cwd(), plan.baselinePath)}: measured only. Record one with \`npm run baseline:update -- --workload ${workloadPath}\`.
`
    );
  }
  if (evaluation.conformanceTerminal) process.stdout.write(`${evaluation.conformanceTerminal}

`);
  process.stdout.write(`${renderRunTerminal(results, evaluation, colourEnabled(process.stdout, process.env))}
`);
  const markdown = renderRunReport(workload.name, results, evaluation);
  mkdirSync(resultsDir(flags), { recursive: true });
  const reportPath = join(resultsDir(flags), "report.md");
  writeFileSync(reportPath, loaded.redact(markdown));
  logger.info(`report: ${reportPath}`);
  if (results.run.partial) return EXIT_INTERRUPTED;
  const failed = failedEndpoints(results);
  if (failed.length > 0) {
    process.stderr.write(`error: ${failedEndpointsText(failed, results.errorExamples ?? [], workload.endpoints)}
`);
    return EXIT_USAGE;
  }
  return gateExitCode(outcome, failOn) === 1 ? EXIT_REGRESSION : EXIT_OK;
}
async function baselineUpdate(workloadPath, flags) {
  const fromResults = flags["from-results"]?.split(",").map((p) => p.trim()).filter((p) => p !== "") ?? null;
  if (fromResults?.length === 0) throw new UsageError("--from-results needs a results file (several: a.json,b.json)");
  const runs = flags.runs === void 0 ? 1 : Number(flags.runs);
  if (flags.runs !== void 0 && (flags.runs.trim() === "" || !Number.isInteger(runs) || runs < 1)) {
    throw new UsageError(`--runs must be an integer \u2265 1, got "${flags.runs}"`);
  }
  if (fromResults && runs > 1)
    throw new UsageError(
      "--runs measures the workload again: to pool saved runs, list their results instead (--from-results a.json,b.json)"
    );
  const loaded = load(workloadPath, flags, process.env, fromResults === null);
  const parts = [];
  if (fromResults) {
    parts.push(...fromResults.map((file) => readResultsOf(file, loaded.workload)));
  } else if (runs === 1) {
    parts.push(await measure(loaded, flags));
  } else {
    for (let i = 1; i <= runs; i++) {
      loaded.logger.info(`run ${i} of ${runs}`);
      const run = await measure(loaded, { ...flags, "results-dir": join(resultsDir(flags), `run-${i}`) });
      parts.push(run);
      if (run.run.partial) break;
    }
  }
  let merged = null;
  if (parts.length > 1) {
    try {
      merged = mergeRuns(parts);
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
      throw new BaselineError("unusable-results", null, error.message, {
        hint: "record the baseline from complete runs of the current workload."
      });
    }
  }
  const results = merged?.results ?? parts[0];
  const unrecordable = unrecordableCells(results);
  if (unrecordable.length > 0 && !flags["allow-errors"]) {
    process.stdout.write(`
${renderTerminalReport(results)}

`);
    process.stderr.write(
      `error: ${unrecordableText(unrecordable, results.errorExamples ?? [], loaded.workload.endpoints, "--allow-errors")}
`
    );
    return EXIT_USAGE;
  }
  const baseline = baselineFromResults(results, loaded.workload, merged?.spread);
  const path = flags.baseline ? resolve(flags.baseline) : baselinePathFor(loaded.workload, process.cwd());
  writeBaseline(path, baseline);
  const pooled = merged ? `${describeRunSpread(parts.length, merged.spread)}
` : "";
  process.stdout.write(
    `
${renderTerminalReport(results)}

${pooled}baseline written: ${relative(process.cwd(), path)}
commit it with the change that it describes.
`
  );
  return EXIT_OK;
}
async function demo(flags) {
  const sim2 = await startSimulator({ seed: 7 });
  process.stderr.write(`simulator listening at ${sim2.url} (profiles: ${PROFILE_NAMES.join(", ")})
`);
  try {
    const workloadPath = fileURLToPath(new URL("../examples/demo.yaml", import.meta.url));
    const code = await gateCommand(
      relative(process.cwd(), workloadPath),
      { ...flags, "results-dir": flags["results-dir"] ?? ".streamgate/demo" },
      { ...process.env, STREAMGATE_SIM_URL: sim2.url }
    );
    process.stdout.write(
      "\nThe demo gates the buffered endpoint against the clean one (its reference): buffering is a regression the gate must catch, so a FAIL above is the expected outcome.\n"
    );
    return code === EXIT_INTERRUPTED ? code : EXIT_OK;
  } finally {
    await sim2.close();
  }
}
async function sim(flags) {
  if (flags.list) {
    process.stdout.write(`${profileListText()}
`);
    return EXIT_OK;
  }
  const slots = flags.slots === void 0 ? void 0 : parseInteger(flags.slots, "--slots");
  if (slots !== void 0 && (slots < 0 || slots > MAX_SLOTS))
    throw new UsageError(`--slots must be 0 (one shared cache) to ${MAX_SLOTS}, got ${slots}`);
  const server = await startSimulator({
    port: flags.port ? parseInteger(flags.port, "--port") : 8787,
    host: flags.host ?? "127.0.0.1",
    seed: flags.seed ? parseInteger(flags.seed, "--seed") : 1,
    ...slots !== void 0 ? { slots } : {}
  });
  process.stdout.write(
    `simulator listening at ${server.url}
base URLs: ${server.url}/<profile>/v1, profiles: ${PROFILE_NAMES.join(", ")} (streamgate sim --list says what each does)
`
  );
  await new Promise((done) => {
    process.once("SIGINT", () => done());
    process.once("SIGTERM", () => done());
  });
  await server.close();
  return EXIT_OK;
}
function parseInteger(text, flag) {
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n)) throw new UsageError(`${flag} must be an integer, got "${text}"`);
  return n;
}
function parseFailOn(text) {
  if (text === void 0) return "regression";
  if (text === "regression" || text === "inconclusive" || text === "never") return text;
  throw new UsageError(`--fail-on must be regression, inconclusive or never, got "${text}"`);
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof UserError) {
      process.stderr.write(`error: ${error.message}
`);
      if (error instanceof UsageError) process.stderr.write(`
${USAGE}
`);
      process.exitCode = error.exitStatus;
      return;
    }
    process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`);
    process.exitCode = EXIT_USAGE;
  }
);
//# sourceMappingURL=cli.js.map
