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
  return (text) => {
    let out = text;
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
  mask(text) {
    if (this.grams.length === 0 || text.length < MIN_FRAGMENT_CHARS || !this.grams.some((g) => text.includes(g))) return text;
    let out = "";
    let copiedTo = 0;
    let i = 0;
    while (i + MIN_FRAGMENT_CHARS <= text.length) {
      if (!this.gramSet.has(text.slice(i, i + MIN_FRAGMENT_CHARS))) {
        i++;
        continue;
      }
      let end = i + MIN_FRAGMENT_CHARS;
      while (end < text.length && this.insideSecret(text.slice(i, end + 1))) end++;
      out += `${text.slice(copiedTo, i)}${MASK}`;
      copiedTo = end;
      i = end;
    }
    return out + text.slice(copiedTo);
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

// src/vocabulary/apis.ts
var STREAMING_APIS = {
  "chat-completions": { meaning: "OpenAI chat completions: POST {baseUrl}/chat/completions", messages: true, tools: true, stop: true },
  responses: { meaning: "OpenAI Responses: POST {baseUrl}/responses", messages: true, tools: true, stop: false },
  "anthropic-messages": {
    meaning: "Anthropic Messages: POST {baseUrl}/messages, with x-api-key and anthropic-version headers",
    messages: true,
    tools: true,
    stop: true
  },
  completions: {
    meaning: "legacy completions: POST {baseUrl}/completions with one prompt string",
    messages: false,
    tools: false,
    stop: true
  }
};
var API_IDS = Object.keys(STREAMING_APIS);
var DEFAULT_API = "chat-completions";
function isApiId(value) {
  return typeof value === "string" && Object.hasOwn(STREAMING_APIS, value);
}

// src/probe/json.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function numberOrNull(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

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
    predictedPerSecond: null
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
  const said = report.cachedTokens !== null || report.promptEvaluated !== null || report.prefillMs !== null || report.decodeMs !== null || report.decodeTokensPerSecond !== null;
  return said ? report : null;
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
function decimal(text) {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
function splitOutsideQuotes(text, separator) {
  const parts = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\" && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
function unquote(text) {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/g, "$1");
}
function count(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}
function amount(value) {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

export {
  STREAMING_APIS,
  API_IDS,
  DEFAULT_API,
  isApiId,
  isRecord,
  numberOrNull,
  emptyServerFields,
  collectServerFields,
  resolveServerReport,
  parseServerTimingEntries,
  createRedactor,
  redactDeep
};
//# sourceMappingURL=chunk-2HZV7K3J.js.map
